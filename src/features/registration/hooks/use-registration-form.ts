import { useCallback, useMemo, useState } from 'react';
import type { AppliedCode, PriceTier } from '@domain/pricing';
import { defaultTierId } from '@domain/pricing';
import type { CodeProblem } from '@domain/assistance-codes';
import type { AnswerValue, Consents } from '@domain/registration-rules';

export type ConsentKey = keyof Consents;

/** The registration form's state: who, which price, which code, answers and agreement times. */
export function useRegistrationForm(tiers: PriceTier[]) {
  const [selected, setSelected] = useState<string[]>([]);
  const [tierBy, setTierBy] = useState<Record<string, string>>({});
  const [codeBy, setCodeBy] = useState<Record<string, AppliedCode>>({});
  const [codeProblemBy, setCodeProblemBy] = useState<Record<string, CodeProblem | null>>({});
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  // Each agreement is accepted with a timestamp or not accepted (spec 2 section 4).
  const [agreedAt, setAgreedAt] = useState<Record<ConsentKey, string | null>>({
    waiver: null,
    media: null,
    concussion: null,
  });
  const [resourcesAccessed, setResourcesAccessed] = useState(false);

  const toggleParticipant = useCallback(
    (id: string, on: boolean) => {
      setSelected((prev) => (on ? [...prev.filter((p) => p !== id), id] : prev.filter((p) => p !== id)));
      if (on) {
        // The default tier is preselected when a participant is selected (spec 2 section 2).
        setTierBy((prev) => (prev[id] ? prev : { ...prev, [id]: defaultTierId(tiers) ?? '' }));
      } else {
        setCodeBy(({ [id]: _drop, ...rest }) => rest);
        setCodeProblemBy(({ [id]: _drop, ...rest }) => rest);
      }
    },
    [tiers],
  );

  const setTier = useCallback((id: string, tierId: string) => setTierBy((prev) => ({ ...prev, [id]: tierId })), []);
  const applyCode = useCallback((id: string, code: AppliedCode | null, problem: CodeProblem | null) => {
    setCodeBy(({ [id]: _old, ...rest }) => (code ? { ...rest, [id]: code } : rest));
    setCodeProblemBy((prev) => ({ ...prev, [id]: problem }));
  }, []);
  const setAnswer = useCallback(
    (qid: string, value: AnswerValue) => setAnswers((prev) => ({ ...prev, [qid]: value })),
    [],
  );
  const setAgreed = useCallback((key: ConsentKey, on: boolean) => {
    setAgreedAt((prev) => ({ ...prev, [key]: on ? new Date().toISOString() : null }));
  }, []);

  // A chosen tier that is no longer offered (it closed or sold out, and the options were read again)
  // gives way to the default open one, so a second submit does not send it again.
  const offeredTierBy = useMemo(() => {
    const fallback = defaultTierId(tiers) ?? '';
    return Object.fromEntries(
      Object.entries(tierBy).map(([id, t]) => [id, tiers.some((x) => x.id === t) ? t : fallback]),
    );
  }, [tierBy, tiers]);

  return {
    selected,
    tierBy: offeredTierBy,
    codeBy,
    codeProblemBy,
    answers,
    agreedAt,
    consents: {
      waiver: Boolean(agreedAt.waiver),
      media: Boolean(agreedAt.media),
      concussion: Boolean(agreedAt.concussion),
    },
    resourcesAccessed,
    toggleParticipant,
    setTier,
    applyCode,
    setAnswer,
    setAgreed,
    markResourcesAccessed: () => setResourcesAccessed(true),
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
