import { useTranslation } from 'react-i18next';
import { useContactEmail } from '@/lib/organisation';
import { checkoutErrorMessage, registrationErrorMessage, savedCardErrorMessage } from '../utils/server-error';

/** Refusals (database hints, checkout codes) after which the price options on screen are stale. */
export const TIER_REFUSALS = new Set([
  'price_tier_unavailable',
  'price_tier_sold_out',
  'sold_out',
  'price_option_required',
]);
/** Refusals after which the concussion confirmations on screen are stale. */
export const CONCUSSION_REFUSALS = new Set(['concussion_confirmation_required', 'guardian_review_required']);

/** Why a valid form was not registered; worded at render, so a language switch re-words it. */
export type Refusal =
  | { kind: 'alreadyRegistered'; names: string[] }
  | { kind: 'noPriceOptionToday' }
  | { kind: 'consentOutdated' }
  | { kind: 'free' | 'checkout' | 'savedCard'; error: unknown };

/** The words of a refusal, in the page's language (the summary's one line). */
export function useRefusalText() {
  const { t } = useTranslation(['registration', 'legal']);
  const contactEmail = useContactEmail();
  return (r: Refusal): string => {
    switch (r.kind) {
      case 'alreadyRegistered':
        return t('validation.alreadyRegistered', { names: r.names.join(', ') });
      case 'noPriceOptionToday':
        return t('errors.noPriceOptionToday');
      case 'consentOutdated':
        return t('legal:consent.outdated');
      case 'checkout':
        return checkoutErrorMessage(r.error, t, contactEmail);
      case 'savedCard':
        return savedCardErrorMessage(r.error, t, contactEmail);
      default:
        return registrationErrorMessage(r.error, t);
    }
  };
}
