// Placeholder (issue 25): /accessibility, the accessibility statement and its feedback form (point 5). Its owner replaces it.
export default function AccessibilityPage() {
  return null;
}
