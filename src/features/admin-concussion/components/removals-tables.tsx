import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { LocalizedText } from '@/components/localized-text';
import { Table } from '@/components/table';
import { formatDate } from '@/lib/format';
import type { Removal } from '../api/concussion';

const dash = '—';

/** Open removals from sport with 'Record medical clearance' on each (issue 24 point 6). */
export function OpenRemovalsTable({ rows, onClear }: { rows: Removal[]; onClear: (removal: Removal) => void }) {
  const { t } = useTranslation('adminConcussion');
  return (
    <Table caption={t('removals.openCaption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('removals.participant')}</th>
          <th scope="col">{t('removals.suspectedOn')}</th>
          <th scope="col">{t('removals.notes')}</th>
          <th scope="col">{t('removals.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="align-top">
            <th scope="row" className="font-semibold">
              {r.participant_name}
              <span className="block text-sm font-normal">
                <LocalizedText fr={r.program_name_fr} en={r.program_name} />
              </span>
            </th>
            <td>
              {formatDate(r.suspected_on)}
              {r.recorded_by_name ? (
                <span className="block text-sm">{t('removals.recordedBy', { name: r.recorded_by_name })}</span>
              ) : null}
            </td>
            <td className="break-words">{r.notes || dash}</td>
            <td>
              <Button
                variant="secondary"
                aria-label={t('removals.clearLabel', { name: r.participant_name })}
                onClick={() => onClear(r)}
              >
                {t('removals.clear')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Cleared removals, newest first (the history). */
export function ClearedRemovalsTable({ rows }: { rows: Removal[] }) {
  const { t } = useTranslation('adminConcussion');
  return (
    <Table caption={t('removals.historyCaption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('removals.participant')}</th>
          <th scope="col">{t('removals.suspectedOn')}</th>
          <th scope="col">{t('removals.clearedOn')}</th>
          <th scope="col">{t('removals.clearedNote')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="align-top">
            <th scope="row" className="font-semibold">
              {r.participant_name}
              <span className="block text-sm font-normal">
                <LocalizedText fr={r.program_name_fr} en={r.program_name} />
              </span>
            </th>
            <td>
              {formatDate(r.suspected_on)}
              {r.recorded_by_name ? (
                <span className="block text-sm">{t('removals.recordedBy', { name: r.recorded_by_name })}</span>
              ) : null}
            </td>
            <td>
              {r.cleared_on ? formatDate(r.cleared_on) : dash}
              {r.cleared_by_name ? (
                <span className="block text-sm">{t('removals.clearedBy', { name: r.cleared_by_name })}</span>
              ) : null}
            </td>
            <td className="break-words">{r.cleared_note || dash}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
