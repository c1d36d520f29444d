/** Pending requests first, then approved, rejected and withdrawn; newest first within each state. */
const ORDER = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;

export function sortRequests<T extends { status: keyof typeof ORDER; created_at: string }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] || (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0),
  );
}

/** An approved request whose code can still be used (uses left, or an unknown count). */
export function hasUsableCode(r: { status: string; code?: string | null; code_uses_left?: number | null }): boolean {
  return r.status === 'approved' && Boolean(r.code) && (r.code_uses_left ?? 1) > 0;
}
