import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button, buttonClasses } from '@/components/button';
import { Table } from '@/components/table';
import { formatDateRange, formatMoney, formatNumber } from '@/lib/format';
import { orgToday, programPhase } from '@domain/dates';
import type { AdminProgramRow } from '../api/programs-list';

type Props = {
  programs: AdminProgramRow[];
  busyId?: string;
  onToggle: (p: AdminProgramRow) => void;
  onDelete: (p: AdminProgramRow) => void;
};

const PHASE_TONE = { upcoming: 'info', ongoing: 'success', ended: 'neutral' } as const;

/** The programs table (spec 2 section 2): every action names its program for screen readers. */
export function ProgramsTable({ programs, busyId, onToggle, onDelete }: Props) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const today = orgToday(new Date());
  return (
    <Table caption={t('list.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.program')}</th>
          <th scope="col">{t('list.columns.dates')}</th>
          <th scope="col">{t('list.columns.location')}</th>
          <th scope="col">{t('list.columns.price')}</th>
          <th scope="col">{t('list.columns.registrations')}</th>
          <th scope="col">{t('list.columns.status')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {programs.map((p) => {
          const phase = programPhase(p.start_date, p.end_date, today);
          const ended = phase === 'ended';
          return (
            <tr key={p.id}>
              <th scope="row" className="font-semibold">
                {p.name}
              </th>
              <td>
                <span className="block">{formatDateRange(p.start_date, p.end_date)}</span>
                <Badge tone={PHASE_TONE[phase]}>{t(`list.phase.${phase}`)}</Badge>
              </td>
              <td>{p.location || t('list.tbd')}</td>
              <td>{formatMoney(p.price)}</td>
              <td>
                {p.max_participants
                  ? t('list.countOfMax', { count: p.active, max: formatNumber(p.max_participants) })
                  : formatNumber(p.active)}
                {p.total !== p.active ? (
                  <span className="block text-sm text-slate-700">{t('list.totalAll', { count: p.total })}</span>
                ) : null}
              </td>
              <td>
                <span className="flex flex-wrap gap-1">
                  <Badge tone={p.is_active ? 'success' : 'neutral'}>
                    {p.is_active ? t('list.badges.active') : t('list.badges.inactive')}
                  </Badge>
                  {ended ? <Badge tone="neutral">{t('list.badges.past')}</Badge> : null}
                  {p.is_active && !ended ? <Badge tone="info">{t('list.badges.open')}</Badge> : null}
                  {p.frenchMissing ? <Badge tone="warning">{t('list.badges.frenchMissing')}</Badge> : null}
                </span>
              </td>
              <td>
                <span className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/programs/${p.id}/registrations`}
                    className={buttonClasses('secondary', 'whitespace-nowrap')}
                  >
                    {t('list.registrations')}
                    <span className="sr-only"> {p.name}</span>
                  </Link>
                  <Link
                    to={`/admin/programs/${p.id}/waitlist`}
                    className={buttonClasses('secondary', 'whitespace-nowrap')}
                  >
                    {t('list.waitlist', { n: formatNumber(p.waiting) })}
                    <span className="sr-only"> {p.name}</span>
                  </Link>
                  <Link to={`/admin/programs/${p.id}/edit`} className={buttonClasses('secondary', 'whitespace-nowrap')}>
                    {t('common:edit')}
                    <span className="sr-only"> {p.name}</span>
                  </Link>
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap"
                    busy={busyId === p.id}
                    disabled={busyId === p.id}
                    onClick={() => onToggle(p)}
                  >
                    {p.is_active ? t('list.deactivate') : t('list.activate')}
                    <span className="sr-only"> {p.name}</span>
                  </Button>
                  {p.total === 0 ? (
                    <Button variant="danger" className="whitespace-nowrap" onClick={() => onDelete(p)}>
                      {t('common:delete')}
                      <span className="sr-only"> {p.name}</span>
                    </Button>
                  ) : null}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
