import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { registerParticipant } from '../test/register-participant';

// public.check_assistance_code answers through this stand-in; each answer is released by the test.
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { useRegistrationForm } = await import('../hooks/use-registration-form');
const { ParticipantsSection } = await import('./participants-section');

const person = (id: string, first: string) => registerParticipant(id, first);
const participants = [person('nora', 'Nora'), person('liam', 'Liam')];
const NO_TIERS: never[] = [];
const NO_QUESTIONS: never[] = [];
const SIBLINGS = { valid: true, error: null, code_id: 'k1', code: 'SIBLINGS', price: 5000, max_uses: 10 };

function Harness() {
  const form = useRegistrationForm({ tiers: NO_TIERS, questions: NO_QUESTIONS, participants, isVolunteer: false });
  return (
    <ParticipantsSection
      programId="p1"
      participants={participants}
      activeIds={new Set()}
      tiers={NO_TIERS}
      assistanceOffered
      form={form}
    />
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  rpc.mockReset();
});

describe('Assistance codes of two participants (spec 2 section 5)', () => {
  it('refuses the second of two checks of one code that answer before the screen redraws', async () => {
    const answers: ((value: unknown) => void)[] = [];
    rpc.mockImplementation((name: string) => {
      if (name !== 'check_assistance_code') throw new Error(`unexpected rpc ${name}`);
      return new Promise((resolve) => answers.push(resolve));
    });
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    for (const [index, name] of ['Nora Lee', 'Liam Lee'].entries()) {
      await user.click(screen.getByRole('checkbox', { name }));
      await user.type(document.getElementById(`code-${participants[index].id}`)!, 'siblings');
      await user.click(screen.getAllByRole('button', { name: 'Apply' })[index]);
    }
    expect(answers).toHaveLength(2);
    // Both checks were asked before either answered; they answer in the same turn.
    answers[0]({ data: { ...SIBLINGS, current_uses: 0 }, error: null });
    answers[1]({ data: { ...SIBLINGS, current_uses: 0 }, error: null });
    expect(await screen.findByText('This code is already being used by Nora Lee in this registration')).toBeVisible();
    expect(screen.getByText('Code SIBLINGS applied: price $50.00.')).toBeVisible();
    expect(document.getElementById('code-liam')).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('code-nora')).not.toHaveAttribute('aria-invalid');
  });
});
