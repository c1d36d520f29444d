/** Pending requests first, the oldest first (first asked, first answered); then the others, newest first. */
export function sortAdminRows<T extends { status: string; created_at: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => {
    const ap = a.status === 'pending' ? 0 : 1;
    const bp = b.status === 'pending' ? 0 : 1;
    if (ap !== bp) return ap - bp;
    const older = a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
    return ap === 0 ? older : -older;
  });
}
