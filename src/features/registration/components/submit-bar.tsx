import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { submitKind } from '@domain/pricing';
import { Button } from '@/components/button';
import { formatMoney } from '@/lib/format';

export type PayMethod = 'checkout' | 'saved';

type Props = {
  isVolunteer: boolean;
  total: number;
  submitting: boolean;
  disabled: boolean;
  onCancel: () => void;
  /** 'Visa ending 4242' when the family has a saved card (issue 20 point 6), else null. */
  savedCardName?: string | null;
  /** Which submit button was used (clicked, or the form's default one on Enter). */
  onChooseMethod?: (method: PayMethod) => void;
  /** The method being paid with while submitting. */
  method?: PayMethod;
};

/**
 * Total and the three submit labels (spec 2 section 2); Cancel goes back one
 * page. A paid order with a saved card offers 'Pay with Visa ending 4242'
 * beside 'Pay with a new card' (Checkout). The new-card button comes first in
 * the form, so Enter in a field never charges a card.
 */
export function SubmitBar({
  isVolunteer,
  total,
  submitting,
  disabled,
  onCancel,
  savedCardName,
  onChooseMethod,
  method,
}: Props) {
  const { t } = useTranslation(['registration', 'common']);
  const kind = submitKind(isVolunteer, total);
  const hintId = useId();
  const offerSaved = kind === 'checkout' && Boolean(savedCardName);
  const totalText = `${t('labelColon', { label: t('total') })} ${isVolunteer ? t('volunteer.free') : formatMoney(total)}`;
  // Announced when it changes (a child or a price option chosen), not as the page loads (Orca read it at each load).
  const firstTotal = useRef(totalText);
  return (
    <div className="flex flex-col gap-4 border-t-2 border-slate-700 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-xl font-bold text-slate-900">{totalText}</p>
        <p className="sr-only" aria-live="polite">
          {totalText === firstTotal.current ? '' : totalText}
        </p>
        {offerSaved ? (
          <p id={hintId} className="mt-1 text-slate-800">
            {t('savedCard.choice')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        {offerSaved ? (
          <>
            <Button
              type="submit"
              variant="secondary"
              aria-describedby={hintId}
              busy={submitting && method === 'checkout'}
              disabled={submitting || disabled}
              onClick={() => onChooseMethod?.('checkout')}
            >
              {submitting && method === 'checkout' ? t('submit.working') : t('submit.newCard')}
            </Button>
            <Button
              type="submit"
              aria-describedby={hintId}
              busy={submitting && method === 'saved'}
              disabled={submitting || disabled}
              onClick={() => onChooseMethod?.('saved')}
            >
              {submitting && method === 'saved' ? t('submit.paying') : t('submit.savedCard', { card: savedCardName })}
            </Button>
          </>
        ) : (
          <Button
            type="submit"
            busy={submitting}
            disabled={submitting || disabled}
            onClick={() => onChooseMethod?.('checkout')}
          >
            {submitting ? t('submit.working') : t(`submit.${kind}`)}
          </Button>
        )}
      </div>
    </div>
  );
}
