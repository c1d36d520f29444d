import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import type { Flash } from '@/lib/forms/use-flash';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import {
  concussionServerErrors,
  useConfirmForParticipants,
  useConfirmForSelf,
  type ConcussionDocuments,
  type ConcussionStatus,
} from '../api/concussion';
import { confirmationState, needsAction } from '../utils/concussion-rules';
import { CheckBox } from './check-box';

type Docs = {
  awareness: NonNullable<ConcussionDocuments['awareness']>;
  code_of_conduct: ConcussionDocuments['code_of_conduct'];
};

type ParticipantsProps = {
  participants: ConcussionStatus['participants'];
  docs: Docs;
  onDone: (flash: Flash) => void;
};

/** Confirms for the family's participants (confirm_concussion_safety), with the guardian's tick for minors. */
export function ParticipantsConfirmForm({ participants, docs, onDone }: ParticipantsProps) {
  const { t, i18n } = useTranslation('concussion');
  const today = orgToday(new Date());
  const confirm = useConfirmForParticipants();
  const [chosen, setChosen] = useState<Set<string>>(
    () =>
      new Set(
        participants
          .filter((p) => needsAction(confirmationState(p.confirmation?.valid_until, today)))
          .map((p) => p.participant_id),
      ),
  );
  const [reviewed, setReviewed] = useState(false);
  const [guardian, setGuardian] = useState(false);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const minors = participants.filter((p) => p.minor && chosen.has(p.participant_id));
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const firstId = participants[0] ? `cs-participant-${participants[0].participant_id}` : 'cs-participants';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: SummaryError[] = [];
    if (!chosen.size) found.push({ fieldId: firstId, message: t('errors.noneChosen') });
    if (!reviewed) found.push({ fieldId: 'cs-reviewed', message: t('errors.reviewedRequired') });
    if (minors.length && !guardian) found.push({ fieldId: 'cs-guardian', message: t('errors.guardianRequired') });
    setErrors(found);
    if (found.length) return;
    if (!docs.code_of_conduct) return;
    const names = participants.filter((p) => chosen.has(p.participant_id)).map((p) => p.name);
    // mutateAsync: the outcome is said even though this form is drawn anew once the status has reloaded
    // (mutate's own callbacks are dropped when their component unmounts first).
    confirm
      .mutateAsync({
        participantIds: [...chosen],
        awarenessId: docs.awareness.id,
        codeOfConductId: docs.code_of_conduct.id,
        guardianReviewed: minors.length > 0 && guardian,
        language: currentLanguage(i18n.language),
      })
      .then(
        (rows) => {
          setReviewed(false);
          setGuardian(false);
          const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
          onDone({
            tone: 'success',
            text: t('participantsForm.success', {
              names: listFormat.format(names),
              date: rows[0] ? formatDate(rows[0].valid_until) : '',
            }),
          });
        },
        (error: unknown) => onDone({ tone: 'error', text: serverErrorMessage(error, t, concussionServerErrors) }),
      );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="cs-participants-title" className="mt-8">
      <h2 id="cs-participants-title" className="text-2xl font-bold text-slate-900">
        {t('participantsForm.title')}
      </h2>
      <ErrorSummary errors={errors} />
      <fieldset className="mt-3">
        <legend className="font-semibold text-slate-900">{t('participantsForm.choose')}</legend>
        {errorOf(firstId) ? <p className="mt-1 font-semibold text-red-800">{errorOf(firstId)}</p> : null}
        {participants.map((p) => (
          <CheckBox
            key={p.participant_id}
            id={`cs-participant-${p.participant_id}`}
            checked={chosen.has(p.participant_id)}
            onChange={(on) =>
              setChosen((prev) => {
                const next = new Set(prev);
                if (on) next.add(p.participant_id);
                else next.delete(p.participant_id);
                return next;
              })
            }
          >
            {p.name}
            {p.minor ? ` (${t('participantsForm.under18')})` : ''}
          </CheckBox>
        ))}
      </fieldset>
      <CheckBox id="cs-reviewed" checked={reviewed} onChange={setReviewed} error={errorOf('cs-reviewed')}>
        {t('participantsForm.reviewed')}
      </CheckBox>
      {minors.length ? (
        <CheckBox id="cs-guardian" checked={guardian} onChange={setGuardian} error={errorOf('cs-guardian')}>
          {t('participantsForm.guardian', {
            names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(minors.map((m) => m.name)),
          })}
        </CheckBox>
      ) : null}
      <Button type="submit" className="mt-4" busy={confirm.isPending} disabled={confirm.isPending}>
        {t('participantsForm.submit')}
      </Button>
    </form>
  );
}

type SelfProps = { role: 'coach' | 'volunteer'; docs: Docs; onDone: (flash: Flash) => void };

/** Confirms for the user as coach (Code of Conduct required) or volunteer (optional): confirm_own_concussion_safety. */
export function SelfConfirmForm({ role, docs, onDone }: SelfProps) {
  const { t, i18n } = useTranslation('concussion');
  const confirm = useConfirmForSelf();
  const [reviewed, setReviewed] = useState(false);
  const [code, setCode] = useState(false);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: SummaryError[] = [];
    if (!reviewed) found.push({ fieldId: 'cs-self-reviewed', message: t('errors.selfReviewedRequired') });
    if (role === 'coach' && !code) found.push({ fieldId: 'cs-self-code', message: t('errors.codeRequired') });
    setErrors(found);
    if (found.length) return;
    confirm
      .mutateAsync({
        awarenessId: docs.awareness.id,
        codeOfConductId: code && docs.code_of_conduct ? docs.code_of_conduct.id : null,
        language: currentLanguage(i18n.language),
      })
      .then(
        (row) => {
          setReviewed(false);
          setCode(false);
          onDone({ tone: 'success', text: t('selfForm.success', { date: formatDate(row.valid_until) }) });
        },
        (error: unknown) => onDone({ tone: 'error', text: serverErrorMessage(error, t, concussionServerErrors) }),
      );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="cs-self-title" className="mt-8">
      <h2 id="cs-self-title" className="text-2xl font-bold text-slate-900">
        {t(`selfForm.title.${role}`)}
      </h2>
      <ErrorSummary errors={errors} />
      <CheckBox id="cs-self-reviewed" checked={reviewed} onChange={setReviewed} error={errorOf('cs-self-reviewed')}>
        {t('selfForm.reviewed')}
      </CheckBox>
      {docs.code_of_conduct ? (
        <CheckBox
          id="cs-self-code"
          checked={code}
          onChange={setCode}
          error={errorOf('cs-self-code')}
          hint={role === 'volunteer' ? t('selfForm.codeOptional') : undefined}
        >
          {t('selfForm.code')}
        </CheckBox>
      ) : null}
      <Button type="submit" className="mt-4" busy={confirm.isPending} disabled={confirm.isPending}>
        {t('selfForm.submit')}
      </Button>
    </form>
  );
}
