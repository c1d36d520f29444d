import { useTranslation } from 'react-i18next';
import { Table } from '@/components/table';
import { orgToday } from '@domain/dates';
import { formatDate } from '@/lib/format';
import type { RecentRegistration } from '../api/recent-registrations';
import { StatusBadge } from './status-badge';
import { personName } from '@domain/person-name';

const nameOf = (p: RecentRegistration['participant'] | RecentRegistration['volunteer']) =>
  p ? personName(p.first_name, p.last_name) : '';

/** Participant, Program, Guardian, Status, Date (spec 2 section 2). */
export function RecentRegistrationsTable({ rows }: { rows: RecentRegistration[] }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <Table caption={t('overview.recentCaption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('overview.columns.participant')}</th>
          <th scope="col">{t('overview.columns.program')}</th>
          <th scope="col">{t('overview.columns.guardian')}</th>
          <th scope="col">{t('overview.columns.status')}</th>
          <th scope="col">{t('overview.columns.date')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row" className="font-semibold">
              {r.participant ? nameOf(r.participant) : `${nameOf(r.volunteer)} (${t('overview.volunteer')})`}
            </th>
            <td>{r.program?.name ?? ''}</td>
            <td>{r.parent_guardian_name || t('overview.noGuardian')}</td>
            <td>
              <StatusBadge status={r.status} />
            </td>
            <td>{formatDate(orgToday(new Date(r.registration_date)), undefined, 'medium')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
