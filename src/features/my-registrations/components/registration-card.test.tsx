import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { MyRegistration } from '../api/my-registrations';
import { RegistrationCard } from './registration-card';

const today = '2026-11-22';
const base: MyRegistration = {
  id: 'r1',
  status: 'approved',
  registration_date: '2026-11-01T15:00:00Z',
  amount_paid: 15000,
  refund_amount: null,
  refund_reason: null,
  refunded_at: null,
  amount_refunded: 0,
  refund_processed_at: null,
  removed_participant_name: null,
  user_id: 'user-1',
  program: {
    id: 'p1',
    name: 'Winter Skills Camp',
    name_fr: null,
    description: 'Skating and puck skills.',
    description_fr: null,
    location: 'Ottawa Arena',
    location_fr: null,
    start_date: '2026-12-02',
    end_date: '2026-12-05',
    price: 15000,
  },
  participant: { id: 'c1', first_name: 'Charlie', last_name: 'Child', user_id: 'user-1', parent_guardian_id: 'user-1' },
  volunteer: null,
  tier: null,
};

function renderCard(r: Partial<MyRegistration>, opts: { isAdmin?: boolean } = {}) {
  const onCancel = vi.fn();
  renderWithApp(
    <RegistrationCard
      registration={{ ...base, ...r }}
      today={today}
      isAdmin={opts.isAdmin ?? false}
      onCancel={onCancel}
    />,
  );
  return { onCancel, card: screen.getByRole('article', { name: /Winter Skills Camp/ }) };
}

describe('RegistrationCard', () => {
  it('shows program, person, place, money, status text and days until start for an approved one', () => {
    const { card } = renderCard({});
    const c = within(card);
    expect(c.getByRole('heading', { name: 'Winter Skills Camp' })).toBeInTheDocument();
    expect(c.getByText('Status:', { exact: false }).parentElement).toHaveTextContent('Status: Approved');
    expect(c.getByText('Charlie Child')).toBeInTheDocument();
    expect(c.getByText('Ottawa Arena')).toBeInTheDocument();
    expect(c.getByText('Program starts in 10 days')).toBeInTheDocument();
    expect(c.getByText('$150.00 (paid)')).toBeInTheDocument();
    expect(c.getByText('Skating and puck skills.')).toBeInTheDocument();
    expect(c.getByText('November 1, 2026')).toBeInTheDocument();
  });

  it('reads the program and tier in French, and marks what has no French as English (issue 22)', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderWithApp(
      <RegistrationCard
        registration={{
          ...base,
          program: { ...base.program!, name_fr: 'Camp d’habiletés d’hiver', location_fr: 'Aréna d’Ottawa' },
          tier: { id: 't1', name: 'Early bird', name_fr: null, price: 15000 },
        }}
        today={today}
        isAdmin={false}
        onCancel={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Camp d’habiletés d’hiver' });
    const c = within(card);
    expect(c.getByRole('heading', { name: 'Camp d’habiletés d’hiver' })).not.toHaveAttribute('lang');
    expect(c.getByText('Aréna d’Ottawa')).not.toHaveAttribute('lang');
    // No French description or tier name: the English, in an element a screen reader reads in English.
    expect(c.getByText('Skating and puck skills.')).toHaveAttribute('lang', 'en');
    expect(c.getByText('Early bird')).toHaveAttribute('lang', 'en');
    expect(c.queryByText('Winter Skills Camp')).toBeNull();
  });

  it('says a pending one awaits approval and opens the cancel modal from its button', async () => {
    const { card, onCancel } = renderCard({ status: 'pending' });
    expect(within(card).getByText('Awaiting approval from administrators')).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Cancel registration: Winter Skills Camp, Charlie Child' }),
    );
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });

  it.each([
    ['a program starting today', { program: { ...base.program!, start_date: today } }],
    ['a program that started', { program: { ...base.program!, start_date: '2026-11-01' } }],
    ['a refunded registration', { status: 'refunded' as const }],
    ['a cancelled registration', { status: 'cancelled' as const }],
    ['a rejected registration', { status: 'rejected' as const }],
  ])('has no cancel button for %s', (_label, change) => {
    const { card } = renderCard(change);
    expect(within(card).queryByRole('button', { name: /Cancel registration/ })).toBeNull();
  });

  it('lets an admin cancel after the start (spec 2 section 6)', () => {
    const { card } = renderCard({ program: { ...base.program!, start_date: '2026-11-01' } }, { isAdmin: true });
    expect(within(card).getByRole('button', { name: /Cancel registration/ })).toBeInTheDocument();
  });

  it('shows the refund amount, date and translated reason of a refunded one', () => {
    const { card } = renderCard({
      status: 'refunded',
      refund_amount: 15000,
      refund_reason: 'schedule_conflict',
      refunded_at: '2026-11-20T15:00:00Z',
    });
    const c = within(card);
    expect(c.getByText('Refund amount').nextSibling).toHaveTextContent('$150.00');
    expect(c.getByText('Schedule conflict')).toBeInTheDocument();
    expect(c.getByText('Refund requested on')).toBeInTheDocument();
    expect(c.getByText('Refund').nextSibling).toHaveTextContent('Waiting for an administrator to process it');
    expect(c.queryByText('Amount refunded')).toBeNull();
  });

  it('shows the amount an administrator refunded and when (issue 20)', () => {
    const { card } = renderCard({
      status: 'refunded',
      refund_amount: 15000,
      refund_reason: 'schedule_conflict',
      refunded_at: '2026-11-20T15:00:00Z',
      amount_refunded: 15000,
      refund_processed_at: '2026-11-21T15:00:00Z',
    });
    const c = within(card);
    expect(c.getByText('Amount refunded').nextSibling).toHaveTextContent(/^\$150\.00 on Nov 21, 2026/);
    expect(c.queryByText('Waiting for an administrator to process it')).toBeNull();
  });

  it("shows a free-text reason as typed, and 'Free' with no payment line for a free program", () => {
    const { card } = renderCard({
      status: 'cancelled',
      amount_paid: 0,
      refund_reason: 'Moving to Europe',
      program: { ...base.program!, price: 0 },
    });
    const c = within(card);
    expect(c.getByText('Moving to Europe')).toBeInTheDocument();
    expect(c.getByText('Free')).toBeInTheDocument();
    expect(c.queryByText('Amount paid')).toBeNull();
  });
});
