import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { accountServerErrors } from '../api/accounts';
import { RoleModal } from './role-modal';

describe('RoleModal', () => {
  it.each([
    ['en', 'Change role', 'New role', 'Parent/Guardian', /Sam will be Parent\/Guardian: they add their children/],
    [
      'fr',
      'Changer le rôle',
      'Nouveau rôle',
      'Parent ou tuteur',
      /Sam aura le rôle Parent ou tuteur : cette personne ajoute/,
    ],
  ])(
    '[%s] says what the chosen role lets the user do, and changes only to another role',
    async (lang, confirm, label, option, says) => {
      await i18n.changeLanguage(lang);
      const onConfirm = vi.fn();
      render(<RoleModal open name="Sam" current="participant" busy={false} onConfirm={onConfirm} onClose={() => {}} />);
      const button = screen.getByRole('button', { name: confirm });
      expect(button).toBeDisabled();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: new RegExp(label) }), option);
      expect(screen.getByText(says)).toBeInTheDocument();
      await userEvent.click(button);
      expect(onConfirm).toHaveBeenCalledWith('parent_guardian');
    },
  );
});

describe('account change refusals', () => {
  it.each([
    ['en', { hint: 'last_admin', message: 'x' }, /You are the last active administrator/],
    ['fr', { hint: 'last_admin', message: 'x' }, /Vous êtes le dernier administrateur actif/],
    ['en', { hint: 'admin_only', message: 'x' }, /Only an administrator can do this/],
    ['en', { message: 'connection lost' }, /The change could not be saved: connection lost/],
    ['fr', {}, /Le changement n’a pas pu être enregistré/],
  ] as const)('[%s] %o reads %s', async (lang, error, expected) => {
    await i18n.changeLanguage(lang);
    expect(serverErrorMessage(error, i18n.t, accountServerErrors)).toMatch(expected);
  });
});
