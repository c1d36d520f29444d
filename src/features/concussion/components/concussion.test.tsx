import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, orgToday } from '@domain/dates';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { ConcussionStatus } from '../api/concussion';

const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { ConcussionReminder } = await import('./concussion-reminder');
const { ConcussionStatusView } = await import('./participant-concussion-status');
const { default: ConcussionSafetyPage } = await import('./concussion-safety-page');

const today = orgToday(new Date());
const confirmation = (validUntil: string) => ({
  id: `c-${validUntil}`,
  confirmed_at: '2026-01-01T12:00:00Z',
  valid_until: validUntil,
  guardian_confirmed: true,
});
const participant = (
  id: string,
  name: string,
  validUntil: string | null,
  over: Partial<ConcussionStatus['participants'][number]> = {},
): ConcussionStatus['participants'][number] => ({
  participant_id: id,
  name,
  minor: true,
  confirmation: validUntil ? confirmation(validUntil) : null,
  removal: null,
  clearances: [],
  ...over,
});
const doc = (kind: string, language: 'en' | 'fr', title: string) => ({
  id: `${kind}-${language}`,
  kind,
  language,
  version: 1,
  title,
  body: `## ${title} part\nRead this carefully.`,
});

let status: ConcussionStatus;
beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: Record<string, unknown>) => {
    if (name === 'concussion_status') return { data: status, error: null };
    if (name === 'concussion_documents_in_force')
      return {
        data: {
          awareness: doc('concussion_awareness', 'en', 'Concussion awareness'),
          code_of_conduct: doc('concussion_code_of_conduct', args.p_language === 'fr' ? 'fr' : 'en', 'Code'),
        },
        error: null,
      };
    if (name === 'confirm_concussion_safety') {
      const ids = args.p_participant_ids as string[];
      const until = addDays(today, 365);
      status = {
        ...status,
        participants: status.participants.map((p) =>
          ids.includes(p.participant_id) ? { ...p, confirmation: confirmation(until) } : p,
        ),
      };
      return { data: ids.map((id) => ({ participant_id: id, id: 'n', valid_until: until })), error: null };
    }
    if (name === 'confirm_own_concussion_safety')
      return { data: { id: 's', role: 'coach', valid_until: addDays(today, 365) }, error: null };
    throw new Error(`unexpected rpc ${name}`);
  });
});

describe('ConcussionReminder (dashboard, issue 24 point 5)', () => {
  it('names who is missing, expired or due within 30 days (and the coach themself), with a link to confirm', async () => {
    status = {
      self: { role_required: 'coach', confirmation: null },
      participants: [
        participant('a', 'Ava Lee', addDays(today, 30)),
        participant('b', 'Ben Lee', null),
        participant('c', 'Cal Lee', addDays(today, 31)),
        participant('d', 'Dee Lee', today),
      ],
    };
    renderWithApp(<ConcussionReminder />);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Concussion awareness to confirm' })).closest(
      'section',
    )!;
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Your concussion awareness confirmation is missing.',
      expect.stringMatching(/^Ava Lee’s concussion awareness confirmation expires on .+\.$/),
      'Ben Lee’s concussion awareness confirmation is missing.',
      expect.stringMatching(/^Dee Lee’s concussion awareness confirmation expired on .+\.$/),
    ]);
    expect(within(section).getByRole('link', { name: 'Review and confirm concussion safety' })).toHaveAttribute(
      'href',
      '/concussion-safety',
    );
  });

  it('says nothing when every confirmation is valid beyond 30 days', async () => {
    status = { self: null, participants: [participant('c', 'Cal Lee', addDays(today, 200))] };
    const { container } = renderWithApp(<ConcussionReminder />);
    await waitFor(() => expect(rpc).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('ConcussionStatusView (participant card, issue 24 point 6)', () => {
  it('shows the confirmation, the removal since when and the return-to-sport steps as text', () => {
    renderWithApp(
      <ConcussionStatusView
        today="2026-11-26"
        name="Ava Lee"
        row={participant('a', 'Ava Lee', '2027-06-01', {
          removal: {
            id: 'r',
            suspected_on: '2026-11-20',
            program_name: 'Winter Camp',
            program_name_fr: null,
            recorded_at: '2026-11-20T20:00:00Z',
          },
        })}
      />,
    );
    expect(screen.getByText('Concussion awareness: valid until June 1, 2027')).toBeVisible();
    expect(screen.getByText('Removed from sport since November 20, 2026 (suspected concussion)')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Steps to return to sport' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'See a doctor for a medical assessment.',
      'Get a medical clearance from the doctor before going back to any practice or game.',
      'Give the clearance to the organisation: an administrator records the clearance date.',
      'Return gradually, step by step, as the doctor and the organisation advise.',
    ]);
  });

  it('after a clearance says when they were cleared; a missing confirmation links to confirm (French)', async () => {
    await i18n.changeLanguage('fr');
    renderWithApp(
      <ConcussionStatusView
        today="2026-11-26"
        name="Ava Lee"
        row={participant('a', 'Ava Lee', null, {
          clearances: [
            { suspected_on: '2026-10-01', cleared_on: '2026-10-20' },
            { suspected_on: '2025-10-01', cleared_on: '2025-10-20' },
          ],
        })}
      />,
    );
    expect(screen.getByText('Sensibilisation aux commotions : manquante')).toBeVisible();
    expect(screen.getByText('Retour au sport autorisé le 20 octobre 2026')).toBeVisible();
    expect(screen.queryByText(/Retrait du sport/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Confirmer la sensibilisation aux commotions pour Ava Lee' }),
    ).toHaveAttribute('href', '/concussion-safety');
  });
});

describe('/concussion-safety (issue 24 point 5)', () => {
  it('shows the documents (English fallback marked), refuses an incomplete form, confirms and says so', async () => {
    await i18n.changeLanguage('fr');
    status = {
      self: null,
      participants: [participant('a', 'Ava Lee', null), participant('c', 'Cal Lee', addDays(today, 200))],
    };
    renderWithApp(<ConcussionSafetyPage />);
    const awareness = await screen.findByRole('heading', { level: 2, name: 'Concussion awareness' });
    expect(awareness).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Code' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 3, name: 'Concussion awareness part' })).toBeVisible();

    // Ava (missing) is chosen by default; Cal (valid) is not.
    const form = screen.getByRole('form', { name: 'Confirmer pour vos participants' });
    expect(within(form).getByRole('checkbox', { name: 'Ava Lee (moins de 18 ans)' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Cal Lee (moins de 18 ans)' })).not.toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmer pour les participants choisis' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Cochez la case pour confirmer que les ressources ont été consultées');
    expect(summary).toHaveTextContent('Un parent ou tuteur doit aussi en prendre connaissance');
    expect(rpc).not.toHaveBeenCalledWith('confirm_concussion_safety', expect.anything());

    await userEvent.click(within(form).getByRole('checkbox', { name: /^Les participants choisis/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /avec Ava Lee\.$/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmer pour les participants choisis' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('confirm_concussion_safety', {
        p_participant_ids: ['a'],
        p_awareness_document_id: 'concussion_awareness-en',
        p_code_of_conduct_document_id: 'concussion_code_of_conduct-fr',
        p_guardian_reviewed: true,
        p_language: 'fr',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Sensibilisation aux commotions confirmée pour Ava Lee, valide jusqu’au .+\./,
    );
    await waitFor(() => expect(screen.getByText(/^Ava Lee : valide jusqu’au/)).toBeVisible());
  });

  it('lets a coach confirm for themself, the Code of Conduct required', async () => {
    status = { self: { role_required: 'coach', confirmation: null }, participants: [] };
    renderWithApp(<ConcussionSafetyPage />);
    const form = await screen.findByRole('form', { name: 'Confirm for yourself as a coach' });
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'I have reviewed the concussion awareness resources.' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm for myself' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('As a coach, acknowledge the Code of Conduct');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'I acknowledge the Concussion Code of Conduct.' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm for myself' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Your concussion awareness is confirmed, valid until /,
    );
    expect(rpc).toHaveBeenCalledWith('confirm_own_concussion_safety', {
      p_awareness_document_id: 'concussion_awareness-en',
      p_code_of_conduct_document_id: 'concussion_code_of_conduct-en',
      p_language: 'en',
    });
  });
});
