import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { WaitlistParticipant } from '../api/waitlist';

// public.join_waitlist answers through this stand-in (the issue 24 contract's shapes).
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { WaitlistJoin } = await import('./waitlist-join');

const kid = (id: string, first: string): WaitlistParticipant => ({ id, first_name: first, last_name: 'Lee' });
const tiers = [
  { id: 't1', name: 'Early bird', name_fr: 'Tarif hâtif', price: 5000, max_spots: 2, spots_taken: 2, is_default: true },
  { id: 't2', name: 'Regular', name_fr: 'Régulier', price: 8000, max_spots: null, spots_taken: 0, is_default: false },
];

beforeEach(() => rpc.mockReset());

describe('Join the waiting list (issue 24 point 1)', { timeout: 20_000 }, () => {
  it('puts the chosen participant on the list with the tier wanted and announces the place in line', async () => {
    await i18n.changeLanguage('en');
    rpc.mockResolvedValue({ data: [{ id: 'e1', participant_id: 'a', status: 'waiting', position: 3 }], error: null });
    const user = userEvent.setup();
    renderWithApp(
      <WaitlistJoin programId="p1" participants={[kid('a', 'Alex'), kid('b', 'Bo')]} tiers={tiers} programFull />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Alex Lee' }));
    const group = screen.getByRole('group', { name: 'Price option wanted for Alex Lee' });
    expect(within(group).getByRole('radio', { name: 'Any price option' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Early bird' }));
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(rpc).toHaveBeenCalledWith('join_waitlist', {
      p_program_id: 'p1',
      p_items: [{ participant_id: 'a', price_tier_id: 't1' }],
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Alex Lee is number 3 on the waiting list.');
    expect(within(status).getByRole('link', { name: 'My Registrations' })).toHaveAttribute('href', '/registrations');
    // Alex is no longer offered; Bo still is.
    expect(screen.queryByRole('checkbox', { name: 'Alex Lee' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Bo Lee' })).not.toBeChecked();
  });

  it('says a place is offered now, with a link to register into it (French)', async () => {
    await i18n.changeLanguage('fr');
    rpc.mockResolvedValue({
      data: [{ id: 'e9', participant_id: 'a', status: 'offered', position: null }],
      error: null,
    });
    const user = userEvent.setup();
    renderWithApp(<WaitlistJoin programId="p1" participants={[kid('a', 'Alex')]} tiers={[]} programFull />);
    await user.click(screen.getByRole('checkbox', { name: 'Alex Lee' }));
    await user.click(screen.getByRole('button', { name: 'S’inscrire sur la liste d’attente' }));
    expect(await screen.findByText('Une place est offerte à Alex Lee dès maintenant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscrire Alex Lee maintenant' })).toHaveAttribute(
      'href',
      '/programs/p1/register?offer=e9',
    );
    expect(rpc.mock.calls[0][1].p_items).toEqual([{ participant_id: 'a', price_tier_id: null }]);
    await i18n.changeLanguage('en');
  });

  it('reports no participant in the error summary and inline, and words a refusal by its hint', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithApp(<WaitlistJoin programId="p1" participants={[kid('a', 'Alex')]} tiers={tiers} programFull />);
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Please choose at least one participant for the waiting list' }),
    ).toHaveAttribute('href', '#waitlist-participant-a');
    expect(rpc).not.toHaveBeenCalled();

    rpc.mockResolvedValue({ data: null, error: { message: 'x', hint: 'already_on_waitlist' } });
    await user.click(screen.getByRole('checkbox', { name: 'Alex Lee' }));
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('This participant is already on this program’s waiting list.')).toBeInTheDocument();
  });

  it('says the account’s cap of open waiting-list entries, in English and French (issue 33 point 7e)', async () => {
    const refusal = { message: 'x', hint: 'waitlist_limit_reached', details: '10' };
    rpc.mockResolvedValue({ data: null, error: refusal });
    for (const [lang, join, text] of [
      ['en', 'Join the waiting list', 'An account can be on at most 10 waiting lists at a time.'],
      ['fr', 'S’inscrire sur la liste d’attente', 'Un compte peut être sur au plus 10 listes d’attente à la fois.'],
    ]) {
      await i18n.changeLanguage(lang);
      const user = userEvent.setup();
      const { unmount } = renderWithApp(
        <WaitlistJoin programId="p1" participants={[kid('a', 'Alex')]} tiers={[]} programFull />,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Alex Lee' }));
      await user.click(screen.getByRole('button', { name: join }));
      expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
      unmount();
    }
    await i18n.changeLanguage('en');
  });

  it('for a sold-out option only, waits for one of the sold-out options (no "any")', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithApp(
      <WaitlistJoin programId="p1" participants={[kid('a', 'Alex')]} tiers={[tiers[0]]} programFull={false} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Alex Lee' }));
    const group = screen.getByRole('group', { name: 'Price option wanted for Alex Lee' });
    expect(within(group).queryByRole('radio', { name: 'Any price option' })).toBeNull();
    expect(within(group).getByRole('radio', { name: 'Early bird' })).toBeChecked();
  });
});
