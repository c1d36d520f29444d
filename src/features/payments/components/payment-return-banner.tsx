import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Banner } from '@/components/banner';
import { PaymentFunctionError } from '@/lib/function-error';
import { confirmCheckout, type ConfirmCheckoutResult } from '../api/confirm-checkout';
import { returnErrorMessage } from '../utils/return-error';

/** Spec 1 section 9: the banner hides after 8 s; the list refreshes 1 s after creation. */
export const BANNER_AUTO_HIDE_MS = 8000;
export const REFRESH_DELAY_MS = 1000;
/** Spec 1 section 9: the confirmation id is shown as 20 characters. */
export const CONFIRMATION_ID_LENGTH = 20;

type State =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'success'; result: ConfirmCheckoutResult }
  | { kind: 'error'; error: unknown }
  | { kind: 'cancelled' };

type Props = {
  /** Called 1 s after the server created (or had already created) the registrations. */
  onRegistrationsCreated?: (result: ConfirmCheckoutResult) => void;
};

/**
 * The dashboard's payment return (spec 1 section 2): with
 * ?payment=success&session_id=... it asks the server to confirm the checkout
 * (nothing is trusted from the URL), then shows the registration-complete
 * banner or the 'Registration Issue' banner. ?payment=cancelled shows that
 * nothing was charged. The query is removed from the address afterwards.
 */
export function PaymentReturnBanner({ onRegistrationsCreated }: Props) {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const handled = useRef<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callback = useRef(onRegistrationsCreated);
  callback.current = onRegistrationsCreated;

  const payment = params.get('payment');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (!payment) return;
    const key = `${payment}:${sessionId ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    const clearQuery = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const name of ['payment', 'session_id', 'data']) next.delete(name);
          return next;
        },
        { replace: true },
      );
    if (payment === 'cancelled') {
      setState({ kind: 'cancelled' });
      clearQuery();
      return;
    }
    if (payment !== 'success') return;
    if (!sessionId) {
      setState({ kind: 'error', error: new PaymentFunctionError('No session id', 'session_not_found', null) });
      clearQuery();
      return;
    }
    setState({ kind: 'confirming' });
    confirmCheckout(sessionId)
      .then((result) => {
        setState({ kind: 'success', result });
        refreshTimer.current = setTimeout(() => callback.current?.(result), REFRESH_DELAY_MS);
      })
      .catch((error: unknown) => setState({ kind: 'error', error }))
      .finally(clearQuery);
  }, [payment, sessionId, setParams]);

  // The refresh still happens after the query is cleared; only unmounting cancels it.
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const dismiss = () => setState({ kind: 'idle' });
  if (state.kind === 'idle') return null;
  if (state.kind === 'confirming') {
    return (
      <Banner tone="info" title={t('return.confirmingTitle')}>
        {t('return.confirming')}
      </Banner>
    );
  }
  if (state.kind === 'cancelled') {
    return (
      <Banner tone="info" title={t('return.cancelledTitle')} onDismiss={dismiss}>
        {t('return.cancelled')}
      </Banner>
    );
  }
  if (state.kind === 'error') {
    return (
      <Banner tone="error" title={t('return.errorTitle')} onDismiss={dismiss}>
        {returnErrorMessage(state.error, t)}
      </Banner>
    );
  }
  const { result } = state;
  return (
    <Banner tone="success" title={t('return.successTitle')} onDismiss={dismiss} autoHideMs={BANNER_AUTO_HIDE_MS}>
      <p>{t('return.success', { count: result.registrations.length })}</p>
      <p>
        {t('return.confirmation')}{' '}
        <span className="font-mono font-semibold">{result.confirmationId.slice(0, CONFIRMATION_ID_LENGTH)}</span>
      </p>
    </Banner>
  );
}
