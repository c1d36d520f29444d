import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { fakeAuth, renderWithApp } from '@/test/render';
import type { AdminUser } from '../api/users';

// Issue 39 point 2: the first page of a typed search asks admin_users_page to count up to 1,000 matches; beyond
// them it answers the limit and `more`, and the tab says "more than" and offers Next but not Last.
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { UsersTab } = await import('./users-tab');
// jsdom lays nothing out: a page turn scrolls the count into view.
Element.prototype.scrollIntoView = () => {};

const user = (i: number): AdminUser => ({
  id: `u${i}`,
  email: `camille${i}@example.org`,
  first_name: 'Camille',
  last_name: `Tremblay${i}`,
  phone: null,
  role: 'user',
  is_active: true,
  created_at: '2026-11-01T12:00:00Z',
  stripe_customer_id: null,
  profile_photo_url: null,
  participants: [],
});

/** 1,234 users match a search: counted up to the limit on its first page, exactly elsewhere. */
const EXACT = 1234;
beforeEach(async () => {
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: Record<string, unknown>) => {
    if (name !== 'admin_users_page') return { data: null, error: { message: `unexpected ${name}` } };
    const limit = args.p_count_up_to as number | undefined;
    const more = limit !== undefined && EXACT > limit;
    return { data: { total: more ? limit : EXACT, more, users: [user(1), user(2)] }, error: null };
  });
  await i18n.changeLanguage('en');
});

const pageCalls = () => rpc.mock.calls.filter(([n]) => n === 'admin_users_page').map(([, a]) => a);

async function search(label: string, typed: string) {
  renderWithApp(<UsersTab />, { auth: fakeAuth({ role: 'admin' }) });
  await userEvent.type(await screen.findByRole('searchbox', { name: new RegExp(label) }), typed);
}

describe('UsersTab counting a search up to a limit', { timeout: 30_000 }, () => {
  it('says "more than 1,000 users", page 1 of more than 20, with Next but not Last', async () => {
    await search('Search users', 'tremblay');
    expect(await screen.findByText('Showing 1–2 of more than 1,000 users')).toBeInTheDocument();
    expect(pageCalls()).toContainEqual(
      expect.objectContaining({ p_search: 'tremblay', p_offset: 0, p_count_up_to: 1000 }),
    );
    // The blank search before it was counted exactly.
    expect(pageCalls()[0]).not.toHaveProperty('p_count_up_to');

    const nav = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(nav).getByText('Page 1 of more than 20')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');

    // A later page counts every match: the exact total, and Last again.
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 51–52 of 1,234 users')).toBeInTheDocument();
    expect(pageCalls().at(-1)).toMatchObject({ p_offset: 50 });
    expect(pageCalls().at(-1)).not.toHaveProperty('p_count_up_to');
    await waitFor(() => expect(within(nav).getByText('Page 2 of 25')).toBeInTheDocument());
    expect(within(nav).getByRole('button', { name: 'Last page' })).not.toHaveAttribute('aria-disabled');
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    await search('Rechercher des utilisateurs', 'tremblay');
    expect(await screen.findByText('Utilisateurs 1 à 2 sur plus de 1 000')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages des utilisateurs' });
    expect(within(nav).getByText('Page 1 sur plus de 20')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Dernière page' })).toHaveAttribute('aria-disabled', 'true');
  });
});
