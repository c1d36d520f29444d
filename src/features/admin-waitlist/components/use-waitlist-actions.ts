import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '@/lib/csv';
import { focusTarget } from '@/lib/focus-target';
import { formatDateTime, formatNumber } from '@/lib/format';
import { serverErrorMessage, type ServerErrorOptions } from '@/lib/server-errors';
import { orgToday } from '@domain/dates';
import { fetchWaitlistExport, useWaitlistAction, type AdminWaitlist, type AdminWaitlistEntry } from '../api/waitlist';
import { waitlistCsv, waitlistCsvFilename } from '../utils/waitlist-csv';
import { actionId } from './waitlist-tables';

export const serverErrors: ServerErrorOptions = { ns: 'adminWaitlist', fallbackKey: 'adminWaitlist:genericError' };
export const ACTIVE_HEADING_ID = 'waitlist-active-heading';

const focusSoon = (id: string) =>
  requestAnimationFrame(() => requestAnimationFrame(() => focusTarget(document.getElementById(id))));

/**
 * What an admin does on one program's waiting list (move, offer, remove, download), with what each said: the polite
 * announcement of what happened or the failure, and where the focus goes after it.
 */
export function useWaitlistActions(programId: string, programName: string, lang: string) {
  const { t } = useTranslation(['adminWaitlist', 'common']);
  const action = useWaitlistAction(programId);
  // What the last action did (polite, always in the page so it is announced) or why it failed.
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [moving, setMoving] = useState<AdminWaitlistEntry | null>(null);
  const [offering, setOffering] = useState<AdminWaitlistEntry | null>(null);
  const [removing, setRemoving] = useState<AdminWaitlistEntry | null>(null);
  const [downloading, setDownloading] = useState<'program' | 'all' | null>(null);

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

  return {
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
  };
}
