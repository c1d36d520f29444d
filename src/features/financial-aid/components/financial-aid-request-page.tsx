// Placeholder (issue 25): /financial-aid/new?program=ID, the confidential request form (point 6). Its owner replaces it.
export default function FinancialAidRequestPage() {
  return null;
}
