import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { fakeAuth, renderWithApp } from '@/test/render';

// The database functions are tested in tests/db/my-data.test.ts and the whole story in
// tests/e2e/my-data.spec.ts; here what the section says, sends and does with the answers.
const rpc = vi.fn();
const signOut = vi.fn();
const list = vi.fn();
const remove = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (...args: unknown[]) => rpc(...args),
    auth: { signOut: (...args: unknown[]) => signOut(...args) },
    storage: { from: () => ({ list: (...a: unknown[]) => list(...a), remove: (...a: unknown[]) => remove(...a) }) },
    from: () => ({ update: () => ({ eq: async () => ({ error: null }) }) }),
  },
}));
const downloads: { name: string; text: string; type: string }[] = [];
vi.mock('../utils/download', async (original) => ({
  ...(await original<typeof import('../utils/download')>()),
  downloadText: (name: string, text: string, type: string) => downloads.push({ name, text, type }),
}));
const { MyDataSection } = await import('./my-data-section');

const exported = {
  generated_at: '2026-11-26T15:30:00Z',
  account: { email: 'someone@example.org', first_name: 'Sam' },
  participants: [{ first_name: 'Emma', last_name: 'Lee' }],
};
const active = [
  {
    registration_id: 'r1',
    program_name: 'Spring league',
    program_name_fr: 'Ligue du printemps',
    person_name: 'Emma Lee',
    status: 'approved',
  },
];

function answer(fn: string, result: { data?: unknown; error?: unknown }) {
  rpc.mockImplementation(async (name: string) =>
    name === fn ? { data: result.data ?? null, error: result.error ?? null } : { data: [], error: null },
  );
}

beforeEach(() => {
  rpc.mockReset();
  signOut.mockReset().mockResolvedValue({ error: null });
  list.mockReset().mockResolvedValue({ data: [], error: null });
  remove.mockReset().mockResolvedValue({ data: [], error: null });
  downloads.length = 0;
});
afterEach(() => i18n.changeLanguage('en'));

const render = (role: 'parent_guardian' | 'admin' = 'parent_guardian') =>
  renderWithApp(<MyDataSection />, {
    auth: fakeAuth({ role }),
    route: '/profile',
    path: '/profile',
    extraRoutes: [{ path: '/', element: <p>Home</p> }],
  });

describe('Download my data', () => {
  it.each([
    ['en', 'Download my data (JSON)', 'Download a readable copy (HTML)', 'was downloaded as my-data-'],
    ['fr', 'Télécharger mes données (JSON)', 'Télécharger une copie lisible (HTML)', 'dans le fichier my-data-'],
  ])(
    '[%s] saves the JSON as the database gave it, and a readable page made from it',
    async (lang, json, html, said) => {
      await i18n.changeLanguage(lang);
      answer('export_my_data', { data: exported });
      render();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: json }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(downloads[0].name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(JSON.parse(downloads[0].text)).toEqual(exported);
      expect(screen.getByRole('status')).toHaveTextContent(said);
      // Focus stays on the button used.
      expect(screen.getByRole('button', { name: json })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: html }));
      await waitFor(() => expect(downloads).toHaveLength(2));
      expect(downloads[1].name).toMatch(/\.html$/);
      expect(downloads[1].type).toBe('text/html;charset=utf-8');
      expect(downloads[1].text).toContain(`<html lang="${lang}">`);
      expect(downloads[1].text).toContain('Emma');
      expect(rpc).toHaveBeenCalledTimes(2);
    },
  );

  it('says when the data could not be prepared', async () => {
    answer('export_my_data', { error: { message: 'boom' } });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be prepared. Please try again.');
    expect(downloads).toHaveLength(0);
  });
});

describe('Delete my account', () => {
  it('names the registrations to cancel first, with the way to My Registrations, and offers no deletion', async () => {
    await i18n.changeLanguage('fr');
    answer('my_active_registrations', { data: active });
    render();
    const toggle = screen.getByRole('button', { name: 'Je veux supprimer mon compte' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const heading = await screen.findByRole('heading', { name: 'Annulez d’abord ces inscriptions' });
    const box = heading.parentElement!;
    expect(within(box).getByRole('listitem')).toHaveTextContent('Emma Lee, Ligue du printemps : Approuvée');
    expect(within(box).getByRole('link', { name: 'Les annuler dans Mes inscriptions' })).toHaveAttribute(
      'href',
      '/registrations',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/7 ans après la fin du programme/)).toBeInTheDocument();
  });

  it('refuses an e-mail that is not the account’s, announced, without calling the database', async () => {
    answer('my_active_registrations', { data: [] });
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    const field = await screen.findByRole('textbox', { name: 'Type your e-mail address to confirm' });
    expect(field).toHaveAccessibleDescription(/Type someone@example.org/);
    await user.type(field, 'someone-else@example.org');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('The e-mail address you typed is not your account’s');
    expect(summary).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(rpc).not.toHaveBeenCalledWith('delete_my_account', expect.anything());
  });

  it('deletes with the typed e-mail, forgets the session and lands on / with the outcome', async () => {
    answer('my_active_registrations', { data: [] });
    list.mockResolvedValue({ data: [{ name: 'profile.png' }], error: null });
    const { router } = render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    await user.type(await screen.findByRole('textbox'), '  SomeOne@Example.org ');
    rpc.mockResolvedValue({ data: null, error: null });
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(remove).toHaveBeenCalledWith(['user-1/profile.png']);
    expect(rpc).toHaveBeenCalledWith('delete_my_account', { p_confirmation: 'SomeOne@Example.org' });
    expect(router.state.location.state).toEqual({
      flash: { tone: 'success', text: expect.stringMatching(/^Your account was deleted and you are signed out/) },
    });
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ scope: 'local' }));
  });

  it('says a refusal for active registrations and then lists them', async () => {
    rpc.mockImplementation(async (name: string) =>
      name === 'my_active_registrations'
        ? { data: rpc.mock.calls.some(([n]) => n === 'delete_my_account') ? active : [], error: null }
        : { data: null, error: { message: 'x', hint: 'active_registrations', details: JSON.stringify(active) } },
    );
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    await user.type(await screen.findByRole('textbox'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account was not deleted: some registrations are still in progress.',
    );
    expect(await screen.findByText('Emma Lee,')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells an administrator their account is not deleted here', async () => {
    render('admin');
    await userEvent.click(screen.getByRole('button', { name: 'I want to delete my account' }));
    expect(screen.getByText(/An administrator’s account cannot be deleted here/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
