import { useTranslation } from 'react-i18next';
import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { isSelfDescribe } from '@domain/participant-rules';
import { primaryContact } from '@domain/registration-search';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Table } from '@/components/table';
import { formatDate } from '@/lib/format';
import { provinceName } from '@/lib/provinces';
import type { RosterEntry } from '../api/coordinator';
import { personName } from '@domain/person-name';

const dash = '—';

type Props = {
  caption: string;
  entries: RosterEntry[];
  /** 'Record a suspected concussion' on a participant's row (issue 24 point 6); no action column without it. */
  onRecordConcussion?: (entry: RosterEntry, name: string) => void;
};

/** The concussion lines of a row (issue 24 points 6-7), as text: colour is never the only cue. */
export function ConcussionStatus({ entry, today }: { entry: RosterEntry; today: string }) {
  const { t } = useTranslation('coordinator');
  const until = entry.concussion_valid_until;
  const valid = Boolean(until && until > today);
  const athlete = entry.participant !== null;
  return (
    <>
      {entry.removed_from_sport ? (
        <span className="mb-1 block">
          <Badge tone="danger">
            {t('concussion.removedSince', { date: formatDate(entry.removed_from_sport.since) })}
          </Badge>
        </span>
      ) : null}
      <span className={`block ${valid ? '' : 'font-semibold'}`}>
        {valid
          ? t('concussion.awarenessValid', { date: formatDate(until!) })
          : until
            ? t('concussion.awarenessExpired', { date: formatDate(until) })
            : t('concussion.awarenessMissing')}
      </span>
      <span className={`block ${entry.code_of_conduct || !athlete ? '' : 'font-semibold'}`}>
        {entry.code_of_conduct
          ? t('concussion.codeAcknowledged')
          : athlete
            ? t('concussion.codeMissing')
            : t('concussion.codeNotRequired')}
      </span>
    </>
  );
}

/** The roster of one program (spec 2 section 2, coordinator dashboard), with each row's concussion status. */
/**
 * Between two pieces of a cell shown on lines of their own: a screen reader reads the cell as one line, and Orca read
 * 'Zoe SkaterParticipant' and '12 yearsNovember 28, 2014' (a space before a block is not rendered, so not read).
 * A comma of no width rather than `sr-only`: an absolutely placed piece inside the sideways-scrolling table made the
 * page scroll sideways at 320 px.
 */
function Pause() {
  return <span className="inline-block w-0 overflow-hidden whitespace-pre">, </span>;
}

export function RosterTable({ caption, entries, onRecordConcussion }: Props) {
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
          <th scope="col">{t('roster.concussion')}</th>
          {onRecordConcussion ? <th scope="col">{t('roster.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const p = e.participant;
          const person = p ?? e.volunteer;
          const { primary } = primaryContact(person?.emergency_contacts);
          const name = personName(person?.first_name, person?.last_name);
          const place = [person?.address, person?.city, provinceName(p?.province, t), p?.postal_code]
            .filter(Boolean)
            .join(', ');
          const gender =
            isSelfDescribe(p?.gender_identity) && p?.gender_self_description
              ? p.gender_self_description
              : code('genders', p?.gender_identity);
          return (
            <tr key={e.id} className="align-top">
              <th scope="row" className="font-semibold">
                {name}
                <Pause />
                <span className="block text-sm font-normal">{t(p ? 'types.participant' : 'types.volunteer')}</span>
              </th>
              <td>
                {place || dash}
                {person?.email ? <Pause /> : null}
                {person?.email ? <span className="block text-sm">{person.email}</span> : null}
                {e.volunteer?.phone ? <span className="block text-sm">{e.volunteer.phone}</span> : null}
              </td>
              <td>
                {person?.date_of_birth ? (
                  <>
                    {t('roster.years', { count: ageOn(person.date_of_birth, today) })}
                    <Pause />
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
              <td className="min-w-52">
                <ConcussionStatus entry={e} today={today} />
              </td>
              {onRecordConcussion ? (
                <td>
                  {p && !e.removed_from_sport ? (
                    <Button
                      variant="secondary"
                      aria-label={t('concussion.recordLabel', { name })}
                      onClick={() => onRecordConcussion(e, name)}
                    >
                      {t('concussion.record')}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
