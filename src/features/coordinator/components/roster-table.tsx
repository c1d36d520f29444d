import { useTranslation } from 'react-i18next';
import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { primaryContact } from '@domain/registration-search';
import { Badge } from '@/components/badge';
import { Table } from '@/components/table';
import { formatDate } from '@/lib/format';
import { provinceName } from '@/lib/provinces';
import type { RosterEntry } from '../api/coordinator';

const dash = '—';

/** The read-only roster of one program (spec 2 section 2, coordinator dashboard). */
export function RosterTable({ caption, entries }: { caption: string; entries: RosterEntry[] }) {
  const { t } = useTranslation(['coordinator', 'participants']);
  const today = orgToday(new Date());
  const code = (ns: string, v: string | null | undefined) => (v ? t(`participants:${ns}.${v}`) : dash);
  return (
    <Table caption={caption} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('roster.participant')}</th>
          <th scope="col">{t('roster.address')}</th>
          <th scope="col">{t('roster.age')}</th>
          <th scope="col">{t('roster.gender')}</th>
          <th scope="col">{t('roster.classification')}</th>
          <th scope="col">{t('roster.skating')}</th>
          <th scope="col">{t('roster.allergies')}</th>
          <th scope="col">{t('roster.medical')}</th>
          <th scope="col">{t('roster.emergency')}</th>
          <th scope="col">{t('roster.status')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const p = e.participant;
          const person = p ?? e.volunteer;
          const { primary } = primaryContact(person?.emergency_contacts);
          const place = [person?.address, person?.city, provinceName(p?.province, t), p?.postal_code]
            .filter(Boolean)
            .join(', ');
          const gender =
            p?.gender_identity === 'self_describe' && p.gender_self_description
              ? p.gender_self_description
              : code('genders', p?.gender_identity);
          return (
            <tr key={e.id} className="align-top">
              <th scope="row" className="font-semibold">
                {[person?.first_name, person?.last_name].filter(Boolean).join(' ')}
                <span className="block text-sm font-normal">{t(p ? 'types.participant' : 'types.volunteer')}</span>
              </th>
              <td>
                {place || dash}
                {person?.email ? <span className="block text-sm">{person.email}</span> : null}
                {e.volunteer?.phone ? <span className="block text-sm">{e.volunteer.phone}</span> : null}
              </td>
              <td>
                {person?.date_of_birth ? (
                  <>
                    {t('roster.years', { count: ageOn(person.date_of_birth, today) })}
                    <span className="block text-sm">{formatDate(person.date_of_birth)}</span>
                  </>
                ) : (
                  dash
                )}
              </td>
              <td>{p ? gender : dash}</td>
              <td>{p?.visual_classification ?? dash}</td>
              <td>{code('skating', p?.skating_experience)}</td>
              <td>{p?.allergies || dash}</td>
              <td>{person?.medical_conditions || dash}</td>
              <td>
                {primary ? (
                  <>
                    {primary.name}
                    <span className="block text-sm">
                      {primary.relationship === 'other' && primary.relationship_other
                        ? primary.relationship_other
                        : t(`participants:relationships.${primary.relationship}`)}{' '}
                      · {primary.phone}
                    </span>
                  </>
                ) : (
                  dash
                )}
              </td>
              <td>
                <Badge tone={e.status === 'approved' ? 'success' : 'warning'}>{t(`statuses.${e.status}`)}</Badge>
                <span className="block text-sm">{formatDate(e.registration_date)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
