import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import type { MyRegistration } from '../api/my-registrations';
import { CancelRegistrationModal } from './cancel-registration-modal';

const registration: MyRegistration = {
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
    name_fr: 'Camp d’habiletés d’hiver',
    description: null,
    description_fr: null,
    location: null,
    location_fr: null,
    start_date: '2026-12-02',
    end_date: '2026-12-05',
    price: 15000,
  },
  participant: { id: 'c1', first_name: 'Charlie', last_name: 'Child', user_id: 'user-1', parent_guardian_id: 'user-1' },
  volunteer: null,
  tier: null,
};

function renderModal(r: Partial<MyRegistration> = {}) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithApp(<CancelRegistrationModal registration={{ ...registration, ...r }} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone, dialog: screen.getByRole('dialog', { name: 'Cancel registration' }) };
}

describe('CancelRegistrationModal (spec 2 section 5)', () => {
  it('keeps confirm disabled without a reason and explains why when pressed', async () => {
    const { onDone } = renderModal();
    const confirm = screen.getByRole('button', { name: 'Cancel and request refund' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription('Choose a reason to confirm.');
    await userEvent.click(confirm);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent('Please provide a reason for the cancellation/refund');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Reason for cancellation' })).toHaveAccessibleDescription(
      /Please provide a reason for the cancellation\/refund/,
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it("offers the seven reasons; 'other' reveals 'Please specify', whose text is required", async () => {
    renderModal();
    const select = screen.getByRole('combobox', { name: 'Reason for cancellation' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a reason',
      'Medical emergency',
      'Schedule conflict',
      'Family emergency',
      'Moved away',
      'Financial hardship',
      'Equipment issues',
      'Other',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Please specify' })).toBeNull();
    await userEvent.selectOptions(select, 'other');
    const specify = screen.getByRole('textbox', { name: 'Please specify' });
    expect(screen.getByRole('button', { name: 'Cancel and request refund' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(specify, 'Moving to Europe');
    expect(screen.getByRole('button', { name: 'Cancel and request refund' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('offers the refund choice with the amount paid and the processing message', async () => {
    renderModal();
    expect(screen.getByRole('radio', { name: 'Full refund of the amount paid: $150.00' })).toBeChecked();
    expect(screen.getByText(/within 5-10 business days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No refund' }));
    expect(screen.queryByText(/within 5-10 business days/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeInTheDocument();
  });

  it('offers no refund choice when nothing was paid', () => {
    renderModal({ amount_paid: 0 });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/nothing to refund/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeInTheDocument();
  });

  it('closes with Keep registration and with Escape', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Keep registration' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
