import { useTranslation } from 'react-i18next';
import type { RelativeDay, Urgency } from '@domain/dates';
import { LocalizedText } from '@/components/localized-text';
import { formatDate } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import type { UpcomingResult } from '../api/get-upcoming';
import { eventTiming, moreEvents, UPCOMING_SHOWN } from '../utils/dashboard-rules';
import { TextLink } from '@/components/text-link';

const BORDER: Record<Urgency, string> = {
  critical: 'border-l-red-700',
  soon: 'border-l-orange-600',
  'this-week': 'border-l-blue-700',
  later: 'border-l-green-700',
};

function useWhen() {
  const { t, i18n } = useTranslation('dashboard');
  return (when: RelativeDay, date: string) => {
    if (when.kind === 'today') return t('upcoming.today');
    if (when.kind === 'tomorrow') return t('upcoming.tomorrow');
    if (when.kind === 'weekday') {
      // A fixed Sunday-based week: 2026-11-22 is a Sunday.
      const day = new Date(Date.UTC(2026, 10, 22 + when.weekday, 12));
      return new Intl.DateTimeFormat(intlLocale(i18n.language), { weekday: 'long', timeZone: 'UTC' }).format(day);
    }
    return formatDate(date);
  };
}

/** Upcoming events: 3 shown of 5 fetched, relative start, urgency border with a text label (spec 1 section 2). */
export function UpcomingEvents({
  data,
  failed = false,
  today,
}: {
  data: UpcomingResult | undefined;
  /** The request failed: the page's banner offers Try again; the section says so instead of "Loading...". */
  failed?: boolean;
  today: string;
}) {
  const { t } = useTranslation('dashboard');
  const whenText = useWhen();
  const events = data?.events.slice(0, UPCOMING_SHOWN) ?? [];
  const more = moreEvents(data?.total ?? 0);
  return (
    <section aria-labelledby="upcoming-title" className="rounded-lg border-2 border-slate-700 bg-white p-4">
      <h2 id="upcoming-title" className="mb-3 text-2xl font-bold text-slate-900">
        {t('upcoming.title')}
      </h2>
      {!data ? <p>{failed ? t('loadFailed.section') : t('loading')}</p> : null}
      {data && events.length === 0 ? (
        <p>
          {t('upcoming.empty')} <TextLink to="/programs">{t('browsePrograms')}</TextLink>
        </p>
      ) : null}
      <ul className="space-y-3">
        {events.map((e) => {
          const timing = eventTiming(e.start_date, today);
          return (
            <li key={e.key} className={`rounded-md border-2 border-l-8 border-slate-400 p-3 ${BORDER[timing.urgency]}`}>
              <LocalizedText as="h3" className="font-bold text-slate-900" fr={e.name_fr} en={e.name} />
              <p>
                <span className="font-semibold">{whenText(timing.when, e.start_date)}</span>
                {' · '}
                <span>{t(`upcoming.urgency.${timing.urgency}`)}</span>
              </p>
              {e.location || e.location_fr ? <LocalizedText as="p" fr={e.location_fr} en={e.location} /> : null}
              {e.personName ? <p>{t('upcoming.for', { name: e.personName })}</p> : null}
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-3">
          <TextLink to="/registrations">{t('upcoming.more', { count: more })}</TextLink>
        </p>
      ) : null}
    </section>
  );
}
