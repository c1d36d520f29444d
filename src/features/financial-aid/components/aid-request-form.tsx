import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { langAttr, useLocalized } from '@/components/localized-text';
import { formatDateRange, formatMoney } from '@/lib/format';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { aidServerErrors, useRequestFinancialAid, type AidParticipant, type AidProgram } from '../api/financial-aid';
import {
  AID_NOTE_MAX,
  EMPTY_AID_FORM,
  aidRequestSchema,
  type AidFormValues,
  type AidValues,
} from '../schemas/request.schema';

/** What /financial-aid says after a request is sent (router state). */
export type SentState = { program: string };

type Props = {
  programs: AidProgram[];
  /** The program named in the address (fixed), or null to choose one. */
  fixed: AidProgram | null;
  participants: AidParticipant[];
  onSent: (sent: SentState) => void;
};

export const aidParticipantId = (id: string) => `aid-participant-${id}`;

export function AidRequestForm({ programs, fixed, participants, onSent }: Props) {
  const { t } = useTranslation('financialAid');
  const { localized } = useLocalized();
  const mutation = useRequestFinancialAid();
  const schema = useMemo(() => aidRequestSchema((id) => programs.find((p) => p.id === id)?.price ?? null), [programs]);
  const shell = useFormShell<AidFormValues, AidValues>({
    schema,
    defaultValues: { ...EMPTY_AID_FORM, programId: fixed?.id ?? '' },
    ns: 'financialAid',
    idPrefix: 'aid-',
    ids: { participantIds: participants[0] ? aidParticipantId(participants[0].id) : undefined },
    serverErrors: aidServerErrors,
  });
  const { register, control, setValue, getValues } = shell.form;
  const programId = useWatch({ control, name: 'programId' });
  const selected = useWatch({ control, name: 'participantIds' });
  const program = programs.find((p) => p.id === programId) ?? null;
  const busy = mutation.isPending;
  const participantsError = shell.fieldError('participantIds');

  const toggle = (id: string, on: boolean) => {
    const prev = getValues('participantIds');
    setValue('participantIds', on ? [...prev.filter((x) => x !== id), id] : prev.filter((x) => x !== id), {
      shouldValidate: shell.attempt > 0,
    });
  };

  const save = async (values: AidValues) => {
    await mutation.mutateAsync(values);
    const p = programs.find((x) => x.id === values.programId);
    onSent({ program: p ? localized(p.name_fr, p.name).text : '' });
  };

  const programName = (p: AidProgram) => localized(p.name_fr, p.name);

  return (
    <>
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <form
        noValidate
        className="max-w-3xl"
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
        }}
      >
        {fixed ? (
          <div className="mb-4">
            <p className="mb-1 font-semibold text-slate-900">{t('form.program')}</p>
            <p className="text-lg font-bold break-words text-slate-900" lang={langAttr(programName(fixed))}>
              {programName(fixed).text}
            </p>
            <p className="text-slate-800">
              {formatDateRange(fixed.start_date, fixed.end_date)} ·{' '}
              {t('form.price', { price: formatMoney(fixed.price) })}
            </p>
          </div>
        ) : (
          <FormField label={t('form.program')} error={shell.fieldError('programId')} required id="aid-programId">
            <select className={inputClasses} {...register('programId')}>
              <option value="">{t('form.chooseProgram')}</option>
              {programs.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('form.programOption', { name: programName(p).text, price: formatMoney(p.price) })}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <fieldset className="mb-4 min-w-0" aria-describedby={participantsError ? 'aid-participants-error' : undefined}>
          <legend className="mb-2 font-semibold text-slate-900">{t('form.participants')}</legend>
          {participantsError ? (
            <p id="aid-participants-error" className="mb-2 font-semibold text-red-800">
              {participantsError}
            </p>
          ) : null}
          <ul className="space-y-2">
            {participants.map((p) => {
              const id = aidParticipantId(p.id);
              return (
                <li key={p.id} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 h-6 w-6 shrink-0"
                    checked={selected.includes(p.id)}
                    aria-invalid={participantsError ? true : undefined}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                  />
                  <label htmlFor={id} className="min-w-0 text-lg break-words text-slate-900">
                    {p.first_name} {p.last_name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <FormField
          label={t('form.canPay')}
          hint={program ? t('form.canPayHintPrice', { price: formatMoney(program.price) }) : t('form.canPayHint')}
          error={shell.fieldError('canPay')}
          required
          id="aid-canPay"
        >
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClasses} max-w-xs`}
            {...register('canPay')}
          />
        </FormField>
        <FormField label={t('form.note')} hint={t('form.noteHint')} error={shell.fieldError('note')} id="aid-note">
          <textarea rows={4} maxLength={AID_NOTE_MAX} className={inputClasses} {...register('note')} />
        </FormField>
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? t('form.sending') : t('form.submit')}
        </Button>
      </form>
    </>
  );
}
