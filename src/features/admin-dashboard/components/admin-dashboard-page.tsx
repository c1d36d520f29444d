import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Tabs } from '@/components/tabs';
import { useAuth } from '@/lib/auth/use-auth';
import { formatNumber } from '@/lib/format';
import { useIsAdmin } from '../api/admin-role';
import { useLocationSummary } from '../api/locations';
import { useDashboardStats } from '../api/stats';
import { AccessDeniedPanel } from './access-denied-panel';
import { DashboardLinks } from './dashboard-links';
import { EmailsTab } from './emails-tab';
import { LocationsTab } from './locations-tab';
import { OverviewTab } from './overview-tab';
import { UsersTab } from './users-tab';
import { summarizeLocations } from '../utils/location-summary';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { serverErrorText } from '@/lib/server-errors';

/** /admin: links and the Overview, Users, User Locations and E-mail tabs, after the database role check (spec 2 sections 2 and 6). */
export default function AdminDashboardPage() {
  const { t } = useTranslation('adminDashboard');
  const { user } = useAuth();
  const isAdmin = useIsAdmin(user?.id);
  if (isAdmin.isPending) return <Spinner label={t('checkingAccess')} />;
  if (isAdmin.isError || !isAdmin.data) return <AccessDeniedPanel />;
  return <AdminDashboard />;
}

function AdminDashboard() {
  const { t } = useTranslation('adminDashboard');
  // Only admins load the stats, users and locations (spec 2 section 6).
  const stats = useDashboardStats(true);
  const locations = useLocationSummary(true);
  const mapped = locations.data ? summarizeLocations(locations.data).mapped : undefined;
  const withCount = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${formatNumber(n)})`;
  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4">{t('intro')}</p>
      <DashboardLinks />
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'overview', label: t('tabs.overview'), panel: <OverviewTab /> },
          { id: 'users', label: withCount(t('tabs.users'), stats.data?.totalUsers), panel: <UsersTab /> },
          {
            id: 'locations',
            label: withCount(t('tabs.locations'), mapped),
            panel: locations.isPending ? (
              <Spinner label={t('locations.loading')} />
            ) : locations.isError ? (
              <LoadFailedBanner
                title={t('locations.loadFailed')}
                message={serverErrorText(locations.error)}
                retryLabel={t('tryAgain')}
                onRetry={() => locations.refetch()}
              />
            ) : (
              <LocationsTab groups={locations.data} />
            ),
          },
          { id: 'emails', label: t('tabs.emails'), panel: <EmailsTab /> },
        ]}
      />
    </section>
  );
}
