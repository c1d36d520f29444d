// Placeholder (issue 25 points 3-4): 'Download my data' and 'Delete my account' on /profile. Its owner replaces it.
export function MyDataSection() {
  return null;
}
