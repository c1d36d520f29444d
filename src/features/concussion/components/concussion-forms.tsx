import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import type { Flash } from '@/lib/forms/use-flash';
import { useFormShell } from '@/lib/forms/use-form-shell';
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
import {
  participantsConfirmSchema,
  selfConfirmSchema,
  type ParticipantsConfirmValues,
  type SelfConfirmValues,
} from '../schemas/confirm.schema';
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
  const minorIds = useMemo(
    () => new Set(participants.filter((p) => p.minor).map((p) => p.participant_id)),
    [participants],
  );
  const firstId = participants[0] ? `cs-participant-${participants[0].participant_id}` : 'cs-participants';
  const shell = useFormShell<ParticipantsConfirmValues>({
    schema: participantsConfirmSchema(minorIds),
    defaultValues: {
      participantIds: participants
        .filter((p) => needsAction(confirmationState(p.confirmation?.valid_until, today)))
        .map((p) => p.participant_id),
      reviewed: false,
      guardian: false,
    },
    ids: { participantIds: firstId, reviewed: 'cs-reviewed', guardian: 'cs-guardian' },
    // The errors stay as the last submit left them, like the summary.
    reValidateMode: 'onSubmit',
    serverErrors: concussionServerErrors,
  });
  const { control, setValue } = shell.form;
  const [chosenIds, reviewed, guardian] = useWatch({ control, name: ['participantIds', 'reviewed', 'guardian'] });
  const chosen = new Set(chosenIds);
  const minors = participants.filter((p) => p.minor && chosen.has(p.participant_id));

  const save = (v: ParticipantsConfirmValues) => {
    if (!docs.code_of_conduct) return;
    const names = participants.filter((p) => v.participantIds.includes(p.participant_id)).map((p) => p.name);
    // mutateAsync: the outcome is said even though this form is drawn anew once the status has reloaded
    // (mutate's own callbacks are dropped when their component unmounts first). A refusal is said in the flash.
    return confirm
      .mutateAsync({
        participantIds: v.participantIds,
        awarenessId: docs.awareness.id,
        codeOfConductId: docs.code_of_conduct.id,
        guardianReviewed: v.participantIds.some((id) => minorIds.has(id)) && v.guardian,
        language: currentLanguage(i18n.language),
      })
      .then(
        (rows) => {
          setValue('reviewed', false);
          setValue('guardian', false);
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
    <form noValidate onSubmit={shell.submit(save)} aria-labelledby="cs-participants-title" className="mt-8">
      <h2 id="cs-participants-title" className="text-2xl font-bold text-slate-900">
        {t('participantsForm.title')}
      </h2>
      <ErrorSummary errors={shell.summary} />
      <fieldset className="mt-3">
        <legend className="font-semibold text-slate-900">{t('participantsForm.choose')}</legend>
        {shell.fieldError('participantIds') ? (
          <p className="mt-1 font-semibold text-red-800">{shell.fieldError('participantIds')}</p>
        ) : null}
        {participants.map((p) => (
          <CheckBox
            key={p.participant_id}
            id={`cs-participant-${p.participant_id}`}
            checked={chosen.has(p.participant_id)}
            onChange={(on) =>
              setValue(
                'participantIds',
                on ? [...chosenIds, p.participant_id] : chosenIds.filter((id) => id !== p.participant_id),
              )
            }
          >
            {p.name}
            {p.minor ? ` (${t('participantsForm.under18')})` : ''}
          </CheckBox>
        ))}
      </fieldset>
      <CheckBox
        id="cs-reviewed"
        checked={reviewed}
        onChange={(on) => setValue('reviewed', on)}
        error={shell.fieldError('reviewed')}
      >
        {t('participantsForm.reviewed')}
      </CheckBox>
      {minors.length ? (
        <CheckBox
          id="cs-guardian"
          checked={guardian}
          onChange={(on) => setValue('guardian', on)}
          error={shell.fieldError('guardian')}
        >
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
  const shell = useFormShell<SelfConfirmValues>({
    schema: selfConfirmSchema(role === 'coach'),
    defaultValues: { reviewed: false, code: false },
    idPrefix: 'cs-self-',
    reValidateMode: 'onSubmit',
    serverErrors: concussionServerErrors,
  });
  const { control, setValue } = shell.form;
  const [reviewed, code] = useWatch({ control, name: ['reviewed', 'code'] });

  const save = (v: SelfConfirmValues) =>
    confirm
      .mutateAsync({
        awarenessId: docs.awareness.id,
        codeOfConductId: v.code && docs.code_of_conduct ? docs.code_of_conduct.id : null,
        language: currentLanguage(i18n.language),
      })
      .then(
        (row) => {
          setValue('reviewed', false);
          setValue('code', false);
          onDone({ tone: 'success', text: t('selfForm.success', { date: formatDate(row.valid_until) }) });
        },
        (error: unknown) => onDone({ tone: 'error', text: serverErrorMessage(error, t, concussionServerErrors) }),
      );

  return (
    <form noValidate onSubmit={shell.submit(save)} aria-labelledby="cs-self-title" className="mt-8">
      <h2 id="cs-self-title" className="text-2xl font-bold text-slate-900">
        {t(`selfForm.title.${role}`)}
      </h2>
      <ErrorSummary errors={shell.summary} />
      <CheckBox
        id="cs-self-reviewed"
        checked={reviewed}
        onChange={(on) => setValue('reviewed', on)}
        error={shell.fieldError('reviewed')}
      >
        {t('selfForm.reviewed')}
      </CheckBox>
      {docs.code_of_conduct ? (
        <CheckBox
          id="cs-self-code"
          checked={code}
          onChange={(on) => setValue('code', on)}
          error={shell.fieldError('code')}
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
