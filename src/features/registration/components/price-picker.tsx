import { useTranslation } from 'react-i18next';
import { isSoldOut, spotsLeft } from '@domain/pricing';
import { LocalizedText } from '@/components/localized-text';
import { formatMoney } from '@/lib/format';
import type { RegisterTier } from '../api/price-tiers';

type Props = {
  participantId: string;
  participantName: string;
  tiers: RegisterTier[];
  value: string | undefined;
  onChange: (tierId: string) => void;
  error?: string;
};

/** Price options of one participant: 'N spots left', 'SOLD OUT' disabled (spec 2 section 2). */
export function PricePicker({ participantId, participantName, tiers, value, onChange, error }: Props) {
  const { t } = useTranslation('registration');
  const name = `tier-${participantId}`;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset id={`${name}-group`} aria-describedby={errorId} className="mb-4">
      <legend className="mb-2 font-semibold text-slate-900">{t('pricing.legend', { name: participantName })}</legend>
      {error ? (
        <p id={errorId} className="mb-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <ul className="space-y-2">
        {tiers.map((tier) => {
          const soldOut = isSoldOut(tier);
          const left = spotsLeft(tier);
          const id = `${name}-${tier.id}`;
          return (
            <li key={tier.id} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                name={name}
                className="mt-1 h-5 w-5 shrink-0"
                checked={value === tier.id}
                disabled={soldOut}
                onChange={() => onChange(tier.id)}
              />
              <label htmlFor={id} className={soldOut ? 'text-slate-700' : 'text-slate-900'}>
                {tier.id === 'standard' ? (
                  <span className="font-semibold">{t('pricing.standard')}</span>
                ) : (
                  <LocalizedText className="font-semibold" fr={tier.name_fr} en={tier.name} />
                )}
                {' — '}
                {formatMoney(tier.price)}
                {soldOut ? (
                  <strong className="ml-2 rounded border-2 border-red-800 px-1 text-red-800">
                    {t('pricing.soldOut')}
                  </strong>
                ) : left !== null ? (
                  <span className="ml-2">({t('pricing.spotsLeft', { count: left })})</span>
                ) : null}
                {tier.description || tier.description_fr ? (
                  <LocalizedText className="block text-slate-700" fr={tier.description_fr} en={tier.description} />
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
