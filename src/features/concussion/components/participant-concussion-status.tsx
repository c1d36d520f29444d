import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { langAttr, useLocalized } from '@/components/localized-text';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { useConcussionStatus, type ParticipantConcussion } from '../api/concussion';
import { confirmationState } from '../utils/concussion-rules';
import { TextLink } from '@/components/text-link';

const STEPS = ['doctor', 'clearance', 'record', 'gradual'] as const;

/**
 * A participant's concussion safety on /participants (issue 24 point 6), as text: the awareness confirmation
 * (valid until / missing), and when removed from sport since when and the return-to-sport steps; after a
 * medical clearance, the day they were cleared to return.
 */
export function ParticipantConcussionStatus({ participantId, name }: { participantId: string; name: string }) {
  const { t } = useTranslation('concussion');
  const { user } = useAuth();
  const status = useConcussionStatus(user?.id);
  if (status.isError) return <p className="mt-3">{t('status.loadFailed')}</p>;
  const row = status.data?.participants.find((p) => p.participant_id === participantId);
  if (!row) return null;
  return <ConcussionStatusView row={row} name={name} today={orgToday(new Date())} />;
}

export function ConcussionStatusView({
  row,
  name,
  today,
}: {
  row: ParticipantConcussion;
  name: string;
  today: string;
}) {
  const { t } = useTranslation('concussion');
  const { localized } = useLocalized();
  const validUntil = row.confirmation?.valid_until ?? null;
  const state = confirmationState(validUntil, today);
  const lastClearance = [...row.clearances].sort((a, b) => b.cleared_on.localeCompare(a.cleared_on))[0];
  const program = row.removal?.program_name ? localized(row.removal.program_name_fr, row.removal.program_name) : null;
  return (
    <div className="mt-3 border-t-2 border-slate-300 pt-3">
      <h3 className="text-lg font-bold">{t('status.title')}</h3>
      <p className="mt-1">{t(`status.${state}`, { date: validUntil ? formatDate(validUntil) : '' })}</p>
      {state !== 'valid' ? (
        <p className="mt-1">
          <TextLink to="/concussion-safety">
            {t('status.confirm')} <span className="sr-only">{t('status.forName', { name })}</span>
          </TextLink>
        </p>
      ) : null}
      {row.removal ? (
        <div className="mt-2 rounded-md border-2 border-red-800 bg-red-50 p-3">
          <p className="font-bold">{t('status.removed', { date: formatDate(row.removal.suspected_on) })}</p>
          {program ? (
            <p className="mt-1">
              {t('status.recordedIn', { program: '' })}
              <span lang={langAttr(program)}>{program.text}</span>
            </p>
          ) : null}
          <h4 className="mt-2 font-bold">{t('status.stepsTitle')}</h4>
          <ol className="mt-1 list-decimal pl-6">
            {STEPS.map((s) => (
              <li key={s}>{t(`status.steps.${s}`)}</li>
            ))}
          </ol>
        </div>
      ) : lastClearance ? (
        <p className="mt-1 font-semibold">{t('status.cleared', { date: formatDate(lastClearance.cleared_on) })}</p>
      ) : null}
    </div>
  );
}
