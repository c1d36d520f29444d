import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { WaitlistEntry } from '../api/waitlist';

// The backend's RPCs answer through this stand-in (the shapes of the issue 24 contract).
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { WaitlistOffers } = await import('./waitlist-offers');
const { WaitlistSection } = await import('./waitlist-section');

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 'e1',
  program_id: 'p1',
  program_name: 'Winter Skills Camp',
  program_name_fr: null,
  participant_id: 'c1',
  participant_name: 'Charlie Child',
  price_tier_id: null,
  tier_name: null,
  tier_name_fr: null,
  status: 'waiting',
  position: 3,
  joined_at: '2026-11-20T15:00:00Z',
  offered_at: null,
  offer_expires_at: null,
  closed_at: null,
  ...over,
});

let entries: WaitlistEntry[] = [];
beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: { p_entry_id?: string }) => {
    if (name === 'my_waitlist') return { data: entries, error: null };
    if (name === 'decline_waitlist_offer' || name === 'leave_waitlist') {
      entries = entries.filter((e) => e.id !== args.p_entry_id);
      return { data: null, error: null };
    }
    throw new Error(`unexpected rpc ${name}`);
  });
});

describe('WaitlistOffers (dashboard banner, issue 24 point 2)', () => {
  it('shows each live offer with Accept to the registration screen and Decline after a confirmation', async () => {
    entries = [
      entry({ id: 'o1', status: 'offered', position: null, offered_at: inHours(-1), offer_expires_at: inHours(47) }),
      entry({ id: 'old', status: 'offered', position: null, offer_expires_at: inHours(-1) }),
      entry({ id: 'w1', status: 'waiting', participant_name: 'Dana Child' }),
    ];
    renderWithApp(<WaitlistOffers />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'A place is available: Winter Skills Camp' });
    const card = heading.closest('li')!;
    expect(card).toHaveTextContent(/A place is available in Winter Skills Camp for Charlie Child until .+\./);
    // One offer: the lapsed one and the waiting entry are not offers.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    const accept = within(card).getByRole('link', { name: 'Accept the place in Winter Skills Camp for Charlie Child' });
    expect(accept).toHaveAttribute('href', '/programs/p1/register?offer=o1');

    await userEvent.click(within(card).getByRole('button', { name: /^Decline/ }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this place?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the place' }));
    expect(rpc).toHaveBeenCalledWith('decline_waitlist_offer', { p_entry_id: 'o1' });
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('You declined the place in Winter Skills Camp for Charlie Child.');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull());
    await waitFor(() => expect(done.parentElement).toHaveFocus());
  });

  it('says a refusal in words (offer no longer open) and in French', async () => {
    await i18n.changeLanguage('fr');
    entries = [
      entry({
        id: 'o1',
        status: 'offered',
        position: null,
        program_name_fr: 'Camp d’hiver',
        offer_expires_at: inHours(5),
      }),
    ];
    rpc.mockImplementation(async (name: string) =>
      name === 'my_waitlist'
        ? { data: entries, error: null }
        : { data: null, error: { message: 'closed', hint: 'waitlist_offer_not_open' } },
    );
    renderWithApp(<WaitlistOffers />);
    await screen.findByRole('heading', { name: 'Une place est libre : Camp d’hiver' });
    await userEvent.click(screen.getByRole('button', { name: /^Refuser/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Refuser la place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette offre n’est plus ouverte.');
  });

  it('marks an English program name on a French page with lang="en"', async () => {
    await i18n.changeLanguage('fr');
    entries = [entry({ id: 'o1', status: 'offered', position: null, offer_expires_at: inHours(5) })];
    renderWithApp(<WaitlistOffers />);
    const heading = await screen.findByRole('heading', { name: 'Une place est libre : Winter Skills Camp' });
    expect(within(heading).getByText('Winter Skills Camp')).toHaveAttribute('lang', 'en');
  });
});

describe('WaitlistSection (My Registrations, issue 24 point 1)', () => {
  it('lists each entry with its place or its offer, and Leave asks first, says the result and refreshes', async () => {
    entries = [
      entry({ id: 'w1', position: 3, tier_name: 'Early bird', tier_name_fr: 'Lève-tôt' }),
      entry({
        id: 'o2',
        program_id: 'p2',
        program_name: 'Spring League',
        status: 'offered',
        position: null,
        participant_name: 'Dana Child',
        offer_expires_at: inHours(30),
      }),
      entry({ id: 'gone', status: 'left', position: null, closed_at: '2026-11-21T10:00:00Z' }),
    ];
    renderWithApp(<WaitlistSection />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting lists' })).toBeVisible();
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li')!);
    expect(cards).toHaveLength(2);
    const spring = cards.find((c) => c.textContent?.includes('Spring League'))!;
    const winter = cards.find((c) => c.textContent?.includes('Winter Skills Camp'))!;
    expect(winter).toHaveTextContent('Waiting list, number 3');
    expect(winter).toHaveTextContent('Participant:Charlie Child');
    expect(winter).toHaveTextContent('Price tier:Early bird');
    expect(winter).toHaveTextContent('On the list since:November 20, 2026');
    expect(spring).toHaveTextContent(/Place offered until /);
    expect(spring).toHaveTextContent('Price tier:Any price tier');
    expect(within(spring).getByRole('link', { name: /^Accept the place/ })).toHaveAttribute(
      'href',
      '/programs/p2/register?offer=o2',
    );

    await userEvent.click(
      within(winter).getByRole('button', { name: 'Leave the waiting list of Winter Skills Camp for Charlie Child' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave the waiting list?' });
    expect(dialog).toHaveTextContent('join again at the end of the line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the list' }));
    expect(rpc).toHaveBeenCalledWith('leave_waitlist', { p_entry_id: 'w1' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Charlie Child left the waiting list of Winter Skills Camp.',
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    // my_waitlist was read again after the change.
    expect(rpc.mock.calls.filter(([n]) => n === 'my_waitlist').length).toBeGreaterThanOrEqual(2);
  });

  it('draws nothing when the family waits for nothing', async () => {
    entries = [entry({ id: 'x', status: 'accepted', position: null })];
    const { container } = renderWithApp(<WaitlistSection />);
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('my_waitlist'));
    expect(container.querySelector('h2')).toBeNull();
  });
});
