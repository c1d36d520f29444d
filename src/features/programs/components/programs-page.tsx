import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { usePrograms } from '../api/get-programs';
import { PastPrograms } from './past-programs';
import { ProgramCard } from './program-card';

/**
 * /programs: 'Programs & Events', the active programs one can still take part in by start date (spec 1 section 2),
 * then the ended ones on demand (issue 39 point 1).
 */
export default function ProgramsPage() {
  const { t } = useTranslation('programs');
  const { user, role } = useAuth();
  const query = usePrograms();
  // The cards render at transition priority, in slices, so a long list does not block input (issue 12).
  const data = useDeferredValue(query.data);
  const isPending = query.isPending || (query.data !== undefined && data === undefined);
  const { error } = query;
  const today = orgToday(new Date());
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {isPending ? (
        // Room for the cards: the footer stays below the fold instead of jumping when they arrive (layout shift).
        <div className="min-h-screen">
          <Spinner label={t('loading')} />
        </div>
      ) : null}
      {error ? (
        <LoadFailedBanner
          title={t('loadFailedTitle')}
          message={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data && data.length === 0 ? <p>{t('empty')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((p) => (
            <ProgramCard
              key={p.id}
              program={p}
              signedIn={Boolean(user)}
              isVolunteer={role === 'volunteer'}
              today={today}
            />
          ))}
        </ul>
      ) : null}
      {isPending ? null : <PastPrograms signedIn={Boolean(user)} today={today} />}
    </>
  );
}
