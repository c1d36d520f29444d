import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppliedCode, PriceTier } from '@domain/pricing';
import { defaultTierId } from '@domain/pricing';
import type { CodeProblem, OtherUse } from '@domain/assistance-codes';
import type { AnswerValue, Consents } from '@domain/registration-rules';
import type { SummaryError } from '@/components/error-summary';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { localizedText } from '@/lib/localized';
import type { RegisterParticipant } from '../api/participants';
import type { RegistrationQuestion } from '../api/questions';
import { CONSENT_IDS } from '../components/agreements-section';
import { questionFieldId } from '../components/question-field';
import {
  NO_TICKS,
  concussionNeeds,
  concussionTickId,
  missingTicks,
  validConfirmations,
  type ConcussionNeed,
  type ConcussionStatus,
  type ConcussionTicks,
} from '../utils/concussion';
import {
  EMPTY_REGISTRATION,
  registrationFormSchema,
  type RegistrationValues,
} from '../schemas/registration-form.schema';
import { personName } from '@domain/person-name';

export type ConsentKey = keyof Consents;

type Input = {
  tiers: PriceTier[];
  questions: RegistrationQuestion[];
  participants: RegisterParticipant[];
  isVolunteer: boolean;
  /** The yearly concussion confirmations (public.concussion_status); undefined while they load. */
  concussionStatus?: ConcussionStatus;
  /** The confirmations could not be read (the section says so; the database still asks for one). */
  concussionFailed?: boolean;
  /** The volunteer's own name, for their confirmation. */
  selfName?: string;
};

/** The agreements ticked per registration; the concussion awareness is confirmed once a year (issue 24 point 5). */
const CONSENTS: (keyof typeof CONSENT_IDS)[] = ['waiver', 'media'];

/**
 * The registration form (react-hook-form + zodResolver through the form
 * shell): who, which price, which code, answers and agreement times. The
 * error summary is the last submit's snapshot, in page order, each entry
 * linking to its field (spec 2 section 5; GOV.UK error summary).
 */
export function useRegistrationForm({
  tiers,
  questions,
  participants,
  isVolunteer,
  concussionStatus,
  concussionFailed = false,
  selfName,
}: Input) {
  const { t, i18n } = useTranslation('registration');
  const nameOf = (id: string) => {
    const p = participants.find((x) => x.id === id);
    return p ? personName(p.first_name, p.last_name) : '';
  };
  const needsFor = (selected: string[]): ConcussionNeed[] =>
    concussionNeeds(concussionStatus, { selected, isVolunteer, selfName: selfName ?? '', nameOf });
  // The schema is built once; it reads who must confirm from the latest status.
  const needsRef = useRef(needsFor);
  needsRef.current = needsFor;
  const schema = useMemo(
    () => registrationFormSchema({ isVolunteer, questions, concussionNeeds: (selected) => needsRef.current(selected) }),
    [isVolunteer, questions],
  );
  const present = (errors: FieldErrors<RegistrationValues>, current: RegistrationValues): SummaryError[] => {
    const out: SummaryError[] = [];
    if (errors.selected) {
      out.push({
        fieldId: participants[0] ? `participant-${participants[0].id}` : undefined,
        message: t('validation.noParticipants'),
      });
    }
    const missingPrice = Object.keys(errors.tierBy ?? {})[0];
    if (missingPrice !== undefined) {
      out.push({ fieldId: `tier-${missingPrice}-group`, message: t('validation.missingPrice') });
    }
    for (const q of questions) {
      if (errors.answers?.[q.id]) {
        out.push({
          fieldId: questionFieldId(q.id),
          message: t('validation.question', {
            question: localizedText(q.question_text_fr, q.question_text, i18n.resolvedLanguage ?? i18n.language),
          }),
        });
      }
    }
    for (const key of CONSENTS) {
      if (errors.agreedAt?.[key]) out.push({ fieldId: CONSENT_IDS[key], message: t(`validation.${key}`) });
    }
    for (const need of needsRef.current(current.selected ?? [])) {
      for (const tick of missingTicks(need, current.concussion?.[need.key])) {
        if (!errors.concussion?.[need.key]?.[tick]) continue;
        out.push({ fieldId: concussionTickId(need.key, tick), message: concussionError(t, need, tick) });
      }
    }
    return out;
  };
  const shell = useFormShell<RegistrationValues>({
    schema,
    defaultValues: EMPTY_REGISTRATION,
    ns: 'registration',
    serverErrors: { ns: 'registration', fallbackKey: 'registration:errors.failed' },
    present,
    // Inline errors stay as the last submit left them, like the summary.
    reValidateMode: 'onSubmit',
  });
  const { control, getValues, setValue } = shell.form;
  const values = { ...EMPTY_REGISTRATION, ...useWatch({ control }) } as RegistrationValues;
  const [codeProblemBy, setCodeProblemBy] = useState<Record<string, CodeProblem | null>>({});
  const [resourcesAccessed, setResourcesAccessed] = useState(false);

  const update = useCallback(
    <K extends keyof RegistrationValues>(name: K, next: (prev: RegistrationValues[K]) => RegistrationValues[K]) =>
      // Whole fields are replaced (ids are keys, never paths).
      setValue(name, next(getValues(name)) as never),
    [getValues, setValue],
  );

  const toggleParticipant = useCallback(
    (id: string, on: boolean) => {
      update('selected', (prev) => (on ? [...prev.filter((p) => p !== id), id] : prev.filter((p) => p !== id)));
      if (on) {
        // The default tier is preselected when a participant is selected (spec 2 section 2).
        update('tierBy', (prev) => (prev[id] ? prev : { ...prev, [id]: defaultTierId(tiers) ?? '' }));
      } else {
        update('codeBy', ({ [id]: _drop, ...rest }) => rest);
        setCodeProblemBy(({ [id]: _drop, ...rest }) => rest);
      }
    },
    [tiers, update],
  );

  // A chosen tier that is no longer offered (it closed or sold out, and the options were read again)
  // gives way to the default open one, so a second submit does not send it again.
  useEffect(() => {
    const fallback = defaultTierId(tiers) ?? '';
    update('tierBy', (prev) => {
      const stale = Object.entries(prev).filter(([, tierId]) => !tiers.some((x) => x.id === tierId));
      return stale.length ? { ...prev, ...Object.fromEntries(stale.map(([id]) => [id, fallback])) } : prev;
    });
  }, [tiers, update]);

  const setTier = useCallback(
    (id: string, tierId: string) => update('tierBy', (prev) => ({ ...prev, [id]: tierId })),
    [update],
  );
  const applyCode = useCallback(
    (id: string, code: AppliedCode | null, problem: CodeProblem | null) => {
      update('codeBy', ({ [id]: _old, ...rest }) => (code ? { ...rest, [id]: code } : rest));
      setCodeProblemBy((prev) => ({ ...prev, [id]: problem }));
    },
    [update],
  );
  /**
   * The codes applied now to the participants not in `except`, read from the form itself rather than the last render:
   * two checks answered before the screen redraws see each other, so the second is refused ('already being used').
   */
  const codesNow = (except: string[] = []): OtherUse[] =>
    Object.entries(getValues('codeBy'))
      .filter(([id]) => !except.includes(id))
      .map(([participantId, c]) => ({ participantId, name: nameOf(participantId), codeId: c.code_id }));
  const setAnswer = useCallback(
    (qid: string, value: AnswerValue) => update('answers', (prev) => ({ ...prev, [qid]: value })),
    [update],
  );
  const setAgreed = useCallback(
    (key: ConsentKey, on: boolean) =>
      update('agreedAt', (prev) => ({ ...prev, [key]: on ? new Date().toISOString() : null })),
    [update],
  );
  const setConcussionTick = useCallback(
    (key: string, tick: keyof ConcussionTicks, on: boolean) =>
      update('concussion', (prev) => ({ ...prev, [key]: { ...(prev[key] ?? NO_TICKS), [tick]: on } })),
    [update],
  );
  const clearConcussionTicks = useCallback(() => update('concussion', () => ({})), [update]);
  const selectedNow = values.selected;
  const concussion = {
    /** Still loading: the section waits (the submit does too). */
    loading: concussionStatus === undefined && !concussionFailed,
    failed: concussionFailed,
    isVolunteer,
    needs: needsFor(selectedNow),
    valid: validConfirmations(concussionStatus, { selected: selectedNow, isVolunteer, selfName: selfName ?? '' }),
    ticks: values.concussion,
  };

  return {
    shell,
    selected: values.selected,
    tierBy: values.tierBy,
    codeBy: values.codeBy,
    codeProblemBy,
    answers: values.answers,
    agreedAt: values.agreedAt,
    consents: {
      waiver: Boolean(values.agreedAt.waiver),
      media: Boolean(values.agreedAt.media),
      concussion: Boolean(values.agreedAt.concussion),
    },
    resourcesAccessed,
    toggleParticipant,
    setTier,
    applyCode,
    codesNow,
    setAnswer,
    setAgreed,
    concussion,
    setConcussionTick,
    clearConcussionTicks,
    markResourcesAccessed: () => setResourcesAccessed(true),
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;

/** 'Please confirm that Sam has reviewed ...': one missing tick, named. */
export function concussionError(
  t: (key: string, values?: Record<string, unknown>) => string,
  need: ConcussionNeed,
  tick: keyof ConcussionTicks,
): string {
  return t(`concussion.errors.${need.key === 'self' ? `${tick}Self` : tick}`, { name: need.name });
}
