import { useTranslation } from 'react-i18next';
import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { initialsOf, truncateId } from '@domain/user-search';
import { Badge } from '@/components/badge';
import { Table } from '@/components/table';
import { formatDate } from '@/lib/format';
import type { AdminUser } from '../api/users';
import { useLabels } from '../hooks/use-labels';
import { AccountActions, type AccountResult } from './account-actions';
import { personName } from '@domain/person-name';

function Avatar({ user }: { user: AdminUser }) {
  if (user.profile_photo_url) {
    return <img src={user.profile_photo_url} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-900 font-bold text-white"
    >
      {initialsOf(user.first_name, user.last_name, user.email)}
    </span>
  );
}

/** Contact Info, Role, Participant Details, Account Status, Joined (spec 2 section 2), and the account actions (issue 21). */
export function UsersTable({ users, onResult }: { users: AdminUser[]; onResult: (r: AccountResult) => void }) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  const today = orgToday(new Date());
  return (
    <Table caption={t('users.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('users.columns.contact')}</th>
          <th scope="col">{t('users.columns.role')}</th>
          <th scope="col">{t('users.columns.participant')}</th>
          <th scope="col">{t('users.columns.status')}</th>
          <th scope="col">{t('users.columns.joined')}</th>
          <th scope="col">{t('users.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => {
          const name = personName(u.first_name, u.last_name) || t('users.noName');
          return (
            <tr key={u.id}>
              <th scope="row" className="font-normal">
                <div className="flex items-center gap-3">
                  <Avatar user={u} />
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{name}</p>
                    <p className="break-all">{u.email}</p>
                  </div>
                </div>
              </th>
              <td>
                <p className="font-semibold">{labels.role(u.role)}</p>
                {u.phone ? <p>{t('users.phone', { phone: u.phone })}</p> : null}
                {u.stripe_customer_id ? (
                  <p title={u.stripe_customer_id}>{t('users.customer', { id: truncateId(u.stripe_customer_id) })}</p>
                ) : null}
              </td>
              <td>
                {u.participants.length === 0 ? (
                  <span>{t('users.noParticipant')}</span>
                ) : (
                  <ul>
                    {u.participants.map((p) => (
                      <li key={p.id}>
                        <span className="font-semibold">{personName(p.first_name, p.last_name)}</span>
                        {p.date_of_birth ? `, ${t('users.age', { age: ageOn(p.date_of_birth, today) })}` : ''}
                        {p.city || p.province
                          ? `, ${[p.city, p.province ? labels.province(p.province) : ''].filter(Boolean).join(', ')}`
                          : ''}
                        {p.visual_classification ? `, ${p.visual_classification}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <Badge tone={u.is_active ? 'success' : 'neutral'}>{labels.status(u.is_active)}</Badge>
              </td>
              <td>{formatDate(orgToday(new Date(u.created_at)), undefined, 'medium')}</td>
              <td>
                <AccountActions user={u} name={name} onResult={onResult} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
