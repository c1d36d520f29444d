import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PaymentFunctionError } from '@/lib/function-error';
import { PaymentReturnBanner } from './payment-return-banner';

// The edge function is exercised for real in tests/db/payments*.test.ts and the e2e
// journeys; here only the banner's timing and wording are under test.
const confirm = vi.hoisted(() => vi.fn());
vi.mock('../api/confirm-checkout', () => ({ confirmCheckout: confirm }));

const result = {
  status: 'fulfilled',
  confirmationId: 'cs_test_a1b2c3d4e5f6g7h8i9j0k1l2',
  registrations: [
    { id: 'r1', participant_id: 'p1', status: 'approved', amount_paid: 12000 },
    { id: 'r2', participant_id: 'p2', status: 'approved', amount_paid: 12000 },
  ],
  alreadyFulfilled: false,
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  confirm.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('PaymentReturnBanner', () => {
  it('confirms the session, shows 20 characters of the confirmation, refreshes after 1 s and hides after 8 s', async () => {
    confirm.mockResolvedValue(result);
    const created = vi.fn();
    const { router } = renderWithApp(<PaymentReturnBanner onRegistrationsCreated={created} />, {
      route: '/dashboard?payment=success&session_id=abc',
    });
    expect(await screen.findByText('Registration complete!')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('status')).toHaveTextContent('2 registrations are confirmed');
    expect(screen.getByText('cs_test_a1b2c3d4e5f6')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(created).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(created).toHaveBeenCalledWith(result);
    await act(() => vi.advanceTimersByTimeAsync(7100));
    expect(screen.queryByText('Registration complete!')).not.toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('stays while focused', async () => {
    confirm.mockResolvedValue(result);
    renderWithApp(<PaymentReturnBanner />, { route: '/dashboard?payment=success&session_id=abc' });
    await screen.findByText('Registration complete!');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Registration complete!')).toBeInTheDocument();
  });

  it.each([
    ['already_registered', "It looks like you're already registered for this program!"],
    ['session_not_found', 'We could not find a payment for this link. No registration was created.'],
  ])('shows the Registration Issue banner for %s', async (code, text) => {
    confirm.mockRejectedValue(new PaymentFunctionError('x', code, 409));
    const created = vi.fn();
    renderWithApp(<PaymentReturnBanner onRegistrationsCreated={created} />, {
      route: '/dashboard?payment=success&session_id=fake',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration Issue');
    expect(alert).toHaveTextContent(text);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it('says nothing was charged after a cancelled checkout, without calling the server', async () => {
    renderWithApp(<PaymentReturnBanner />, { route: '/programs/x/register?payment=cancelled&session_id=abc' });
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('renders nothing without a payment return', () => {
    const { container } = renderWithApp(<PaymentReturnBanner />, { route: '/dashboard' });
    expect(container).toBeEmptyDOMElement();
  });
});
