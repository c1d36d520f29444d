import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithApp } from '@/test/render';
import AdminDashboardPage from './admin-dashboard-page';

// The page's own role check (spec 2 section 6); the data hooks behind it are
// covered by tests/db/admin-dashboard.test.ts and the e2e stories.
const fetchIsAdmin = vi.hoisted(() => vi.fn<(id: string) => Promise<boolean>>());
vi.mock('../api/admin-role', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    fetchIsAdmin,
    useIsAdmin: (userId: string | undefined) =>
      useQuery({
        queryKey: ['role', userId],
        queryFn: () => fetchIsAdmin(userId!),
        enabled: Boolean(userId),
        retry: false,
      }),
  };
});

describe('admin dashboard access check', () => {
  it('shows Access Denied with the role hint when user_profiles.role is not admin', async () => {
    fetchIsAdmin.mockResolvedValueOnce(false);
    renderWithApp(<AdminDashboardPage />, { auth: fakeAuth({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/make sure the admin role is assigned/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(fetchIsAdmin).toHaveBeenCalledWith('user-1');
  });

  it('shows Access Denied when the check fails', async () => {
    fetchIsAdmin.mockRejectedValueOnce(new Error('network down'));
    renderWithApp(<AdminDashboardPage />, { auth: fakeAuth({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
