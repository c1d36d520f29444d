// Placeholder (issue 25): /admin/access-log, the access log of sensitive data with filters and CSV (point 2). Its owner replaces it.
export default function AdminAccessLogPage() {
  return null;
}
