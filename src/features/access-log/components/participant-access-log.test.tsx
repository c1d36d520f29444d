import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { ParticipantAccessRow } from '../api/access-log';

const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { ParticipantAccessLog } = await import('./participant-access-log');

beforeEach(async () => {
  rpc.mockReset();
  await i18n.changeLanguage('en');
});

describe('ParticipantAccessLog on /participants', () => {
  const line = (over: Partial<ParticipantAccessRow> = {}): ParticipantAccessRow => ({
    at: '2026-11-26T14:05:00Z',
    actor_name: 'Camille Coach',
    actor_role: 'coach',
    action: 'read',
    what: 'medical_and_emergency',
    reason: 'coordinator_roster',
    program_name: 'Winter League',
    program_name_fr: 'Ligue d’hiver',
    ...over,
  });

  it('asks nothing until opened, then lists who viewed what, where', async () => {
    rpc.mockResolvedValue({
      data: [line(), line({ actor_name: null, actor_role: null, program_name: null })],
      error: null,
    });
    const user = userEvent.setup();
    renderWithApp(<ParticipantAccessLog participantId="kid-1" name="Ana Skater" />);
    const toggle = screen.getByRole('button', { name: 'Who viewed Ana Skater’s medical information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(rpc).not.toHaveBeenCalled();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(rpc).toHaveBeenCalledWith('my_participant_access', { p_participant_id: 'kid-1' });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Nov 26, 2026, 9:05 a.m. — Camille Coach (Coach) — Medical and emergency information, Program coordinator’s roster, Winter League',
    );
    expect(items[1]).toHaveTextContent(
      'A former staff member — Medical and emergency information, Program coordinator’s roster',
    );
    await user.click(toggle);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says no one viewed, in French with the program in French', async () => {
    await i18n.changeLanguage('fr');
    rpc.mockResolvedValue({ data: [], error: null });
    const user = userEvent.setup();
    renderWithApp(<ParticipantAccessLog participantId="kid-1" name="Ana Skater" />);
    await user.click(screen.getByRole('button', { name: 'Ana Skater : qui a consulté ses renseignements médicaux' }));
    expect(
      await screen.findByText(
        'Ana Skater : personne dans l’organisme n’a consulté ses renseignements médicaux ou d’urgence.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the list could not be read, and asks again', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'boom' } });
    rpc.mockResolvedValueOnce({ data: [line()], error: null });
    const user = userEvent.setup();
    renderWithApp(<ParticipantAccessLog participantId="kid-1" name="Ana Skater" />);
    await user.click(screen.getByRole('button', { name: /Who viewed/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Camille Coach/)).toBeInTheDocument();
  });
});
