import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { currentLanguage } from '@/lib/i18n';
import { saveCard } from '../api/payment-methods';
import { addCardError } from '../utils/add-card-error';

type Props = {
  publishableKey: string;
  clientSecret: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const KNOWN_ERRORS = new Set([
  'incomplete_number',
  'invalid_number',
  'incomplete_expiry',
  'invalid_expiry_month_past',
  'invalid_expiry_year_past',
  'invalid_expiry_year',
  'incomplete_cvc',
  'incomplete_zip',
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'setup_intent_authentication_failure',
]);

/** What went wrong, kept as data and put into words when drawn (so a change of language re-words it). */
type CardError = { from: 'stripe'; code?: string; message?: string } | { from: 'save'; error: unknown };

/** Stripe's error in our words when we have them, else Stripe's own (Elements speak the same language). */
function cardErrorText(t: TFunction, error: CardError): string {
  if (error.from === 'save') return addCardError(error.error, t);
  if (error.code && KNOWN_ERRORS.has(error.code)) return t(`paymentMethods:stripe.errors.${error.code}`);
  return error.message || t('paymentMethods:errors.saveFailed');
}

/**
 * Stripe Elements' card field confirming the SetupIntent of the family's
 * customer (issue 20 points 5 and 7). Stripe's iframe gets our title; its
 * errors are repeated in our own live region, in the user's language.
 */
export default function StripeCardForm({ publishableKey, clientSecret, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation(['paymentMethods', 'common']);
  const lang = currentLanguage(i18n.language);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<Stripe | null>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<CardError | null>(null);
  const [saving, setSaving] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const id = useId();
  const frameTitle = t('stripe.frameTitle');

  // Mounted once per key and language: a redraw (the idle prefetch of translations) must not empty the card field.
  useEffect(() => {
    let live = true;
    let card: StripeCardElement | null = null;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (!live || !mountRef.current) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        stripeRef.current = stripe;
        card = stripe.elements({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' }).create('card', {
          style: { base: { fontSize: '18px', color: '#0f172a' }, invalid: { color: '#991b1b' } },
        });
        card.on('ready', () => setReady(true));
        card.on('change', (e) => setError(e.error ? { from: 'stripe', ...e.error } : null));
        card.mount(mountRef.current);
        cardRef.current = card;
      })
      .catch((err: unknown) => {
        console.warn('Stripe.js failed to load', err);
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
      card?.destroy();
    };
  }, [publishableKey, lang]);

  // Stripe's iframe has a generic English title: name it in the user's language.
  useEffect(() => {
    if (ready) mountRef.current?.querySelectorAll('iframe').forEach((f) => f.setAttribute('title', frameTitle));
  }, [ready, frameTitle]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const stripe = stripeRef.current;
    const card = cardRef.current;
    if (!stripe || !card) return;
    setSaving(true);
    setError(null);
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (result.error) {
      setError({ from: 'stripe', ...result.error });
      setSaving(false);
      card.focus();
      return;
    }
    const pm = result.setupIntent.payment_method;
    const pmId = typeof pm === 'string' ? pm : pm?.id;
    try {
      if (!pmId) throw new Error('No payment method');
      await saveCard(pmId, makeDefault);
      onSaved(t('add.savedShort'));
    } catch (err) {
      setError({ from: 'save', error: err });
      setSaving(false);
    }
  };

  if (loadFailed) {
    return (
      <>
        <p role="alert" className="mb-3 font-semibold text-red-800">
          {t('stripe.loadFailed')}
        </p>
        <Button variant="secondary" onClick={onCancel}>
          {t('add.cancel')}
        </Button>
      </>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p id={`${id}-label`} className="mb-1 font-semibold">
        {t('stripe.label')}
      </p>
      <p id={`${id}-hint`} className="mb-2 text-slate-800">
        {t('stripe.hint')}
      </p>
      {ready ? null : <Spinner label={t('add.preparing')} />}
      <div
        ref={mountRef}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-error`}
        className="mb-3 rounded-md border-2 border-slate-700 p-3 focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-slate-900"
      />
      {/* Stripe's errors, repeated where a screen reader hears them. */}
      <p id={`${id}-error`} role="alert" aria-live="assertive" className="mb-3 font-semibold text-red-800 empty:hidden">
        {error ? cardErrorText(t, error) : ''}
      </p>
      <label className="mb-3 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(e) => setMakeDefault(e.target.checked)}
          className="size-5 shrink-0"
        />
        {t('add.makeDefault')}
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={saving} disabled={saving || !ready}>
          {saving ? t('add.saving') : t('add.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  );
}
