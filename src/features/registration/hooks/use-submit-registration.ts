// TEAM NOTE (temporary, issue 18): several engineers edit this tree at once. Before changing anything, read /work/ISSUE18-TEAM-BRIEF.md (git rules: never git add -A / commit -a / stash / reset; commit only your own paths; e2e with your own dist-<you> build).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { answersToSave, registrationProblems, type RegistrationProblem } from '@domain/registration-rules';
import { FALLBACK_TIER_ID, registrationTotal, type PriceTier } from '@domain/pricing';
import { checkoutBody, registrationOrder } from '@domain/registration-order';
import type { SummaryError } from '@/components/error-summary';
import { LEGAL_VERSIONS, type LegalLang } from '@/components/legal/legal-types';
import { createFreeRegistration } from '../api/create-free-registration';
import type { RegisterParticipant } from '../api/get-my-participants';
import type { RegisterProgram } from '../api/get-register-program';
import type { RegistrationQuestion } from '../api/get-questions';
import { startCheckout } from '../api/start-checkout';
import { CONSENT_IDS } from '../components/agreements-section';
import { questionFieldId } from '../components/question-field';
import { checkoutErrorMessage, refusalReason, registrationErrorMessage } from '../utils/server-error';
import type { RegistrationForm } from './use-registration-form';

type Input = {
  program: RegisterProgram;
  tiers: PriceTier[];
  questions: RegistrationQuestion[];
  participants: RegisterParticipant[];
  isVolunteer: boolean;
  lang: LegalLang;
  customWaiverVersion: string | null;
  form: RegistrationForm;
  /** Re-reads the active registrations just before creating (spec 2 section 5). */
  refetchActive: () => Promise<{ data?: { participant_id: string | null }[] }>;
  /** Re-reads the price options, so a closed or sold-out one is no longer offered. */
  refetchTiers?: () => Promise<unknown>;
};

/** Refusals (database hints, checkout codes) after which the price options on screen are stale. */
const TIER_REFUSALS = new Set(['price_tier_unavailable', 'price_tier_sold_out', 'sold_out', 'price_option_required']);

/** Validation, then the free path or the checkout redirect (spec 2 sections 2, 5, 7, 9). */
export function useSubmitRegistration(input: Input) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [problems, setProblems] = useState<RegistrationProblem[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { program, tiers, questions, participants, isVolunteer, form, lang } = input;

  const nameOf = (id: string) => {
    const p = participants.find((x) => x.id === id);
    return p ? `${p.first_name} ${p.last_name}` : id;
  };
  const total = registrationTotal({
    isVolunteer,
    programPrice: program.price,
    tiers,
    items: form.selected.map((id) => ({ tierId: form.tierBy[id] ?? null, code: form.codeBy[id] ?? null })),
  });

  const submit = async () => {
    setServerError(null);
    const base = {
      isVolunteer,
      selectedIds: form.selected,
      tierByParticipant: form.tierBy,
      questions,
      answers: form.answers,
      consents: form.consents,
    };
    let found = registrationProblems(base);
    if (found.length === 0 && !isVolunteer) {
      const fresh = await input.refetchActive();
      const taken = new Set((fresh.data ?? []).map((r) => r.participant_id));
      const names = form.selected.filter((id) => taken.has(id)).map(nameOf);
      found = registrationProblems({ ...base, alreadyRegistered: names });
    }
    setProblems(found);
    if (found.length > 0) return;

    setSubmitting(true);
    // One order for both paths (@domain/registration-order): the free path sends it to
    // create_registrations(), the paid path as the checkout body.
    const order = registrationOrder({
      programId: program.id,
      isVolunteer,
      lines: form.selected.map((id) => ({
        participantId: id,
        tierId: form.tierBy[id],
        code: form.codeBy[id]?.code ?? null,
      })),
      answers: answersToSave(form.answers),
      agreements: {
        agreedAt: form.agreedAt,
        versions: {
          waiver: input.customWaiverVersion ?? LEGAL_VERSIONS.waiver,
          media: LEGAL_VERSIONS.media,
          concussion: LEGAL_VERSIONS.concussion,
        },
        language: lang,
      },
    });
    try {
      if (!isVolunteer && total > 0) {
        let url: string;
        try {
          ({ url } = await startCheckout(
            checkoutBody(order, {
              amount: total,
              programName: program.name,
              participantNames: form.selected.map(nameOf),
            }),
          ));
        } catch (error) {
          console.warn('Checkout creation failed', error);
          setServerError(checkoutErrorMessage(error, t));
          if (TIER_REFUSALS.has(refusalReason(error) ?? '')) void input.refetchTiers?.();
          return;
        }
        window.location.assign(url);
        return;
      }
      const created = await createFreeRegistration(order);
      navigate('/dashboard', {
        state: {
          registrationSubmitted: true,
          registrations: created.map((r) => r.id),
          program: program.name,
          total_amount: 0,
          is_free: true,
        },
      });
    } catch (error) {
      const hint = refusalReason(error);
      // The program has tiers but none is open today: the screen showed the spec's 'Standard' fallback.
      setServerError(
        hint === 'price_option_required' && tiers.every((x) => x.id === FALLBACK_TIER_ID)
          ? t('errors.noPriceOptionToday')
          : registrationErrorMessage(error, t),
      );
      if (TIER_REFUSALS.has(hint ?? '')) void input.refetchTiers?.();
    } finally {
      setSubmitting(false);
    }
  };

  const message = (p: RegistrationProblem): SummaryError => {
    switch (p.kind) {
      case 'noParticipants':
        return {
          fieldId: participants[0] ? `participant-${participants[0].id}` : undefined,
          message: t('validation.noParticipants'),
        };
      case 'missingPrice':
        return {
          fieldId: `tier-${form.selected.find((id) => !form.tierBy[id])}-group`,
          message: t('validation.missingPrice'),
        };
      case 'alreadyRegistered':
        return { message: t('validation.alreadyRegistered', { names: p.names.join(', ') }) };
      case 'question':
        return { fieldId: questionFieldId(p.questionId), message: t('validation.question', { question: p.text }) };
      default:
        return { fieldId: CONSENT_IDS[p.kind], message: t(`validation.${p.kind}`) };
    }
  };
  const summary: SummaryError[] = serverError ? [{ message: serverError }] : problems.map(message);
  const fieldError = (kind: RegistrationProblem['kind'], questionId?: string) => {
    const p = problems.find(
      (x) => x.kind === kind && (!questionId || (x.kind === 'question' && x.questionId === questionId)),
    );
    return p ? message(p).message : undefined;
  };
  return { submit, submitting, total, summary, fieldError };
}
