// Placeholder (issue 25): /financial-aid, the family's requests and their states (point 6). Its owner replaces it.
export default function FinancialAidPage() {
  return null;
}
