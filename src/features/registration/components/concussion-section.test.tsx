import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import i18n from '@/lib/i18n';
import { ErrorSummary } from '@/components/error-summary';
import { renderWithApp } from '@/test/render';
import { registerParticipant } from '../test/register-participant';
import type { ConcussionStatus } from '../utils/concussion';

// public.concussion_documents_in_force answers through this stand-in (the issue 24 contract's shape).
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { useRegistrationForm } = await import('../hooks/use-registration-form');
const { ConcussionSection } = await import('./concussion-section');

const person = (id: string, first: string) => registerParticipant(id, first);
const participants = [person('kid', 'Kim'), person('ok', 'Oli')];
const status: ConcussionStatus = {
  self: null,
  participants: [
    { participant_id: 'kid', name: 'Kim Lee', minor: true, confirmation: null, removal: null, clearances: [] },
    {
      participant_id: 'ok',
      name: 'Oli Lee',
      minor: false,
      confirmation: {
        id: 'c1',
        confirmed_at: '2026-03-10T15:00:00Z',
        valid_until: '2027-03-10',
        guardian_confirmed: false,
      },
      removal: null,
      clearances: [],
    },
  ],
};
const doc = (kind: string, title: string, language = 'en') => ({
  id: `${kind}-1`,
  kind,
  language,
  version: 1,
  title,
  body: `${title} body.`,
});

// Stable inputs: the form hook re-reads its tiers when they change.
const NO_TIERS: never[] = [];
const NO_QUESTIONS: never[] = [];

function Harness({ select }: { select: string[] }) {
  const form = useRegistrationForm({
    tiers: NO_TIERS,
    questions: NO_QUESTIONS,
    participants,
    isVolunteer: false,
    concussionStatus: status,
  });
  const { toggleParticipant } = form;
  useEffect(() => {
    for (const id of select) toggleParticipant(id, true);
  }, [select, toggleParticipant]);
  const { errors } = form.shell.form.formState;
  return (
    <form noValidate onSubmit={(e) => void form.shell.submit(() => undefined)(e)}>
      <ErrorSummary errors={form.shell.summary} />
      <ConcussionSection
        lang={i18n.language === 'fr' ? 'fr' : 'en'}
        form={form}
        missing={(key, tick) => Boolean(errors.concussion?.[key]?.[tick])}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: { p_language: string }) => {
    if (name !== 'concussion_documents_in_force') throw new Error(`unexpected rpc ${name}`);
    return {
      data: {
        awareness: doc(
          'concussion_awareness',
          args.p_language === 'fr' ? 'Sensibilisation' : 'Concussion awareness',
          args.p_language,
        ),
        // No French Code of Conduct: the English one, marked lang="en".
        code_of_conduct: doc('concussion_code_of_conduct', 'Concussion Code of Conduct'),
      },
      error: null,
    };
  });
});

describe('The yearly concussion confirmation at registration (issue 24 point 5)', { timeout: 20_000 }, () => {
  it('asks only the participant whose confirmation is missing, with the guardian tick for a minor', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithApp(<Harness select={['kid', 'ok']} />);
    expect(await screen.findByText('Concussion awareness body.')).toBeInTheDocument();
    expect(
      screen.getByText(/Oli Lee: concussion awareness confirmed on March 10, 2026, valid until March 10, 2027\./),
    ).toBeInTheDocument();
    const kim = screen.getByRole('group', { name: 'Confirmation for Kim Lee' });
    expect(
      within(kim)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('id')),
    ).toEqual(['concussion-kid-reviewed', 'concussion-kid-guardian', 'concussion-kid-code']);
    expect(screen.queryByRole('group', { name: 'Confirmation for Oli Lee' })).toBeNull();

    await user.click(
      within(kim).getByRole('checkbox', { name: 'Kim Lee has reviewed the concussion awareness resources' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
        // (The harness has no price option or agreement ticked: their lines come first.)
        .filter(([, href]) => href?.startsWith('#concussion-')),
    ).toEqual([
      [
        'Please confirm that you, as parent or guardian of Kim Lee, have reviewed the concussion resources',
        '#concussion-kid-guardian',
      ],
      ['Please acknowledge the Concussion Code of Conduct for Kim Lee', '#concussion-kid-code'],
    ]);
    const guardian = within(kim).getByRole('checkbox', {
      name: 'I (parent or guardian of Kim Lee) have reviewed them too',
    });
    expect(guardian).toHaveAttribute('aria-invalid', 'true');
    expect(guardian).toHaveAccessibleDescription(
      'Please confirm that you, as parent or guardian of Kim Lee, have reviewed the concussion resources',
    );
  });

  it('shows one line when every chosen participant is confirmed, in French', async () => {
    await i18n.changeLanguage('fr');
    renderWithApp(<Harness select={['ok']} />);
    expect(
      await screen.findByText(
        /Sensibilisation aux commotions cérébrales confirmée le 10 mars 2026, valide jusqu’au 10 mars 2027\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(rpc).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
  });

  it('marks an English fallback text with lang="en" on a French page', async () => {
    await i18n.changeLanguage('fr');
    renderWithApp(<Harness select={['kid']} />);
    const code = await screen.findByText('Concussion Code of Conduct body.');
    expect(code.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Concussion Code of Conduct' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Sensibilisation body.').closest('[lang="en"]')).toBeNull();
    await i18n.changeLanguage('en');
  });
});
