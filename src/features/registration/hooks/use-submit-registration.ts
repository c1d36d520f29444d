import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { answersToSave } from '@domain/registration-rules';
import { FALLBACK_TIER_ID, registrationTotal, type PriceTier } from '@domain/pricing';
import { checkoutBody, registrationOrder, type ConcussionConfirmation } from '@domain/registration-order';
import type { SummaryError } from '@/components/error-summary';
import type { LegalLang } from '@/components/legal/legal-types';
import { invalidateConcussion, useConcussionDocuments } from '@/lib/data/concussion';
import { confirmForRegistration } from '@/lib/data/concussion-confirm';
import { localizedText } from '@/lib/localized';
import { useConsentDocuments, type ConsentDocuments } from '../api/consent-documents';
import { createFreeRegistration } from '../api/registrations';
import type { RegisterParticipant } from '../api/participants';
import type { RegisterProgram } from '../api/program';
import type { RegistrationQuestion } from '../api/questions';
import type { OfferedCard } from '@/lib/data/saved-cards';
import { payWithSavedCard } from '../api/saved-card';
import { startCheckout } from '../api/start-checkout';
import type { PayMethod } from '../components/submit-bar';
import { refusalReason } from '../utils/server-error';
import type { RegistrationValues } from '../schemas/registration-form.schema';
import { changedDocuments, type ShownDocumentIds } from '../utils/consent-documents';
import { SELF_KEY, concussionConfirmation } from '../utils/concussion';
import { CONCUSSION_REFUSALS, TIER_REFUSALS, useRefusalText, type Refusal } from './registration-refusal';
import { useFieldErrors } from './use-field-errors';
import type { RegistrationForm } from './use-registration-form';
import { personName } from '@domain/person-name';

type Input = {
  program: RegisterProgram;
  tiers: PriceTier[];
  questions: RegistrationQuestion[];
  participants: RegisterParticipant[];
  isVolunteer: boolean;
  lang: LegalLang;
  form: RegistrationForm;
  /** Re-reads the active registrations just before creating (spec 2 section 5). */
  refetchActive: () => Promise<{ data?: { participant_id: string | null }[] }>;
  /** Re-reads the price options, so a closed or sold-out one is no longer offered. */
  refetchTiers?: () => Promise<unknown>;
  /** The family's saved card offered beside Checkout (issue 20 point 6), or null. */
  savedCard?: OfferedCard | null;
};

/**
 * The form shell's validation, then one write (spec 2 sections 2, 5, 7, 9; issue 38 point 2): the free path sends
 * the registrations and the concussion confirmations asked on the screen to create_registrations() in one
 * transaction; the paid path records the confirmations in one call, then goes to Checkout or pays with the saved card
 * (the registrations are created by the server once paid).
 */
export function useSubmitRegistration(input: Input) {
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set by the submit button used (SubmitBar's onChooseMethod), read when the valid form is saved.
  const methodRef = useRef<PayMethod>('checkout');
  const [method, setMethod] = useState<PayMethod>('checkout');
  const { program, tiers, participants, isVolunteer, form, lang } = input;
  // The program's name in the family's language (issue 22): the Checkout line and the dashboard's confirmation.
  const programName = localizedText(program.name_fr, program.name, lang);
  const { shell } = form;
  // The legal texts on screen (AgreementsSection reads the same query): their ids go with the order.
  const documents = useConsentDocuments(program.id, lang);
  // The concussion texts on screen (ConcussionSection reads the same query), confirmed with the registration.
  const concussionDocs = useConcussionDocuments(lang, form.concussion.needs.length > 0);
  const shownIds = (d: ConsentDocuments | undefined): ShownDocumentIds => ({
    waiver: d?.waiver?.id ?? null,
    media: d?.media?.id ?? null,
    concussion: d?.concussion?.id ?? null,
  });

  const nameOf = (id: string) => {
    const p = participants.find((x) => x.id === id);
    return p ? personName(p.first_name, p.last_name) : id;
  };
  const total = registrationTotal({
    isVolunteer,
    programPrice: program.price,
    tiers,
    items: form.selected.map((id) => ({ tierId: form.tierBy[id] ?? null, code: form.codeBy[id] ?? null })),
  });
  /** What a refusal made stale on screen is read again. */
  const refresh = (hint: string | null | undefined) => {
    if (TIER_REFUSALS.has(hint ?? '')) void input.refetchTiers?.();
    if (CONCUSSION_REFUSALS.has(hint ?? '')) void invalidateConcussion(queryClient);
  };
  /** A text changed since it was read: read the texts again, untick what changed, and say so. */
  const outdated = async (shown: ShownDocumentIds, sent: ConcussionConfirmation | null) => {
    const [fresh, freshConcussion] = await Promise.all([documents.refetch(), concussionDocs.refetch()]);
    for (const key of changedDocuments(shown, shownIds(fresh.data))) form.setAgreed(key, false);
    const c = freshConcussion.data;
    if (
      sent &&
      (c?.awareness?.id !== sent.awareness_document_id || c?.code_of_conduct?.id !== sent.code_of_conduct_document_id)
    )
      form.clearConcussionTicks();
    setRefusal({ kind: 'consentOutdated' });
  };

  const save = async (values: RegistrationValues) => {
    if (!isVolunteer) {
      const fresh = await input.refetchActive();
      const taken = new Set((fresh.data ?? []).map((r) => r.participant_id));
      const names = values.selected.filter((id) => taken.has(id)).map(nameOf);
      if (names.length) return setRefusal({ kind: 'alreadyRegistered', names });
    }
    const shown = shownIds(documents.data);
    let confirmation: ConcussionConfirmation | null = null;
    const paid = !isVolunteer && total > 0;
    // Which step a refusal comes from: the registration (and the confirmations), or the payment's start.
    let step: 'free' | 'checkout' | 'savedCard' = 'free';
    setSubmitting(true);
    try {
      // The yearly concussion confirmation of whoever the screen asked (issue 24 point 5).
      const needs = form.concussion.needs.filter((n) => n.key === SELF_KEY || values.selected.includes(n.key));
      confirmation = concussionConfirmation(needs, values.concussion, concussionDocs.data, lang);
      // One order for both paths (@domain/registration-order).
      const order = registrationOrder({
        programId: program.id,
        isVolunteer,
        lines: values.selected.map((id) => ({
          participantId: id,
          tierId: values.tierBy[id],
          code: values.codeBy[id]?.code ?? null,
        })),
        answers: answersToSave(values.answers),
        agreements: {
          // The concussion awareness is the yearly confirmation: the database stamps it from that.
          agreedAt: { ...values.agreedAt, concussion: new Date().toISOString() },
          // The ids of the texts shown: the database refuses one that is no longer in force, and stamps them.
          documentIds: shown,
          language: lang,
        },
      });
      if (!paid) {
        const created = await createFreeRegistration(order, confirmation);
        if (confirmation) void invalidateConcussion(queryClient);
        navigate('/dashboard', {
          state: {
            registrationSubmitted: true,
            registrations: created.map((r) => r.id),
            program: programName,
            total_amount: 0,
            is_free: true,
          },
        });
        return;
      }
      if (confirmation) {
        await confirmForRegistration(confirmation).finally(() => invalidateConcussion(queryClient));
        // Recorded: a refusal of the payment below does not ask for it again.
        confirmation = null;
      }
      const body = checkoutBody(order, { amount: total, programName, participantNames: values.selected.map(nameOf) });
      step = methodRef.current === 'saved' && input.savedCard ? 'savedCard' : 'checkout';
      if (step === 'savedCard') {
        const { sessionId } = await payWithSavedCard(body, input.savedCard!.provider_payment_method_id);
        // The same confirmation as after Checkout: the dashboard's payment return confirms the session.
        navigate(`/dashboard?payment=success&session_id=${encodeURIComponent(sessionId)}`);
        return;
      }
      const { url } = await startCheckout(body);
      window.location.assign(url);
    } catch (error) {
      console.warn('Registration refused', step, error);
      const hint = refusalReason(error);
      if (hint === 'consent_version_outdated') return await outdated(shown, confirmation);
      // The program has tiers but none is open today: the screen showed the spec's 'Standard' fallback.
      setRefusal(
        hint === 'price_option_required' && tiers.every((x) => x.id === FALLBACK_TIER_ID)
          ? { kind: 'noPriceOptionToday' }
          : { kind: step, error },
      );
      refresh(hint);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event?: BaseSyntheticEvent) => {
    setRefusal(null);
    return shell.submit(save)(event);
  };
  const summary: SummaryError[] = refusal ? [{ message: refusalText(refusal) }] : shell.summary;
  const { fieldError, concussionMissing } = useFieldErrors(form, input.questions, lang);
  const chooseMethod = (next: PayMethod) => {
    methodRef.current = next;
    setMethod(next);
  };
  return { submit, submitting, total, summary, fieldError, concussionMissing, method, chooseMethod };
}
