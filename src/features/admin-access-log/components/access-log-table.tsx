import { useTranslation } from 'react-i18next';
import { langAttr, useLocalized } from '@/components/localized-text';
import { Table } from '@/components/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { AdminAccessLogRow } from '../api/access-log';
import { actionLabel, reasonLabel, roleLabel, scopeText, whatLabel } from '@/lib/access-log-labels';

/**
 * A blank cell, said as 'None' rather than as a dash. The hidden text is absolutely positioned: inside a relative
 * span it stays within the table's scrolling region (else, placed where the cell is, it widens the page at 320 px).
 */
function None() {
  const { t } = useTranslation('accessLog');
  return (
    <span className="relative">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('table.none')}</span>
    </span>
  );
}

function WhoCell({ row }: { row: AdminAccessLogRow }) {
  const { t } = useTranslation(['accessLog', 'common']);
  const role = roleLabel(t, row.actor_role);
  return (
    <td className="break-words">
      <span className="block font-semibold">{row.actor_name ?? t('table.formerAccount')}</span>
      {role ? <span className="block">{role}</span> : null}
      {row.actor_email ? <span className="block break-all text-sm">{row.actor_email}</span> : null}
    </td>
  );
}

function WhoseCell({ row }: { row: AdminAccessLogRow }) {
  const { t } = useTranslation('accessLog');
  const count = (key: 'participants' | 'volunteers', n: number) =>
    t(`table.${key}`, { count: n, formattedCount: formatNumber(n) });
  const more = row.participant_count - row.participants.length;
  if (row.participant_count === 0 && row.volunteer_count === 0)
    return (
      <td>
        <None />
      </td>
    );
  return (
    <td className="min-w-48">
      {row.participant_count > 0 ? (
        <>
          <span className="block font-semibold">{count('participants', row.participant_count)}</span>
          {row.participants.length ? (
            <span className="block">
              {row.participants.map((p) => p.name ?? t('table.removedParticipant')).join(', ')}
              {more > 0 ? ` ${t('table.more', { count: more, formattedCount: formatNumber(more) })}` : null}
            </span>
          ) : null}
        </>
      ) : null}
      {row.volunteer_count > 0 ? (
        <span className="block font-semibold">{count('volunteers', row.volunteer_count)}</span>
      ) : null}
    </td>
  );
}

/** The lines of the access log, newest first: when, who, what, where, whose (issue 25 point 2). */
export function AccessLogTable({ rows }: { rows: AdminAccessLogRow[] }) {
  const { t } = useTranslation(['accessLog', 'common']);
  const { localized } = useLocalized();
  return (
    <Table caption={t('table.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('table.when')}</th>
          <th scope="col">{t('table.who')}</th>
          <th scope="col">{t('table.action')}</th>
          <th scope="col">{t('table.what')}</th>
          <th scope="col">{t('table.where')}</th>
          <th scope="col">{t('table.program')}</th>
          <th scope="col">{t('table.whose')}</th>
          <th scope="col">{t('table.scope')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const program = r.program_name ? localized(r.program_name_fr, r.program_name) : null;
          const scope = scopeText(r.scope);
          return (
            <tr key={r.id}>
              <th scope="row" className="font-normal">
                <time dateTime={r.at}>{formatDateTime(r.at)}</time>
              </th>
              <WhoCell row={r} />
              <td>{actionLabel(t, r.action)}</td>
              <td>{whatLabel(t, r.what)}</td>
              <td>{reasonLabel(t, r.reason)}</td>
              <td>{program ? <span lang={langAttr(program)}>{program.text}</span> : <None />}</td>
              <WhoseCell row={r} />
              <td className="break-words">{scope || <None />}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
