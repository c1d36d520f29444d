import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { useLocalized } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { formatDateTime, formatNumber } from '@/lib/format';
import { serverErrorMessage, type ServerErrorOptions } from '@/lib/server-errors';
import { orgToday } from '@domain/dates';
import {
  fetchWaitlistExport,
  useAdminWaitlist,
  useWaitlistAction,
  type AdminWaitlist,
  type AdminWaitlistEntry,
} from '../api/waitlist';
import { waitlistCsv, waitlistCsvFilename } from '../utils/waitlist-csv';
import { MoveDialog } from './move-dialog';
import { actionId, ActiveWaitlistTable, ClosedWaitlistTable } from './waitlist-tables';

const serverErrors: ServerErrorOptions = { ns: 'adminWaitlist', fallbackKey: 'adminWaitlist:genericError' };
const ACTIVE_HEADING_ID = 'waitlist-active-heading';

const focusSoon = (id: string) =>
  requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(id)?.focus()));

/** /admin/programs/:programId/waitlist: one program's waiting list and what an admin may do with it (issue 24). */
export default function AdminWaitlistPage() {
  const { programId = '' } = useParams();
  const { t } = useTranslation(['adminWaitlist', 'common']);
  const { localized, lang } = useLocalized();
  const list = useAdminWaitlist(programId);
  const action = useWaitlistAction(programId);
  // What the last action did (polite, always in the page so it is announced) or why it failed.
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [moving, setMoving] = useState<AdminWaitlistEntry | null>(null);
  const [offering, setOffering] = useState<AdminWaitlistEntry | null>(null);
  const [removing, setRemoving] = useState<AdminWaitlistEntry | null>(null);
  const [downloading, setDownloading] = useState<'program' | 'all' | null>(null);

  const data = list.data;
  const active = data?.entries.filter((e) => e.status === 'waiting' || e.status === 'offered') ?? [];
  const closed = data?.entries.filter((e) => e.status !== 'waiting' && e.status !== 'offered') ?? [];
  const waitingCount = active.filter((e) => e.status === 'waiting').length;
  const programName = data ? localized(data.program.name_fr, data.program.name).text : '';
  const hours = (n: number) => t('summary.hours', { count: n, formattedCount: formatNumber(n) });

  const run = async (
    entry: AdminWaitlistEntry,
    request: Parameters<typeof action.mutateAsync>[0],
    done: (fresh: AdminWaitlist, row: AdminWaitlistEntry | undefined) => { text: string; focus: string },
  ) => {
    setFailure(null);
    setAnnouncement('');
    try {
      const fresh = await action.mutateAsync(request);
      const row = fresh.entries.find((e) => e.id === entry.id);
      const outcome = done(fresh, row);
      setAnnouncement(outcome.text);
      focusSoon(outcome.focus);
    } catch (e) {
      setFailure(t('failed', { message: serverErrorMessage(e, t, serverErrors) }));
      focusSoon(ACTIVE_HEADING_ID);
    }
  };

  /** Focus after a move: the same button on the moved row, or its other move button at either end. */
  const afterMove = (
    fresh: AdminWaitlist,
    row: AdminWaitlistEntry | undefined,
    entry: AdminWaitlistEntry,
    via: 'up' | 'down' | 'to',
  ) => {
    const total = fresh.entries.filter((e) => e.status === 'waiting').length;
    const position = row?.position ?? 0;
    let focus = actionId(entry.id, via);
    if (via === 'up' && position <= 1) focus = actionId(entry.id, 'down');
    if (via === 'down' && position >= total) focus = actionId(entry.id, 'up');
    return {
      text: t('announce.moved', {
        name: entry.participant_name,
        position: formatNumber(position),
        total: formatNumber(total),
      }),
      focus,
    };
  };

  const move = (entry: AdminWaitlistEntry, position: number, via: 'up' | 'down' | 'to') =>
    run(entry, { kind: 'move', entryId: entry.id, position }, (fresh, row) => afterMove(fresh, row, entry, via));

  const confirmOffer = () => {
    const entry = offering;
    if (!entry) return;
    void run(entry, { kind: 'offer', entryId: entry.id }, (_fresh, row) => ({
      text: row?.offer_expires_at
        ? t('announce.offered', { name: entry.participant_name, deadline: formatDateTime(row.offer_expires_at) })
        : t('announce.offeredNoDeadline', { name: entry.participant_name }),
      focus: actionId(entry.id, 'remove'),
    })).finally(() => setOffering(null));
  };

  const confirmRemove = () => {
    const entry = removing;
    if (!entry) return;
    void run(entry, { kind: 'remove', entryId: entry.id }, () => ({
      text: t('announce.removed', { name: entry.participant_name }),
      focus: ACTIVE_HEADING_ID,
    })).finally(() => setRemoving(null));
  };

  const download = async (scope: 'program' | 'all') => {
    setFailure(null);
    setAnnouncement('');
    setDownloading(scope);
    try {
      const rows = await fetchWaitlistExport(scope === 'program' ? programId : null);
      if (rows.length === 0) {
        setAnnouncement(t('download.empty'));
        return;
      }
      const today = orgToday(new Date());
      downloadCsv(waitlistCsvFilename(scope === 'program' ? programName : null, today), waitlistCsv(rows, t, lang));
      setAnnouncement(t('download.done', { count: rows.length }));
    } catch (e) {
      setFailure(t('download.failed', { message: serverErrorMessage(e, t, serverErrors) }));
    } finally {
      setDownloading(null);
    }
  };

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
          <h2
            id={ACTIVE_HEADING_ID}
            tabIndex={-1}
            className="mb-2 text-2xl font-bold focus:outline-none focus-visible:outline-3"
          >
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
