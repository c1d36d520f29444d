import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useDashboardStats } from '../api/stats';
import { useRecentRegistrations } from '../api/recent-registrations';
import { RecentRegistrationsTable } from './recent-registrations-table';
import { TextLink } from '@/components/text-link';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { serverErrorText } from '@/lib/server-errors';

const CARDS = [
  'totalUsers',
  'totalParticipants',
  'totalRegistrations',
  'activePrograms',
  'scheduledEvents',
  'equipmentItems',
] as const;

/** Six stat cards and the latest registrations (spec 2 section 2). */
export function OverviewTab() {
  const { t } = useTranslation('adminDashboard');
  const stats = useDashboardStats(true);
  const recent = useRecentRegistrations(true);
  return (
    <div>
      <h2 className="mb-3 text-2xl font-bold">{t('overview.statsHeading')}</h2>
      {stats.isPending ? <Spinner label={t('overview.loadingStats')} /> : null}
      {stats.isError ? (
        <LoadFailedBanner
          title={t('overview.statsFailed')}
          message={serverErrorText(stats.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => stats.refetch()}
        />
      ) : null}
      {stats.data ? (
        <ul className="mb-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map((key) => (
            <li key={key} className="rounded-lg border-2 border-slate-700 bg-white p-4">
              <p className="font-semibold text-slate-800">{t(`overview.cards.${key}`)}</p>
              <p className="text-3xl font-bold text-slate-900" data-stat={key}>
                {formatNumber(stats.data[key])}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <h2 className="mb-3 text-2xl font-bold">{t('overview.recentHeading')}</h2>
      {recent.isPending ? <Spinner label={t('overview.loadingRecent')} /> : null}
      {recent.isError ? (
        <LoadFailedBanner
          title={t('overview.recentFailed')}
          message={serverErrorText(recent.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => recent.refetch()}
        />
      ) : null}
      {recent.data && recent.data.length === 0 ? <p>{t('overview.noRegistrations')}</p> : null}
      {recent.data && recent.data.length > 0 ? <RecentRegistrationsTable rows={recent.data} /> : null}
      <p className="mt-4">
        <TextLink to="/admin/registrations">{t('overview.viewAll')}</TextLink>
      </p>
    </div>
  );
}
