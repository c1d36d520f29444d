import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countByProvince, coverageRate } from '@domain/postal-locations';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import type { UserLocation } from '../api/locations';
import { useLabels } from '../hooks/use-labels';
import { LOCATIONS_CSV_NAME, locationsCsv } from '../utils/locations-csv';
import { LocationsTable } from './locations-table';
import { ProvinceCounts } from './province-counts';

// Leaflet and its CSS load only when this tab opens (ARCHITECTURE section 8).
const LocationsMap = lazy(() => import('./locations-map'));

type Props = { locations: UserLocation[] };

/** Map, counts per province, stat tiles and the 'Detailed User Locations' table (spec 2 section 2). */
export function LocationsTab({ locations }: Props) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  const mapped = useMemo(() => locations.filter((l) => l.point), [locations]);
  const provinces = useMemo(() => countByProvince(mapped.map((l) => l.province)), [mapped]);

  if (mapped.length === 0) {
    return (
      <div>
        <h2 className="mb-3 text-2xl font-bold">{t('locations.heading')}</h2>
        <p className="font-semibold">{t('locations.empty')}</p>
        <p>{t('locations.emptyHint')}</p>
      </div>
    );
  }

  const tiles = [
    ['usersMapped', formatNumber(mapped.length)],
    ['provinces', formatNumber(provinces.length)],
    ['coverage', `${formatNumber(coverageRate(mapped.length, locations.length))} %`],
  ] as const;

  return (
    <div>
      <h2 className="mb-3 text-2xl font-bold">{t('locations.heading')}</h2>
      <p className="mb-3">{t('locations.mapIntro')}</p>
      <Suspense fallback={<Spinner label={t('locations.loadingMap')} />}>
        <LocationsMap locations={mapped} />
      </Suspense>
      <ul className="my-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {tiles.map(([key, value]) => (
          <li key={key} className="rounded-lg border-2 border-slate-700 bg-white p-4">
            <p className="font-semibold text-slate-800">{t(`locations.tiles.${key}`)}</p>
            <p className="text-3xl font-bold text-slate-900">{value}</p>
          </li>
        ))}
      </ul>
      <ProvinceCounts counts={provinces} />
      <div className="mt-6 mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="detailed-locations" className="text-xl font-bold">
          {t('locations.tableHeading')}
        </h3>
        <Button
          variant="secondary"
          onClick={() => downloadCsv(LOCATIONS_CSV_NAME, locationsCsv(mapped, labels.province))}
        >
          {t('locations.exportCsv')}
        </Button>
      </div>
      <LocationsTable locations={mapped} />
    </div>
  );
}
