import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { useLocalized } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useAdminWaitlist } from '../api/waitlist';
import { MoveDialog } from './move-dialog';
import { serverErrorMessage } from '@/lib/server-errors';
import { ACTIVE_HEADING_ID, serverErrors, useWaitlistActions } from './use-waitlist-actions';
import { ActiveWaitlistTable, ClosedWaitlistTable } from './waitlist-tables';

/** /admin/programs/:programId/waitlist: one program's waiting list and what an admin may do with it (issue 24). */
export default function AdminWaitlistPage() {
  const { programId = '' } = useParams();
  const { t } = useTranslation(['adminWaitlist', 'common']);
  const { localized, lang } = useLocalized();
  const list = useAdminWaitlist(programId);
  const data = list.data;
  const active = data?.entries.filter((e) => e.status === 'waiting' || e.status === 'offered') ?? [];
  const closed = data?.entries.filter((e) => e.status !== 'waiting' && e.status !== 'offered') ?? [];
  const waitingCount = active.filter((e) => e.status === 'waiting').length;
  const programName = data ? localized(data.program.name_fr, data.program.name).text : '';
  const hours = (n: number) => t('summary.hours', { count: n, formattedCount: formatNumber(n) });

  const {
    action,
    announcement,
    failure,
    setFailure,
    moving,
    setMoving,
    offering,
    setOffering,
    removing,
    setRemoving,
    downloading,
    move,
    confirmOffer,
    confirmRemove,
    download,
  } = useWaitlistActions(programId, programName, lang);

  const title = data ? t('title', { program: programName }) : t('titlePlain');
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to="/admin/programs" className={buttonClasses('secondary')}>
          {t('backToPrograms')}
        </Link>
      </div>
      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {list.isError ? (
        <LoadFailedBanner
          title={t('loadFailed')}
          message={serverErrorMessage(list.error, t, serverErrors)}
          retryLabel={t('tryAgain')}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <section aria-labelledby="waitlist-summary" className="mb-6">
            <h2 id="waitlist-summary" className="mb-2 text-2xl font-bold">
              {t('summary.heading')}
            </h2>
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{t('summary.capacity')}</dt>
              <dd>
                {data.program.max_participants === null
                  ? t('summary.noLimit')
                  : formatNumber(data.program.max_participants)}
              </dd>
              <dt className="font-semibold">{t('summary.placesLeft')}</dt>
              <dd>
                {data.program.places_left === null ? t('summary.noLimit') : formatNumber(data.program.places_left)}
                <span className="block text-sm text-slate-700">{t('summary.placesLeftHint')}</span>
              </dd>
              <dt className="font-semibold">{t('summary.offerPeriod')}</dt>
              <dd>
                {hours(data.program.waitlist_offer_hours)}{' '}
                <Link className="text-blue-900 underline" to={`/admin/programs/${programId}/edit`}>
                  {t('summary.changeOfferPeriod')}
                </Link>
              </dd>
            </dl>
          </section>
          <div className="mb-6 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              busy={downloading === 'program'}
              disabled={downloading !== null}
              onClick={() => void download('program')}
            >
              {t('download.program')}
            </Button>
            <Button
              variant="secondary"
              busy={downloading === 'all'}
              disabled={downloading !== null}
              onClick={() => void download('all')}
            >
              {t('download.all')}
            </Button>
          </div>
        </>
      ) : null}
      <p role="status" aria-live="polite" className={announcement ? 'mb-4 font-semibold' : 'sr-only'}>
        {announcement}
      </p>
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      {data ? (
        <>
          <h2 id={ACTIVE_HEADING_ID} className="mb-2 text-2xl font-bold focus:outline-none focus-visible:outline-3">
            {t('active.heading')}
          </h2>
          {active.length === 0 ? (
            <p className="mb-6">{t('active.empty')}</p>
          ) : (
            <>
              <p className="mb-2">{t('active.count', { count: active.length })}</p>
              <div className="mb-8" aria-busy={action.isPending || undefined}>
                <ActiveWaitlistTable
                  entries={active}
                  waitingCount={waitingCount}
                  busy={action.isPending}
                  onMove={(e, position) => void move(e, position, position < (e.position ?? 0) ? 'up' : 'down')}
                  onMoveTo={setMoving}
                  onOffer={setOffering}
                  onRemove={setRemoving}
                />
              </div>
            </>
          )}
          <h2 className="mb-2 text-2xl font-bold">{t('closed.heading')}</h2>
          {closed.length === 0 ? <p>{t('closed.empty')}</p> : <ClosedWaitlistTable entries={closed} />}
        </>
      ) : null}
      <MoveDialog
        name={moving?.participant_name ?? null}
        current={moving?.position ?? 1}
        max={Math.max(waitingCount, 1)}
        busy={action.isPending}
        onClose={() => setMoving(null)}
        onMove={(position) => {
          const entry = moving;
          setMoving(null);
          if (entry) void move(entry, position, 'to');
        }}
      />
      <ConfirmModal
        open={offering !== null}
        title={t('offer.title', { name: offering?.participant_name ?? '' })}
        confirmLabel={t('offer.confirm')}
        busy={action.isPending}
        onConfirm={confirmOffer}
        onClose={() => setOffering(null)}
      >
        <p>
          {t('offer.body', {
            name: offering?.participant_name ?? '',
            hours: data ? hours(data.program.waitlist_offer_hours) : '',
          })}
        </p>
        {data && data.program.places_left !== null ? (
          <p className="mt-2 font-semibold">
            {t('offer.placesLeft', { places: formatNumber(data.program.places_left) })}
          </p>
        ) : null}
      </ConfirmModal>
      <ConfirmModal
        open={removing !== null}
        title={t('remove.title', { name: removing?.participant_name ?? '' })}
        confirmLabel={t('remove.confirm')}
        busy={action.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p>{t('remove.body')}</p>
      </ConfirmModal>
    </section>
  );
}
