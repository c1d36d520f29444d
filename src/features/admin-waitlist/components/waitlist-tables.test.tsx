import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { AdminWaitlistEntry } from '../api/waitlist';
import { ActiveWaitlistTable, ClosedWaitlistTable } from './waitlist-tables';

const entry = (over: Partial<AdminWaitlistEntry>): AdminWaitlistEntry => ({
  id: 'e1',
  position: 1,
  status: 'waiting',
  participant_id: 'p1',
  participant_name: 'Ana Tremblay',
  family_name: 'Marie Tremblay',
  family_email: 'marie@example.org',
  price_tier_id: null,
  tier_name: null,
  joined_at: '2026-11-20T15:00:00Z',
  offered_at: null,
  offer_expires_at: null,
  offered_by_name: null,
  ...over,
});
const ana = entry({});
const ben = entry({
  id: 'e2',
  position: 2,
  participant_id: 'p2',
  participant_name: 'Ben Roy',
  family_name: 'Luc Roy',
  family_email: 'luc@example.org',
  price_tier_id: 't1',
  tier_name: 'Early Bird',
  tier_name_fr: 'Lève-tôt',
  // 03:30 UTC on the 21st is still the 20th in Toronto.
  joined_at: '2026-11-21T03:30:00Z',
});
const chloe = entry({
  id: 'e3',
  position: null,
  status: 'offered',
  participant_id: 'p3',
  participant_name: 'Chloé Gagnon',
  offered_at: '2026-11-25T15:00:00Z',
  offer_expires_at: '2026-11-27T15:00:00Z',
  offered_by_name: 'Alex Admin',
});

function setup() {
  const props = { onMove: vi.fn(), onMoveTo: vi.fn(), onOffer: vi.fn(), onRemove: vi.fn() };
  renderWithApp(<ActiveWaitlistTable entries={[ana, ben, chloe]} waitingCount={2} busy={false} {...props} />);
  return props;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ActiveWaitlistTable', () => {
  it('shows line order, family, tier wanted, since (Toronto day) and the offer deadline with who offered', async () => {
    setup();
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1]);
    expect(first.getByRole('rowheader', { name: 'Ana Tremblay' })).toBeInTheDocument();
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'marie@example.org' })).toHaveAttribute('href', 'mailto:marie@example.org');
    expect(first.getByText('Any')).toBeInTheDocument();
    expect(first.getByText('Waiting')).toBeInTheDocument();
    expect(first.getByText('November 20, 2026')).toBeInTheDocument();
    const second = within(rows[2]);
    expect(second.getByText('Early Bird')).toBeInTheDocument();
    expect(second.getByText('November 20, 2026')).toBeInTheDocument();
    const third = within(rows[3]);
    expect(third.getByText('—')).toBeInTheDocument();
    expect(third.getByText(/^Offered until Nov 27, 2026, 10:00/)).toBeInTheDocument();
    expect(third.getByText('Offered by Alex Admin')).toBeInTheDocument();
  });

  it('names the participant in every action, stops Move up/down at the ends, and offers only to waiting rows', async () => {
    const props = setup();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Move up Ana Tremblay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Ben Roy' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up Ben Roy' }));
    expect(props.onMove).toHaveBeenCalledWith(ben, 1);
    await user.click(screen.getByRole('button', { name: 'Move down Ana Tremblay' }));
    expect(props.onMove).toHaveBeenCalledWith(ana, 2);
    await user.click(screen.getByRole('button', { name: 'Move to position: Ben Roy' }));
    expect(props.onMoveTo).toHaveBeenCalledWith(ben);
    await user.click(screen.getByRole('button', { name: 'Offer a place now to Ana Tremblay' }));
    expect(props.onOffer).toHaveBeenCalledWith(ana);
    expect(screen.queryByRole('button', { name: 'Offer a place now to Chloé Gagnon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up Chloé Gagnon' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Chloé Gagnon' }));
    expect(props.onRemove).toHaveBeenCalledWith(chloe);
  });

  it('speaks French: statuses, the tier in French, the actions', async () => {
    await act(() => i18n.changeLanguage('fr'));
    setup();
    expect(await screen.findByText('Lève-tôt')).toBeInTheDocument();
    expect(screen.getByText(/^Offerte jusqu’au 27 nov\. 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monter Ben Roy' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Retirer Ana Tremblay' })).toBeEnabled();
    expect(screen.getAllByText('En attente')).toHaveLength(2);
  });
});

describe('ClosedWaitlistTable', () => {
  it('says how each entry closed and when', async () => {
    renderWithApp(
      <ClosedWaitlistTable
        entries={[
          entry({ id: 'c1', status: 'expired', position: null, closed_at: '2026-11-24T20:00:00Z' }),
          entry({ id: 'c2', status: 'accepted', position: null, participant_name: 'Ben Roy', closed_at: null }),
        ]}
      />,
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Offer expired')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/^Nov 24, 2026, 3:00/)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Accepted')).toBeInTheDocument();
  });
});
