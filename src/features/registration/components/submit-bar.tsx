import { useTranslation } from 'react-i18next';
import { submitKind } from '@domain/pricing';
import { Button } from '@/components/button';
import { formatMoney } from '@/lib/format';

type Props = { isVolunteer: boolean; total: number; submitting: boolean; disabled: boolean; onCancel: () => void };

/** Total and the three submit labels (spec 2 section 2); Cancel goes back one page. */
export function SubmitBar({ isVolunteer, total, submitting, disabled, onCancel }: Props) {
  const { t } = useTranslation(['registration', 'common']);
  const kind = submitKind(isVolunteer, total);
  return (
    <div className="flex flex-col gap-4 border-t-2 border-slate-700 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-xl font-bold text-slate-900">
        {t('labelColon', { label: t('total') })} {isVolunteer ? t('volunteer.free') : formatMoney(total)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={submitting} disabled={submitting || disabled}>
          {submitting ? t('submit.working') : t(`submit.${kind}`)}
        </Button>
      </div>
    </div>
  );
}
