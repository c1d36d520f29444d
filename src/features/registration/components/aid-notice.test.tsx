import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { registerParticipant } from '../test/register-participant';
import type { RegistrationForm } from '../hooks/use-registration-form';
import type { AidOffer } from '../utils/financial-aid';

const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { AidNotice } = await import('./aid-notice');

const person = (id: string, first: string) => registerParticipant(id, first, 'Parent');
const participants = [person('c1', 'Maya'), person('c2', 'Owen'), person('c3', 'Zoe')];
const approved: AidOffer = {
  kind: 'code',
  request: {
    id: 'r1',
    status: 'approved',
    created_at: '2026-11-20T10:00:00Z',
    participants: [
      { id: 'c1', name: 'Maya Parent' },
      { id: 'c2', name: 'Owen Parent' },
    ],
    approved_price_cents: 2500,
    code: 'FA-7K2QX9',
    code_uses_left: 2,
  },
};
const fakeForm = () =>
  ({ codesNow: () => [], toggleParticipant: vi.fn(), applyCode: vi.fn() }) as unknown as RegistrationForm & {
    toggleParticipant: ReturnType<typeof vi.fn>;
    applyCode: ReturnType<typeof vi.fn>;
  };

beforeEach(async () => {
  await i18n.changeLanguage('en');
  rpc.mockReset();
});

describe('AidNotice (registration screen, issue 25 point 6)', () => {
  it('offers the approved code and fills it for the request’s participants still to register', async () => {
    rpc.mockResolvedValue({
      data: { valid: true, error: null, code_id: 'k1', code: 'FA-7K2QX9', price: 2500, max_uses: 2, current_uses: 0 },
      error: null,
    });
    const form = fakeForm();
    renderWithApp(
      <AidNotice programId="p1" offer={approved} participants={participants} activeIds={new Set(['c2'])} form={form} />,
    );
    expect(screen.getByRole('heading', { name: 'Your financial assistance was approved' })).toBeInTheDocument();
    expect(screen.getByText(/FA-7K2QX9 gives Maya Parent, Owen Parent a price of \$25\.00 each/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use code FA-7K2QX9' }));
    expect(await screen.findByText('Code FA-7K2QX9 applied for Maya Parent.')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('check_assistance_code', {
      p_program_id: 'p1',
      p_code: 'FA-7K2QX9',
      p_participant_id: 'c1',
    });
    // Owen is already registered; Zoe is not in the request.
    expect(form.toggleParticipant.mock.calls).toEqual([['c1', true]]);
    expect(form.applyCode).toHaveBeenCalledWith('c1', { code_id: 'k1', code: 'FA-7K2QX9', price: 2500 }, null);
  });

  it('says when the database does not accept the code', async () => {
    rpc.mockResolvedValue({ data: { valid: false, error: 'invalid' }, error: null });
    const form = fakeForm();
    renderWithApp(
      <AidNotice programId="p1" offer={approved} participants={participants} activeIds={new Set()} form={form} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use code FA-7K2QX9' }));
    expect(await screen.findByText(/The code could not be applied/)).toBeInTheDocument();
    await waitFor(() => expect(form.applyCode).toHaveBeenCalledWith('c1', null, { kind: 'invalid' }));
  });

  it('links to the request form, or says a request is pending, in French', async () => {
    await i18n.changeLanguage('fr');
    const form = fakeForm();
    const { unmount } = renderWithApp(
      <AidNotice
        programId="p1"
        offer={{ kind: 'none' }}
        participants={participants}
        activeIds={new Set()}
        form={form}
      />,
    );
    expect(screen.getByRole('link', { name: 'Demander une aide financière' })).toHaveAttribute(
      'href',
      '/financial-aid/new?program=p1',
    );
    unmount();
    renderWithApp(
      <AidNotice
        programId="p1"
        offer={{ kind: 'pending', request: { ...approved.request, status: 'pending', code: null } }}
        participants={participants}
        activeIds={new Set()}
        form={form}
      />,
    );
    expect(screen.getByText(/attend la décision/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes demandes d’aide financière' })).toHaveAttribute(
      'href',
      '/financial-aid',
    );
  });
});
