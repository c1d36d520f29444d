import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { CONTENT_SLOT, useLocalized, withContent } from '@/components/localized-text';
import { Table } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import type { AdminEvent } from '../api/events';

type Props = { events: AdminEvent[]; now: Date; onEdit: (e: AdminEvent) => void; onDelete: (e: AdminEvent) => void };

const given = (v: string | null) => (v ?? '').trim() !== '';
/** English given without its French (the 'French missing' marker). */
const lacksFrench = (e: AdminEvent) =>
  (given(e.name) && !given(e.name_fr)) || (given(e.description) && !given(e.description_fr));

/** Every event, soonest first; past ones are marked in text. */
export function EventsTable({ events, now, onEdit, onDelete }: Props) {
  const { t } = useTranslation('adminEvents');
  const { localized } = useLocalized();
  return (
    <Table caption={t('list.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.event')}</th>
          <th scope="col">{t('list.columns.when')}</th>
          <th scope="col">{t('list.columns.where')}</th>
          <th scope="col">{t('list.columns.capacity')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => {
          const past = new Date(e.starts_at) < now;
          return (
            <tr key={e.id}>
              <th scope="row" className="font-normal">
                <p className="font-semibold">{e.name}</p>
                <p>
                  <Badge tone={past ? 'neutral' : 'info'}>{t(`types.${e.event_type}`)}</Badge>{' '}
                  {past ? <Badge>{t('list.past')}</Badge> : <Badge tone="success">{t('list.upcoming')}</Badge>}
                  {lacksFrench(e) ? (
                    <>
                      {' '}
                      <Badge tone="warning">{t('lang.frenchMissing')}</Badge>
                    </>
                  ) : null}
                </p>
                {e.program ? (
                  <p>
                    {withContent(
                      t('list.program', { name: CONTENT_SLOT }),
                      localized(e.program.name_fr, e.program.name),
                    )}
                  </p>
                ) : null}
                {e.description ? <p className="text-slate-800">{e.description}</p> : null}
              </th>
              <td>
                {formatDateTime(e.starts_at)}
                {e.ends_at ? (
                  <>
                    {' '}
                    {t('list.until')} {formatDateTime(e.ends_at)}
                  </>
                ) : null}
              </td>
              <td>{e.location ?? t('list.noLocation')}</td>
              <td>{e.capacity ?? t('list.noLimit')}</td>
              <td>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => onEdit(e)}
                    aria-label={t('list.editNamed', { name: e.name })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => onDelete(e)}
                    aria-label={t('list.deleteNamed', { name: e.name })}
                  >
                    {t('list.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
