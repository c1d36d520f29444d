import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { ContactListItem, ContactRow } from './emergency-contact.schema';
import { EmergencyContactsEditor } from './emergency-contacts-editor';
import { participantServerErrors } from './server-errors';

const pat: ContactRow = {
  id: 'a',
  name: 'Pat Parent',
  relationship: 'parent',
  relationship_other: null,
  phone: '6135550100',
  email: null,
  is_primary: true,
};

/** The editor over an in-memory list; `refuse` makes the next save fail like the database would. */
function Harness({ initial, saved, refuse }: { initial: ContactRow[]; saved: ContactListItem[][]; refuse?: object }) {
  const [list, setList] = useState(initial);
  return (
    <EmergencyContactsEditor
      contacts={list}
      idPrefix="c-"
      serverErrors={participantServerErrors('emergencyContacts:saveFailed')}
      save={async (next) => {
        saved.push(next);
        if (refuse) throw refuse;
        setList(next.map((c, i) => ({ ...c, id: c.id ?? `new-${i}` })));
      }}
    />
  );
}

describe('emergency contacts editor (issue 21 point 3)', { timeout: 30_000 }, () => {
  it('offers no Remove for the only (primary) contact, validates a new contact like the wizard, and adds it', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: ContactListItem[][] = [];
    renderWithApp(<Harness initial={[pat]} saved={saved} />);
    expect(screen.getByRole('button', { name: 'Edit contact Pat Parent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText(/At least one emergency contact is required/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add an emergency contact' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      'Please fill in the following fields: Emergency contact name, Relationship, Emergency contact phone',
    );
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText(/Emergency contact name/), 'Sam Sibling');
    await user.selectOptions(screen.getByLabelText(/Relationship/), 'sibling');
    await user.type(screen.getByLabelText(/Emergency contact phone/), '6135550111');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('Sam Sibling was added as an emergency contact.')).toBeInTheDocument();
    expect(saved.at(-1)).toEqual([
      { ...pat },
      {
        name: 'Sam Sibling',
        relationship: 'sibling',
        relationship_other: null,
        phone: '6135550111',
        email: null,
        is_primary: false,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Emergency contacts' })).toHaveFocus();
  });

  it('makes another contact primary, then removes the old primary after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: ContactListItem[][] = [];
    renderWithApp(
      <Harness initial={[pat, { ...pat, id: 'b', name: 'Sam Sibling', is_primary: false }]} saved={saved} />,
    );
    expect(screen.getByText(/To remove it, first make another contact primary/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make primary contact Sam Sibling' }));
    expect(await screen.findByText('Sam Sibling is now the primary contact.')).toBeInTheDocument();
    expect(saved.at(-1)!.map((c) => [c.name, c.is_primary])).toEqual([
      ['Pat Parent', false],
      ['Sam Sibling', true],
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove contact Pat Parent' }));
    await waitFor(() => expect(screen.getByText('Remove Pat Parent from the emergency contacts?')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep this contact' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove contact Pat Parent' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove contact Pat Parent' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Pat Parent was removed from the emergency contacts.')).toBeInTheDocument();
    expect(saved.at(-1)!.map((c) => c.name)).toEqual(['Sam Sibling']);
  });

  it('says a refusal in the database’s words and hides Add at three contacts', async () => {
    const user = userEvent.setup({ delay: null });
    const three = [pat, { ...pat, id: 'b', is_primary: false }, { ...pat, id: 'c', name: 'Kim', is_primary: false }];
    renderWithApp(
      <Harness initial={three} saved={[]} refuse={{ message: 'x', hint: 'emergency_contacts_one_primary' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Add a contact' })).toBeNull();
    expect(screen.getByText(/This is the most contacts allowed \(3\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make primary contact Kim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Exactly one emergency contact must be the primary contact.',
    );
  });
});
