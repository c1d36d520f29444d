// Placeholder (issue 25): /admin/accessibility-feedback, the feedback list (point 5). Its owner replaces it.
export default function AdminFeedbackPage() {
  return null;
}
