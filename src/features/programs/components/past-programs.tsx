import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { usePastPrograms } from '../api/get-programs';
import { ProgramCard } from './program-card';

/**
 * /programs' ended programs (issue 39 point 1): not read until asked for, then a page at a time, newest ended first.
 * Each page's first program takes the focus as it arrives, so a screen-reader user hears where the new ones start.
 */
export function PastPrograms({ signedIn, today }: { signedIn: boolean; today: string }) {
  const { t } = useTranslation('programs');
  const [shown, setShown] = useState(false);
  const query = usePastPrograms(shown);
  const programs = query.data?.pages.flat();
  const focusFrom = useRef<number | null>(null);

  const settled = shown && !query.isFetching;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !settled || !programs) return;
    focusFrom.current = null;
    // A last page that came back empty takes the button away: the focus goes to the section's heading instead.
    const target = programs.length > from ? `program-${programs[from].id}-name` : 'past-programs-heading';
    document.getElementById(target)?.focus();
  }, [programs, settled]);

  const show = () => {
    focusFrom.current = programs?.length ?? 0;
    if (shown) void query.fetchNextPage();
    else setShown(true);
  };

  return (
    <section aria-labelledby="past-programs-heading" className="mt-10">
      <h2 id="past-programs-heading" tabIndex={-1} className="mb-4 text-2xl font-bold text-slate-900">
        {t('pastHeading')}
      </h2>
      {shown ? (
        <QueryState
          query={query}
          loadingLabel={t('pastLoading')}
          failed={{ title: t('pastLoadFailed'), retryLabel: t('tryAgain') }}
          isEmpty={(data) => data.pages[0].length === 0}
          empty={<p>{t('pastEmpty')}</p>}
        >
          {() => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {programs?.map((p) => (
                <ProgramCard key={p.id} program={p} signedIn={signedIn} today={today} headingLevel="h3" />
              ))}
            </ul>
          )}
        </QueryState>
      ) : null}
      {!shown || query.hasNextPage ? (
        <Button variant="secondary" className="mt-6" onClick={show} busy={query.isFetchingNextPage}>
          {shown ? t('showMorePast') : t('showPast')}
        </Button>
      ) : null}
    </section>
  );
}
