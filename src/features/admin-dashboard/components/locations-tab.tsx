import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coverageRate } from '@domain/postal-locations';
import { Button } from '@/components/button';
import { ExportProgress } from '@/components/export-progress';
import { FormField, inputClasses } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { focusTarget } from '@/lib/focus-target';
import { formatNumber } from '@/lib/format';
import { useCsvExport } from '@/lib/use-csv-export';
import {
  LOCATIONS_PAGE_SIZE,
  useUserLocationsPage,
  userLocationsExportPages,
  type LocationGroup,
} from '../api/locations';
import { useExportTexts } from '../hooks/use-export-texts';
import { useLabels } from '../hooks/use-labels';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { summarizeLocations } from '../utils/location-summary';
import { LOCATIONS_CSV_NAME, locationsCsv } from '../utils/locations-csv';
import { LocationsTable } from './locations-table';
import { ProvinceCounts } from './province-counts';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { serverErrorText } from '@/lib/server-errors';

// Leaflet and its CSS load only when this tab opens (ARCHITECTURE section 8).
const LocationsMap = lazy(() => import('./locations-map'));

const ALL = '';

/**
 * Map, counts per province, stat tiles and the 'Detailed User Locations' table (spec 2
 * section 2). The database counts people by postal-code region and province; the map
 * shows one pin per region with its count; the table lists people 50 a page, for every
 * mapped region or the one chosen (from its select or a pin's popup).
 */
export function LocationsTab({ groups }: { groups: LocationGroup[] }) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  const pagerLabels = usePaginationLabels('locations');
  const summary = useMemo(() => summarizeLocations(groups), [groups]);
  const allLetters = useMemo(() => summary.regions.map((r) => r.letter), [summary]);
  const [choice, setChoice] = useState<{ key: string; page: number; areas?: string }>({ key: ALL, page: 0 });
  const letters = choice.key === ALL ? allLetters : choice.key.split('');
  const rows = useUserLocationsPage(letters, choice.page);
  const tableHeading = useRef<HTMLHeadingElement>(null);
  const exporter = useCsvExport();
  const exportTexts = useExportTexts(exporter.state, LOCATIONS_CSV_NAME);

  if (summary.mapped === 0) {
    return (
      <div>
        <h2 className="mb-3 text-2xl font-bold">{t('locations.heading')}</h2>
        <p className="font-semibold">{t('locations.empty')}</p>
        <p>{t('locations.emptyHint')}</p>
      </div>
    );
  }

  const tiles = [
    ['usersMapped', formatNumber(summary.mapped)],
    ['provinces', formatNumber(summary.provinces.length)],
    ['coverage', `${formatNumber(coverageRate(summary.mapped, summary.withPostalCode))} %`],
  ] as const;

  // One option per map place: letters sharing a point (L and M: Toronto) are one region.
  const options = [...new Set(summary.regions.map((r) => r.area))].map((area) => {
    const rs = summary.regions.filter((r) => r.area === area);
    return { key: rs.map((r) => r.letter).join(''), area, count: rs.reduce((s, r) => s + r.count, 0) };
  });

  // A pin merged at this zoom (Montréal and Sherbrooke) stands for several regions: an option of its own.
  if (choice.key !== ALL && choice.areas && !options.some((o) => o.key === choice.key)) {
    const count = summary.regions.filter((r) => choice.key.includes(r.letter)).reduce((s, r) => s + r.count, 0);
    options.push({ key: choice.key, area: choice.areas, count });
  }

  const showRegion = (chosen: string[], areas: string) => {
    setChoice({ key: [...chosen].sort().join(''), page: 0, areas });
    requestAnimationFrame(() => focusTarget(tableHeading.current));
  };

  const exportCsv = () =>
    exporter.start({
      filename: LOCATIONS_CSV_NAME,
      total: rows.isPlaceholderData ? null : (rows.data?.total ?? null),
      pages: (signal) => userLocationsExportPages(letters, signal),
      csvOf: (people) => locationsCsv(people, labels.province),
    });

  const total = rows.data?.total ?? 0;
  const from = choice.page * LOCATIONS_PAGE_SIZE + 1;
  const to = choice.page * LOCATIONS_PAGE_SIZE + (rows.data?.rows.length ?? 0);

  return (
    <div>
      <h2 className="mb-3 text-2xl font-bold">{t('locations.heading')}</h2>
      <p className="mb-3">{t('locations.mapIntro')}</p>
      <Suspense fallback={<Spinner label={t('locations.loadingMap')} />}>
        <LocationsMap regions={summary.regions} onShowRegion={showRegion} />
      </Suspense>
      <ul className="my-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {tiles.map(([key, value]) => (
          <li key={key} className="rounded-lg border-2 border-slate-700 bg-white p-4">
            <p className="font-semibold text-slate-800">{t(`locations.tiles.${key}`)}</p>
            <p className="text-3xl font-bold text-slate-900">{value}</p>
          </li>
        ))}
      </ul>
      <ProvinceCounts counts={summary.provinces} />
      <div className="mt-6 mb-3 flex flex-wrap items-end justify-between gap-3">
        <h3 id="detailed-locations" ref={tableHeading} className="text-xl font-bold">
          {t('locations.tableHeading')}
        </h3>
        <Button variant="secondary" onClick={exportCsv} disabled={exporter.running} busy={exporter.running}>
          {t('locations.exportCsv')}
        </Button>
      </div>
      <FormField label={t('locations.regionLabel')} required className="w-full sm:w-80">
        <select
          className={inputClasses}
          value={choice.key}
          onChange={(e) => setChoice({ key: e.target.value, page: 0 })}
        >
          <option value={ALL}>
            {t('locations.allRegions', { count: summary.mapped, formatted: formatNumber(summary.mapped) })}
          </option>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {t('locations.regionOption', {
                letters: o.key.split('').join(', '),
                area: o.area,
                count: o.count,
                formatted: formatNumber(o.count),
              })}
            </option>
          ))}
        </select>
      </FormField>
      <ExportProgress state={exporter.state} texts={exportTexts} onCancel={exporter.cancel} />
      <p role="status" className="mb-3 font-semibold">
        {rows.data && total > 0
          ? t('locations.showingRange', {
              count: total,
              from: formatNumber(from),
              to: formatNumber(to),
              total: formatNumber(total),
            })
          : ''}
      </p>
      {rows.isPending ? (
        <Spinner label={t('locations.loading')} />
      ) : rows.isError ? (
        <LoadFailedBanner
          title={t('locations.loadFailed')}
          message={serverErrorText(rows.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => rows.refetch()}
        />
      ) : (
        <div aria-busy={rows.isPlaceholderData || undefined}>
          <LocationsTable locations={rows.data.rows} />
          <Pagination
            page={choice.page}
            pages={Math.ceil(total / LOCATIONS_PAGE_SIZE)}
            labels={pagerLabels}
            onPage={(page) => setChoice({ ...choice, page })}
          />
        </div>
      )}
    </div>
  );
}
