import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langAttr, useLocalized } from '@/components/localized-text';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { useParticipantAccess, type ParticipantAccessRow } from '../api/access-log';
import { reasonLabel, roleLabel, whatLabel } from '@/lib/access-log-labels';
import { LoadFailedBanner } from '@/components/load-failed-banner';

/** my_participant_access answers at most this many lines. */
export const PARTICIPANT_ACCESS_LIMIT = 200;

/** 'Nov 26, 2026, 9:30 a.m. — Camille Coach (Coach) — Medical and emergency information, Program roster, Winter League'. */
export function AccessLine({ row }: { row: ParticipantAccessRow }) {
  const { t } = useTranslation(['accessLog', 'common']);
  const { localized } = useLocalized();
  const role = roleLabel(t, row.actor_role);
  const program = row.program_name ? localized(row.program_name_fr, row.program_name) : null;
  return (
    <li>
      <time dateTime={row.at}>{formatDateTime(row.at)}</time>
      {' — '}
      <span className="font-semibold">{row.actor_name ?? t('participant.formerStaff')}</span>
      {role ? ` (${role})` : null}
      {' — '}
      {whatLabel(t, row.what)}, {reasonLabel(t, row.reason)}
      {program ? (
        <>
          , <span lang={langAttr(program)}>{program.text}</span>
        </>
      ) : null}
    </li>
  );
}

/**
 * On the family's /participants, under each participant (issue 25 point 2): a disclosure 'Who viewed <name>'s
 * medical information'. The list is read when it is opened (and again at each opening), newest first.
 */
export function ParticipantAccessLog({ participantId, name }: { participantId: string; name: string }) {
  const { t } = useTranslation('accessLog');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const access = useParticipantAccess(participantId, open);
  const rows = access.data;
  return (
    <div className="mt-3 border-t-2 border-slate-300 pt-3">
      <h3 className="text-lg font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md text-left text-blue-900 underline focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          <span aria-hidden="true" className="inline-block w-4">
            {open ? '▾' : '▸'}
          </span>
          {t('participant.toggle', { name })}
        </button>
      </h3>
      <div id={regionId} hidden={!open} className="mt-2">
        {open ? (
          <>
            <p className="mb-2 text-slate-700">{t('participant.intro')}</p>
            {access.isPending ? <Spinner label={t('participant.loading')} /> : null}
            {access.isError ? (
              <LoadFailedBanner
                message={t('participant.loadFailed')}
                retryLabel={t('participant.tryAgain')}
                onRetry={() => void access.refetch()}
              />
            ) : null}
            {rows && rows.length === 0 ? <p>{t('participant.none', { name })}</p> : null}
            {rows && rows.length > 0 ? (
              <>
                <ul className="list-disc space-y-1 pl-6">
                  {rows.map((r, i) => (
                    <AccessLine key={`${r.at}-${i}`} row={r} />
                  ))}
                </ul>
                {rows.length >= PARTICIPANT_ACCESS_LIMIT ? (
                  <p className="mt-2">{t('participant.limit', { count: PARTICIPANT_ACCESS_LIMIT })}</p>
                ) : null}
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
