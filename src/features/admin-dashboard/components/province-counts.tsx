import { useTranslation } from 'react-i18next';
import type { ProvinceCount } from '@domain/postal-locations';
import { formatNumber } from '@/lib/format';
import { useLabels } from '../hooks/use-labels';

/** Users per province, most first, with a percentage bar and the number in text. */
export function ProvinceCounts({ counts }: { counts: ProvinceCount[] }) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  return (
    <section aria-labelledby="province-counts-heading">
      <h3 id="province-counts-heading" className="mb-3 text-xl font-bold">
        {t('locations.byProvince')}
      </h3>
      <ul className="space-y-3">
        {counts.map((c) => (
          <li key={c.province}>
            <p className="flex justify-between gap-2 font-semibold">
              <span>{labels.province(c.province)}</span>
              <span>
                {t('locations.provinceCount', { count: c.count, formatted: formatNumber(c.count), percent: c.percent })}
              </span>
            </p>
            <div aria-hidden="true" className="h-3 w-full rounded-full border border-slate-700 bg-slate-100">
              <div className="h-full rounded-full bg-red-800" style={{ width: `${c.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
