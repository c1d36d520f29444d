import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { LocalizedText } from '@/components/localized-text';
import { Table } from '@/components/table';
import { formatDate } from '@/lib/format';
import { localizedText } from '@/lib/localized';
import type { ReportRow } from '../api/concussion';
import { awarenessState, codeState, groupByProgram } from '../utils/report';

/** One person's confirmation, Code of Conduct and removal, as text (colour is a second cue only). */
export function ReportStatus({ row, today }: { row: ReportRow; today: string }) {
  const { t } = useTranslation('adminConcussion');
  const awareness = awarenessState(row, today);
  const code = codeState(row, today);
  return (
    <>
      <span className={`block ${awareness === 'valid' ? '' : 'font-semibold'}`}>
        {t(`status.awareness.${awareness}`, {
          date: row.confirmation_valid_until ? formatDate(row.confirmation_valid_until) : '',
        })}
      </span>
      <span className={`block ${code === 'missing' ? 'font-semibold' : ''}`}>{t(`status.code.${code}`)}</span>
      {row.person_kind === 'athlete' && row.minor && awareness === 'valid' && row.guardian_confirmed ? (
        <span className="block text-sm">{t('status.guardianConfirmed')}</span>
      ) : null}
    </>
  );
}

/** The report, one table per program (issue 24 point 7). */
export function ReportTables({ rows, today }: { rows: ReportRow[]; today: string }) {
  const { t, i18n } = useTranslation('adminConcussion');
  return (
    <>
      {groupByProgram(rows).map((g) => {
        const name = localizedText(g.nameFr, g.name, i18n.language);
        return (
          <section key={g.programId} className="mb-6" aria-labelledby={`concussion-program-${g.programId}`}>
            <h3 id={`concussion-program-${g.programId}`} className="mb-2 text-xl font-bold">
              <LocalizedText fr={g.nameFr} en={g.name} />
            </h3>
            <Table caption={t('report.caption', { program: name })} captionHidden>
              <thead>
                <tr>
                  <th scope="col">{t('report.person')}</th>
                  <th scope="col">{t('report.email')}</th>
                  <th scope="col">{t('report.confirmation')}</th>
                  <th scope="col">{t('report.removal')}</th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((r) => (
                  <tr key={`${r.person_kind}-${r.person_id}`} className="align-top">
                    <th scope="row" className="font-semibold">
                      {r.person_name}
                      <span className="block text-sm font-normal">
                        {t(`kinds.${r.person_kind}`)}
                        {r.person_kind === 'athlete' && r.minor ? ` · ${t('report.minor')}` : ''}
                      </span>
                    </th>
                    <td className="break-all">{r.family_email ?? '—'}</td>
                    <td className="min-w-52">
                      <ReportStatus row={r} today={today} />
                    </td>
                    <td>
                      {r.removed_since ? (
                        <Badge tone="danger">{t('status.removedSince', { date: formatDate(r.removed_since) })}</Badge>
                      ) : (
                        t('status.notRemoved')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        );
      })}
    </>
  );
}
