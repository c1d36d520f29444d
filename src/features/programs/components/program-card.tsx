import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasEnded } from '@domain/dates';
import { Badge } from '@/components/badge';
import { buttonClasses } from '@/components/button';
import { LocalizedText } from '@/components/localized-text';
import { formatDateRange, formatMoney } from '@/lib/format';
import type { ProgramCardData } from '../api/get-programs';
import { programAction } from '../utils/program-action';
import { TextLink } from '@/components/text-link';

/** One program card of /programs (spec 1 section 2). */
export function ProgramCard({
  program: p,
  signedIn,
  isVolunteer = false,
  today,
  headingLevel = 'h2',
}: {
  program: ProgramCardData;
  signedIn: boolean;
  isVolunteer?: boolean;
  today: string;
  /** h3 under a section's own heading (past programs). */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('programs');
  const action = programAction(p, signedIn, today, isVolunteer);
  const headingId = `program-${p.id}-name`;
  const aidSearch = `?program=${encodeURIComponent(p.id)}`;
  const aidPath = `/financial-aid/new${aidSearch}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-lg border-2 border-slate-700 bg-white p-4"
      >
        <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
          <LocalizedText
            as={headingLevel}
            id={headingId}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900"
            fr={p.name_fr}
            en={p.name}
          />
          {hasEnded(p.end_date, today) ? (
            <Badge tone="neutral">{t('past')}</Badge>
          ) : p.is_full ? (
            <Badge tone="danger">{t('full')}</Badge>
          ) : null}
        </div>
        {p.description || p.description_fr ? (
          <LocalizedText as="p" className="mb-3 text-slate-800" fr={p.description_fr} en={p.description} />
        ) : null}
        <dl className="mb-4 space-y-1 text-slate-900">
          <div>
            <dt className="inline font-semibold">{t('labelColon', { label: t('dates') })} </dt>
            <dd className="inline">{formatDateRange(p.start_date, p.end_date)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('labelColon', { label: t('location') })} </dt>
            {p.location || p.location_fr ? (
              <LocalizedText as="dd" className="inline" fr={p.location_fr} en={p.location} />
            ) : (
              <dd className="inline">{t('locationTbd')}</dd>
            )}
          </div>
          <div>
            <dt className="inline font-semibold">{t('labelColon', { label: t('price') })} </dt>
            <dd className="inline">{formatMoney(p.price)}</dd>
          </div>
        </dl>
        {/* Outside the <dl>: a div in a dl may only hold dt/dd groups (axe definition-list). */}
        {p.max_participants ? (
          <p className="mb-4 text-slate-900">{t('capacity', { count: p.max_participants })}</p>
        ) : null}
        <div className="mt-auto">
          {action === 'register' ? (
            <Link to={`/programs/${p.id}/register`} className={buttonClasses('primary')} aria-describedby={headingId}>
              {t('registerNow')}
            </Link>
          ) : action === 'login' ? (
            <Link
              to="/login"
              state={{ from: { pathname: `/programs/${p.id}/register` } }}
              className={buttonClasses('secondary')}
              aria-describedby={headingId}
            >
              {t('loginToRegister')}
            </Link>
          ) : action === 'full' ? (
            <>
              <p className="mb-3 font-semibold text-slate-800">{t('fullText')}</p>
              {/* The registration screen offers the waiting list (issue 24 point 1); signed out, after login. */}
              <Link
                to={signedIn ? `/programs/${p.id}/register` : '/login'}
                state={signedIn ? undefined : { from: { pathname: `/programs/${p.id}/register` } }}
                className={buttonClasses('secondary')}
                aria-describedby={headingId}
              >
                {t('joinWaitlist')}
              </Link>
            </>
          ) : (
            <p className="font-semibold text-slate-800">{action === 'ended' ? t('ended') : t('closed')}</p>
          )}
          {/* Financial assistance for a priced open program (issue 25 point 6); signed out, after login. */}
          {p.price > 0 && !isVolunteer && (action === 'register' || action === 'login' || action === 'full') ? (
            <p className="mt-3">
              <TextLink
                to={signedIn ? aidPath : '/login'}
                state={signedIn ? undefined : { from: { pathname: '/financial-aid/new', search: aidSearch } }}

                aria-describedby={headingId}
              >
                {t('askFinancialAid')}
              </TextLink>
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}
