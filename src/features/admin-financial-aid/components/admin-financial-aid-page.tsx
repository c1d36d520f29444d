// Placeholder (issue 25): /admin/financial-aid, review of requests (point 6). Its owner replaces it.
export default function AdminFinancialAidPage() {
  return null;
}
