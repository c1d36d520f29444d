import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { CONTENT_SLOT, LocalizedText, useLocalized, withContent } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { formatDateRange, formatMoney } from '@/lib/format';
import { useParticipantChoices } from '../api/participant-choices';
import { personName } from '@domain/person-name';
import { TextLink } from '@/components/text-link';

/** /participants/:id/register: choose a program, then its register screen with this participant preselected. */
export default function ParticipantRegisterPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('registration');
  const { localized } = useLocalized();
  const { data, isPending, error, refetch } = useParticipantChoices(id);
  if (isPending) {
    return (
      <>
        <PageTitle>{t('pick.titleGeneric')}</PageTitle>
        <Spinner />
      </>
    );
  }
  if (error || !data?.participant) {
    return (
      <>
        <PageTitle>{t('pick.titleGeneric')}</PageTitle>
        {error ? (
          <LoadFailedBanner
            title={t('errors.loadFailedTitle')}
            message={t('errors.loadFailed')}
            retryLabel={t('errors.tryAgain')}
            onRetry={() => void refetch()}
          />
        ) : (
          <p className="mb-4">{t('pick.notFound')}</p>
        )}
        <TextLink to="/participants">{t('pick.backToParticipants')}</TextLink>
      </>
    );
  }
  const name = personName(data.participant.first_name, data.participant.last_name);
  return (
    <>
      <PageTitle>{t('pick.title', { name })}</PageTitle>
      <p className="mb-4 text-slate-800">{t('pick.intro')}</p>
      {data.programs.length === 0 ? <p>{t('pick.none')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {data.programs.map((p) => {
          const registered = data.activeProgramIds.includes(p.id);
          // The program's name in the visitor's language, marked lang="en" inside a French sentence when it has no French.
          const name = localized(p.name_fr, p.name);
          // Its registration screen with this participant chosen: the form, or the waiting list when full.
          const register = `/programs/${p.id}/register?participant=${encodeURIComponent(data.participant!.id)}`;
          return (
            <li key={p.id} className="rounded-lg border-2 border-slate-700 bg-white p-4">
              <LocalizedText as="h2" className="text-xl font-bold text-slate-900" fr={p.name_fr} en={p.name} />
              <p>{formatDateRange(p.start_date, p.end_date)}</p>
              {p.location || p.location_fr ? <LocalizedText as="p" fr={p.location_fr} en={p.location} /> : null}
              <p className="mb-3 font-semibold">{formatMoney(p.price)}</p>
              {registered ? (
                <Badge>{withContent(t('pick.alreadyRegistered', { program: CONTENT_SLOT }), name)}</Badge>
              ) : p.is_full ? (
                <>
                  <Badge tone="danger">{withContent(t('pick.full', { program: CONTENT_SLOT }), name)}</Badge>
                  {/* Full is not the end (issue 24 point 1): its waiting list, with this participant chosen. */}
                  <p className="mt-3">
                    <TextLink to={register}>
                      {withContent(t('pick.joinWaitlist', { program: CONTENT_SLOT }), name)}
                    </TextLink>
                  </p>
                </>
              ) : (
                <Link
                  to={register}
                  className="inline-flex min-h-11 items-center rounded-md bg-blue-900 px-4 font-semibold text-white underline-offset-2 hover:underline"
                >
                  {withContent(t('pick.choose', { program: CONTENT_SLOT }), name)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <TextLink to="/participants">{t('pick.backToParticipants')}</TextLink>
      </p>
    </>
  );
}
