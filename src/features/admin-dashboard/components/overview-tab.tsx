import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useDashboardStats } from '../api/stats';
import { useRecentRegistrations } from '../api/recent-registrations';
import { LoadError } from './load-error';
import { RecentRegistrationsTable } from './recent-registrations-table';

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
        <LoadError title={t('overview.statsFailed')} error={stats.error} onRetry={() => stats.refetch()} />
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
        <LoadError title={t('overview.recentFailed')} error={recent.error} onRetry={() => recent.refetch()} />
      ) : null}
      {recent.data && recent.data.length === 0 ? <p>{t('overview.noRegistrations')}</p> : null}
      {recent.data && recent.data.length > 0 ? <RecentRegistrationsTable rows={recent.data} /> : null}
      <p className="mt-4">
        <Link to="/admin/registrations" className="font-semibold text-blue-900 underline">
          {t('overview.viewAll')}
        </Link>
      </p>
    </div>
  );
}
