import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import type { AdminRegistration } from '../api/types';
import { RegistrationsTable } from './registrations-table';
import { toRowView } from '../utils/row-view';

const base: AdminRegistration = {
  id: 'r1',
  status: 'pending',
  registration_date: '2026-10-01T14:00:00Z',
  amount_paid: 0,
  parent_guardian_name: null,
  removed_participant_name: null,
  waiver_agreed: true,
  waiver_agreed_at: '2026-10-01T14:00:00Z',
  media_consent_agreed: true,
  media_consent_agreed_at: '2026-10-01T14:00:00Z',
  program: { id: 'p1', name: 'Winter League', price: 15000 },
  price_tier: null,
  participant: {
    id: 'c1',
    first_name: 'Emma',
    last_name: 'Parent',
    email: null,
    date_of_birth: '2015-01-01',
    address: null,
    city: 'Toronto',
    province: 'ON',
    position: null,
    visual_classification: null,
    visual_condition: null,
    visual_condition_other: null,
    needs_equipment: false,
    allergies: null,
    medical_conditions: null,
    guardian: { first_name: 'Pat', last_name: 'Parent', email: 'parent@example.org', phone: null },
    emergency_contacts: [
      {
        name: 'Pat Parent',
        relationship: 'parent',
        relationship_other: null,
        phone: '4165550101',
        email: null,
        is_primary: true,
      },
      {
        name: 'Sam',
        relationship: 'friend',
        relationship_other: null,
        phone: '4165550102',
        email: null,
        is_primary: false,
      },
      {
        name: 'Lee',
        relationship: 'sibling',
        relationship_other: null,
        phone: '4165550103',
        email: null,
        is_primary: false,
      },
    ],
  },
  volunteer: null,
};
const paid: AdminRegistration = {
  ...base,
  id: 'r2',
  status: 'approved',
  amount_paid: 20000,
  price_tier: { id: 't', name: 'Early Bird', price: 20000 },
  participant: { ...base.participant!, id: 'c2', first_name: 'Liam' },
};

function setup(selected = new Set<string>()) {
  const props = { onToggle: vi.fn(), onToggleAll: vi.fn(), onStatus: vi.fn() };
  renderWithApp(
    <RegistrationsTable
      caption="All"
      rows={[toRowView(base), toRowView(paid)]}
      selected={selected}
      busyId={null}
      {...props}
    />,
  );
  return props;
}

describe('RegistrationsTable', () => {
  it('shows Standard without a tier, the derived payment, the guardian and the primary contact with +N more', async () => {
    setup();
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1]);
    expect(first.getByText(/Standard/)).toBeInTheDocument();
    expect(first.getByText('Unpaid')).toBeInTheDocument();
    expect(first.getByText('parent@example.org')).toBeInTheDocument();
    expect(first.getByText('+2 more')).toBeInTheDocument();
    const second = within(rows[2]);
    expect(second.getByText(/Early Bird/)).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();
  });

  it('reports selection and inline status changes with named controls', async () => {
    const props = setup(new Set(['r1']));
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: 'Select Emma Parent' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Liam Parent' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Liam Parent' }));
    expect(props.onToggle).toHaveBeenCalledWith('r2');
    await user.click(screen.getByRole('checkbox', { name: 'Select all registrations on this page' }));
    expect(props.onToggleAll).toHaveBeenCalled();
    const update = screen.getByRole('button', { name: 'Update status of Emma Parent' });
    expect(update).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status of Emma Parent' }), 'rejected');
    expect(props.onStatus).not.toHaveBeenCalled();
    await user.click(update);
    expect(props.onStatus).toHaveBeenCalledWith(expect.objectContaining({ name: 'Emma Parent' }), 'rejected');
  });
});
