import { useTranslation } from 'react-i18next';
import { LocalizedText } from '@/components/localized-text';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { formatDateRange, formatDateTime } from '@/lib/format';
import type { DashboardRegistration } from '../api/get-recent-registrations';
import { activityLabel, startsInDays } from '../utils/dashboard-rules';
import { personName } from '@domain/person-name';
import { TextLink } from '@/components/text-link';

/** Recent Activity (spec 1 section 2): 8 registrations, 12 for admins. */
export function RecentActivity({
  rows,
  failed = false,
  today,
}: {
  rows: DashboardRegistration[] | undefined;
  /** The request failed: the page's banner offers Try again; the section says so instead of "Loading...". */
  failed?: boolean;
  today: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="activity-title" className="rounded-lg border-2 border-slate-700 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activity-title" className="text-2xl font-bold text-slate-900">
          {t('activity.title')}
        </h2>
        <TextLink to="/registrations">{t('activity.viewAll')}</TextLink>
      </div>
      {!rows ? <p>{failed ? t('loadFailed.section') : t('loading')}</p> : null}
      {rows && rows.length === 0 ? (
        <p>
          {t('activity.empty')} <TextLink to="/programs">{t('browsePrograms')}</TextLink>
        </p>
      ) : null}
      <ul className="space-y-3">
        {rows?.map((r) => {
          const person = r.participants ?? r.volunteer_profiles;
          const label = activityLabel(r.status);
          const days = r.programs ? startsInDays(r.status, r.programs.start_date, today) : null;
          return (
            <li key={r.id} className="rounded-md border-2 border-slate-400 p-3">
              <div className="flex flex-wrap items-center gap-2">
                {r.programs ? (
                  <LocalizedText
                    as="h3"
                    className="font-bold text-slate-900"
                    fr={r.programs.name_fr}
                    en={r.programs.name}
                  />
                ) : (
                  <h3 className="font-bold text-slate-900">{t('activity.unknownProgram')}</h3>
                )}
                <RegistrationStatusBadge status={r.status}>
                  {t(`status.${r.status}`, { defaultValue: r.status })}
                </RegistrationStatusBadge>
                {label ? <span className="font-semibold">{t(`activity.labels.${label}`)}</span> : null}
              </div>
              {person ? <p>{personName(person.first_name, person.last_name)}</p> : null}
              {r.programs?.location || r.programs?.location_fr ? (
                <LocalizedText as="p" fr={r.programs.location_fr} en={r.programs.location} />
              ) : null}
              {r.programs ? <p>{formatDateRange(r.programs.start_date, r.programs.end_date)}</p> : null}
              <p className="text-slate-800">
                {t('activity.registered', { date: formatDateTime(r.registration_date) })} ·{' '}
                {t('activity.id', { id: r.id.slice(0, 8) })}
              </p>
              {days !== null ? <p className="font-semibold">{t('activity.startsIn', { count: days })}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
