import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { orgToday } from '@domain/dates';
import { Banner } from '@/components/banner';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { useAuth } from '@/lib/auth/use-auth';
import { useRefreshOnRegistrationUpdated } from '@/lib/registration-events';
import { useDashboardCounts } from '../api/get-counts';
import { useRecentRegistrations } from '../api/get-recent-registrations';
import { useUpcoming } from '../api/get-upcoming';
import { dashboardKeys } from '../api/keys';
import { greetingName } from '../utils/dashboard-rules';
import { RecentActivity } from './recent-activity';
import { QuickActions, StatsCards } from './stats-and-actions';
import { UpcomingEvents } from './upcoming-events';

type Props = {
  /** The payment return message (payments feature); told when a return created registrations. */
  paymentReturn: (onRegistrationsCreated: () => void) => ReactNode;
  /** The profile completion banner and form (profile-completion feature). */
  profileCompletion: (p: { role: 'participant' | 'volunteer'; onCompleted: () => void }) => ReactNode;
  /** Notices that need the family's action (waiting-list offers, concussion confirmations due; issue 24). */
  notices?: ReactNode;
};

type NavState = { registrationSubmitted?: boolean } | null;

/** /dashboard (spec 1 section 2): greeting, banners, profile completion, quick actions, stats, events, activity. */
export default function DashboardPage({ paymentReturn, profileCompletion, notices }: Props) {
  const { t } = useTranslation('dashboard');
  const { user, profile, role, profileComplete, refreshProfile, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navState = location.state as NavState;
  const [submitted, setSubmitted] = useState(Boolean(navState?.registrationSubmitted));
  const isAdmin = role === 'admin';
  const programsView = role === 'admin' || role === 'coach';
  const today = orgToday(new Date());

  const recent = useRecentRegistrations(user?.id, isAdmin, true);
  const upcoming = useUpcoming(user?.id, programsView);
  const counts = useDashboardCounts(user?.id);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  // Issue 21 point 5: a failed request is said, with Try again, never an endless "Loading...".
  const failed = [counts, upcoming, recent].filter((q) => q.isError);
  const retryFailed = () => failed.forEach((q) => void q.refetch());
  const profileFailed = Boolean(user) && !profile && !loading;
  useRefreshOnRegistrationUpdated(dashboardKeys.all);
  // The hand-over state is read once; a reload must not show the message again.
  useEffect(() => {
    if (navState) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [navState, navigate, location.pathname, location.search]);

  const name = greetingName(profile?.first_name, profile?.email ?? user?.email) ?? t('greetingFallback');
  const needsCompletion = (role === 'participant' || role === 'volunteer') && profileComplete === false;
  const onCompleted = () => {
    void refreshProfile();
    refresh();
  };

  return (
    <>
      <PageTitle title={t('pageTitle')}>{t('greeting', { name })}</PageTitle>
      <p className="-mt-4 mb-6 text-lg text-slate-800">
        {role === 'parent_guardian'
          ? t('subtitle.parent_guardian', { count: counts.data?.players ?? 0 })
          : t(`subtitle.${role ?? 'participant'}`)}
      </p>
      {paymentReturn(refresh)}
      {notices}
      {submitted ? (
        <Banner tone="success" title={t('submitted.title')} onDismiss={() => setSubmitted(false)}>
          {t('submitted.text')}
        </Banner>
      ) : null}
      {profileFailed ? (
        <LoadFailedBanner
          title={t('loadFailed.profileTitle')}
          message={t('loadFailed.profileText')}
          retryLabel={t('loadFailed.retry')}
          onRetry={() => void refreshProfile()}
        />
      ) : null}
      {failed.length > 0 ? (
        <LoadFailedBanner
          title={t('loadFailed.title')}
          message={t('loadFailed.text')}
          retryLabel={t('loadFailed.retry')}
          onRetry={retryFailed}
        />
      ) : null}
      {needsCompletion ? (
        profileCompletion({ role: role === 'volunteer' ? 'volunteer' : 'participant', onCompleted })
      ) : profileComplete ? (
        <QuickActions role={role} />
      ) : null}
      <StatsCards
        role={role}
        players={counts.data?.players}
        active={counts.data?.active_registrations}
        upcoming={upcoming.data?.total}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingEvents data={upcoming.data} failed={upcoming.isError} today={today} />
        <RecentActivity rows={recent.data} failed={recent.isError} today={today} />
      </div>
    </>
  );
}
