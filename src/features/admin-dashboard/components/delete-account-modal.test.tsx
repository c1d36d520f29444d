import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { fakeAuth, renderWithApp } from '@/test/render';

// admin_delete_account itself is tested in tests/db/my-data.test.ts; here the dialog's words and call.
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { DeleteAccountModal } = await import('./delete-account-modal');
const { deleteAccountServerErrors } = await import('../api/delete-account');

beforeEach(() => rpc.mockReset());
afterEach(() => i18n.changeLanguage('en'));

const blocked = {
  message: 'x',
  hint: 'active_registrations',
  details: JSON.stringify([
    {
      registration_id: 'r1',
      program_name: 'Spring league',
      program_name_fr: 'Ligue du printemps',
      person_name: 'Emma Lee',
      status: 'pending',
    },
  ]),
};

describe('DeleteAccountModal', () => {
  it.each([
    [
      'en',
      'Delete the account of Sam Lee?',
      'Reason',
      'Delete the account',
      'Enter the reason for deleting this account',
    ],
    [
      'fr',
      'Supprimer le compte de Sam Lee?',
      'Raison',
      'Supprimer le compte',
      'Indiquez la raison de la suppression de ce compte',
    ],
  ])('[%s] asks a reason, then deletes with it', async (lang, title, reason, confirm, required) => {
    await i18n.changeLanguage(lang);
    const done = vi.fn();
    renderWithApp(<DeleteAccountModal userId="u2" name="Sam Lee" onClose={() => {}} onDone={done} />, {
      auth: fakeAuth({ role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog', { name: title });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(required);
    expect(rpc).not.toHaveBeenCalled();
    rpc.mockResolvedValue({ data: null, error: null });
    await user.type(screen.getByRole('textbox', { name: reason }), '  Asked by e-mail on Nov 20  ');
    await user.click(screen.getByRole('button', { name: confirm }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith('admin_delete_account', {
      p_user_id: 'u2',
      p_reason: 'Asked by e-mail on Nov 20',
    });
    expect(dialog).toBeInTheDocument();
  });

  it('says the refusal in the dialog, naming the registrations in the way', async () => {
    rpc.mockResolvedValue({ data: null, error: blocked });
    const done = vi.fn();
    renderWithApp(<DeleteAccountModal userId="u2" name="Sam Lee" onClose={() => {}} onDone={done} />, {
      auth: fakeAuth({ role: 'admin' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Asked');
    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sam Lee still has registrations in progress: Emma Lee, Spring league. Cancel them first.',
    );
    expect(done).not.toHaveBeenCalled();
  });
});

describe('deleteAccountServerErrors (through the one mapper)', () => {
  it.each([
    ['fr', blocked, /Sam a encore des inscriptions en cours : Emma Lee, Ligue du printemps\./],
    ['en', { hint: 'admin_account', message: 'x' }, /An administrator’s account cannot be deleted/],
    ['en', { hint: 'checkout_in_progress', message: 'x' }, /A card payment of Sam is still being processed/],
    ['en', { message: 'connection lost' }, /The account could not be deleted: connection lost/],
    [
      'en',
      { hint: 'active_registrations', message: 'Registrations in progress' },
      /deleted: Registrations in progress$/,
    ],
    ['fr', {}, /Le compte n’a pas pu être supprimé\. Veuillez réessayer\./],
  ] as const)('[%s] %o reads %s', async (lang, error, expected) => {
    await i18n.changeLanguage(lang);
    expect(serverErrorMessage(error, i18n.t, deleteAccountServerErrors('Sam', lang))).toMatch(expected);
  });
});
