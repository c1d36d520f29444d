import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { answersToSave, registrationProblems, type RegistrationProblem } from '@domain/registration-rules';
import { FALLBACK_TIER_ID, registrationTotal, storedTierId, type PriceTier } from '@domain/pricing';
import type { SummaryError } from '@/components/error-summary';
import { checkoutErrorMessage } from '@/features/payments/api/payment-error-key';
import { startCheckout } from '@/features/payments/api/start-checkout';
import { LEGAL_VERSIONS, type LegalLang } from '@/features/legal/legal-types';
import { createFreeRegistration, type RegistrationItem } from '../api/create-free-registration';
import type { RegisterParticipant } from '../api/get-my-participants';
import type { RegisterProgram } from '../api/get-register-program';
import type { RegistrationQuestion } from '../api/get-questions';
import { registrationErrorMessage } from '../api/registration-error';
import { CONSENT_IDS } from './agreements-section';
import { questionFieldId } from './question-field';
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

/** Database refusals after which the price options on screen are stale. */
const TIER_REFUSALS = new Set(['price_tier_unavailable', 'price_tier_sold_out', 'price_option_required']);
const CHECKOUT_TIER_REFUSALS = new Set(['price_tier_unavailable', 'sold_out', 'price_option_required']);

/** Validation, then the free path or the checkout redirect (spec 2 sections 2, 5, 7, 9). */
export function useSubmitRegistration(input: Input) {
  const { t } = useTranslation(['registration', 'payments']);
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
    const answers = answersToSave(form.answers);
    const waiverVersion = input.customWaiverVersion ?? LEGAL_VERSIONS.waiver;
    try {
      if (!isVolunteer && total > 0) {
        let url: string;
        try {
          ({ url } = await startCheckout({
            amount: total,
            programName: program.name,
            participantNames: form.selected.map(nameOf),
            metadata: {
              programId: program.id,
              selectedParticipants: form.selected,
              participantPriceTiers: Object.fromEntries(
                form.selected.map((id) => [id, storedTierId(form.tierBy[id]) ?? '']),
              ),
              financialAssistanceCodes: Object.fromEntries(
                form.selected.map((id) => [id, form.codeBy[id]?.code ?? '']),
              ),
              waiverAccepted: form.consents.waiver,
              mediaConsentAccepted: form.consents.media,
              concussionAwarenessAccepted: form.consents.concussion,
              agreementResponses: answers,
              waiverAcceptedAt: form.agreedAt.waiver,
              mediaConsentAcceptedAt: form.agreedAt.media,
              concussionAwarenessAcceptedAt: form.agreedAt.concussion,
              waiverVersion,
              mediaConsentVersion: LEGAL_VERSIONS.media,
              concussionVersion: LEGAL_VERSIONS.concussion,
              language: lang,
            },
          }));
        } catch (error) {
          console.warn('Checkout creation failed', error);
          const m = checkoutErrorMessage(error);
          setServerError(t(m.key, { ns: 'payments', ...m.values }));
          if (CHECKOUT_TIER_REFUSALS.has((error as { code?: string } | null)?.code ?? '')) void input.refetchTiers?.();
          return;
        }
        window.location.assign(url);
        return;
      }
      const items: RegistrationItem[] = isVolunteer
        ? [{ volunteer: true }]
        : form.selected.map((id) => ({
            participant_id: id,
            price_tier_id: storedTierId(form.tierBy[id]),
            ...(form.codeBy[id] ? { assistance_code: form.codeBy[id].code } : {}),
          }));
      const created = await createFreeRegistration({
        programId: program.id,
        items,
        answers,
        consents: {
          waiver_agreed: form.consents.waiver,
          waiver_agreed_at: form.agreedAt.waiver,
          media_consent_agreed: form.consents.media,
          media_consent_agreed_at: form.agreedAt.media,
          concussion_awareness_agreed: form.consents.concussion,
          concussion_awareness_agreed_at: form.agreedAt.concussion,
          waiver_version: waiverVersion,
          media_consent_version: LEGAL_VERSIONS.media,
          concussion_version: LEGAL_VERSIONS.concussion,
          language: lang,
          notes: Object.keys(answers).length ? answers : null,
        },
      });
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
      const hint = (error as { hint?: string } | null)?.hint;
      // The program has tiers but none is open today: the screen showed the spec's 'Standard' fallback.
      const m =
        hint === 'price_option_required' && tiers.every((x) => x.id === FALLBACK_TIER_ID)
          ? { key: 'errors.noPriceOptionToday' }
          : registrationErrorMessage(error);
      setServerError(t(m.key, m.values ?? {}));
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
