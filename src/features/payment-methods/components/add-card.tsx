import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { focusTarget } from '@/lib/focus-target';
import { useContactEmail } from '@/lib/organisation';
import { PaymentFunctionError } from '@/lib/function-error';
import { saveCard, startCardSetup, type CardSetup, type TestCard } from '../api/payment-methods';
import { addCardError } from '../utils/add-card-error';
import { cardName } from '../utils/card-label';
import { TextAnchor } from '@/components/text-link';

// Stripe Elements (and @stripe/stripe-js) load only when a family adds a card on a Stripe server.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

type Props = { onSaved: (message: string) => void; onCancel: () => void };

/** 'Card payment is not available yet' and whom to contact (the organisation's contact e-mail), issue 20 point 8. */
export function PaymentsNotAvailable() {
  const { t } = useTranslation('paymentMethods');
  const email = useContactEmail();
  return (
    <Banner tone="warning" title={t('errors.notAvailable')}>
      {email ? (
        <>
          {t('errors.contactAt')}{' '}
          <TextAnchor href={`mailto:${email}`} wrap="all">
            {email}
          </TextAnchor>
        </>
      ) : (
        t('errors.contact')
      )}
    </Banner>
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; setup: CardSetup }
  | { kind: 'unavailable' }
  | { kind: 'failed'; error: unknown };

/**
 * 'Add a card': asks the server how (issue 20 point 5). With Stripe, Stripe
 * Elements confirm a SetupIntent (lazy chunk); on a development stack without
 * a Stripe key, Stripe's test cards by name, marked TEST MODE.
 */
export function AddCard({ onSaved, onCancel }: Props) {
  const { t } = useTranslation(['paymentMethods', 'common']);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const publishableKey = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim() || null;

  // Once, when the form opens: a redraw (a change of language, the idle prefetch of translations) must neither ask
  // the server again nor take the focus back to the heading from the field the person is on.
  useEffect(() => {
    let live = true;
    focusTarget(headingRef.current);
    startCardSetup()
      .then((setup) => live && setState({ kind: 'ready', setup }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof PaymentFunctionError && error.code === 'payments_not_configured')
          setState({ kind: 'unavailable' });
        else setState({ kind: 'failed', error });
      });
    return () => {
      live = false;
    };
  }, []);

  const stripeWithoutKey = state.kind === 'ready' && state.setup.mode === 'stripe' && !publishableKey;
  return (
    <div className="rounded-md border-2 border-blue-900 p-4">
      <h3 ref={headingRef} className="mb-3 text-lg font-bold focus:outline-none">
        {t('add.title')}
      </h3>
      {state.kind === 'loading' ? <Spinner label={t('add.preparing')} /> : null}
      {state.kind === 'unavailable' || stripeWithoutKey ? <PaymentsNotAvailable /> : null}
      {state.kind === 'failed' ? <Banner tone="error">{addCardError(state.error, t)}</Banner> : null}
      {state.kind === 'ready' && state.setup.mode === 'test' ? (
        <TestCardForm cards={state.setup.testCards} onSaved={onSaved} onCancel={onCancel} />
      ) : null}
      {state.kind === 'ready' && state.setup.mode === 'stripe' && publishableKey ? (
        <Suspense fallback={<Spinner label={t('add.preparing')} />}>
          <StripeCardForm
            publishableKey={publishableKey}
            clientSecret={state.setup.clientSecret}
            onSaved={onSaved}
            onCancel={onCancel}
          />
        </Suspense>
      ) : null}
      {state.kind !== 'ready' || stripeWithoutKey ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('add.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

/** The local test provider: one of Stripe's test cards, chosen by name (no card number is typed). */
function TestCardForm({ cards, onSaved, onCancel }: { cards: TestCard[] } & Props) {
  const { t } = useTranslation(['paymentMethods', 'common']);
  const [choice, setChoice] = useState<string | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const label = (c: TestCard) =>
    c.payment_method_id === 'pm_card_chargeDeclined' ? t('test.declines', { card: cardName(t, c) }) : cardName(t, c);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const card = cards.find((c) => c.payment_method_id === choice);
    if (!card) {
      setError(t('test.required'));
      document.getElementById(`${id}-0`)?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await saveCard(card.payment_method_id, makeDefault);
      onSaved(t('add.saved', { card: cardName(t, card) }));
    } catch (err) {
      setError(addCardError(err, t));
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p className="mb-3">
        <span className="inline-block border-[3px] border-slate-900 bg-yellow-300 px-3 py-1 font-extrabold tracking-wide text-slate-900">
          {t('test.badge')}
        </span>
      </p>
      <p className="mb-3 border-l-8 border-amber-800 bg-amber-50 p-3">{t('test.notice')}</p>
      <fieldset
        className="mb-3"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error && !choice ? true : undefined}
      >
        <legend className="mb-2 font-semibold">
          {t('test.legend')} <span className="sr-only">({t('test.badge')})</span>
        </legend>
        <div className="grid gap-2">
          {cards.map((c, i) => (
            <label key={c.payment_method_id} className="flex min-h-11 items-center gap-3">
              <input
                id={`${id}-${i}`}
                type="radio"
                name={`${id}-card`}
                value={c.payment_method_id}
                checked={choice === c.payment_method_id}
                onChange={() => setChoice(c.payment_method_id)}
                className="size-5 shrink-0"
              />
              {label(c)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mb-3 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(e) => setMakeDefault(e.target.checked)}
          className="size-5 shrink-0"
        />
        {t('add.makeDefault')}
      </label>
      <p id={`${id}-error`} role="alert" className="mb-3 font-semibold text-red-800 empty:hidden">
        {error ?? ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={saving} disabled={saving}>
          {saving ? t('add.saving') : t('add.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  );
}
