import { describe, expect, it } from 'vitest';
import { sortAdminRows } from './sort';

describe('sortAdminRows', () => {
  it('lists pending requests first, oldest first, then the decided ones newest first', () => {
    const rows = [
      { id: 'a', status: 'approved', created_at: '2026-11-01T10:00:00Z' },
      { id: 'b', status: 'pending', created_at: '2026-11-03T10:00:00Z' },
      { id: 'c', status: 'rejected', created_at: '2026-11-05T10:00:00Z' },
      { id: 'd', status: 'pending', created_at: '2026-11-02T10:00:00Z' },
      { id: 'e', status: 'withdrawn', created_at: '2026-11-04T10:00:00Z' },
    ];
    expect(sortAdminRows(rows).map((r) => r.id)).toEqual(['d', 'b', 'c', 'e', 'a']);
  });
});
