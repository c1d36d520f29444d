import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { answersToSave } from '@domain/registration-rules';
import { FALLBACK_TIER_ID, registrationTotal, type PriceTier } from '@domain/pricing';
import { checkoutBody, registrationOrder } from '@domain/registration-order';
import type { SummaryError } from '@/components/error-summary';
import type { LegalLang } from '@/components/legal/legal-types';
import { localizedText } from '@/lib/localized';
import { confirmForParticipants, confirmForSelf, useConcussionDocuments } from '../api/concussion';
import { useConsentDocuments, type ConsentDocuments } from '../api/consent-documents';
import { createFreeRegistration } from '../api/create-free-registration';
import type { RegisterParticipant } from '../api/get-my-participants';
import type { RegisterProgram } from '../api/get-register-program';
import type { RegistrationQuestion } from '../api/get-questions';
import { payWithSavedCard, type OfferedCard } from '../api/saved-card';
import { startCheckout } from '../api/start-checkout';
import type { PayMethod } from '../components/submit-bar';
import {
  checkoutErrorMessage,
  refusalReason,
  registrationErrorMessage,
  savedCardErrorMessage,
} from '../utils/server-error';
import type { RegistrationValues } from '../schemas/registration-form.schema';
import { changedDocuments, type ShownDocumentIds } from '../utils/consent-documents';
import { SELF_KEY, type ConcussionTicks } from '../utils/concussion';
import type { ConsentKey, RegistrationForm } from './use-registration-form';

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
  /** Re-reads the concussion confirmations (after recording one, or a refusal saying one is missing). */
  refetchConcussion?: () => Promise<unknown>;
};

/** Refusals (database hints, checkout codes) after which the price options on screen are stale. */
const TIER_REFUSALS = new Set(['price_tier_unavailable', 'price_tier_sold_out', 'sold_out', 'price_option_required']);
/** Refusals after which the concussion confirmations on screen are stale. */
const CONCUSSION_REFUSALS = new Set(['concussion_confirmation_required', 'guardian_review_required']);

/** Why a valid form was not registered; worded at render, so a language switch re-words it. */
type Refusal =
  | { kind: 'alreadyRegistered'; names: string[] }
  | { kind: 'noPriceOptionToday' }
  | { kind: 'consentOutdated' }
  | { kind: 'free' | 'checkout' | 'savedCard'; error: unknown };

/** The form shell's validation, then the free path or the checkout redirect (spec 2 sections 2, 5, 7, 9). */
export function useSubmitRegistration(input: Input) {
  const { t } = useTranslation(['registration', 'legal']);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set by the submit button used (SubmitBar's onChooseMethod), read when the valid form is saved.
  const methodRef = useRef<PayMethod>('checkout');
  const [method, setMethod] = useState<PayMethod>('checkout');
  const { program, tiers, questions, participants, isVolunteer, form, lang } = input;
  // The program's name in the family's language (issue 22): the Checkout line and the dashboard's confirmation.
  const programName = localizedText(program.name_fr, program.name, lang);
  const { shell } = form;
  // The legal texts on screen (AgreementsSection reads the same query): their ids go with the order.
  const documents = useConsentDocuments(program.id, lang);
  // The concussion texts on screen (ConcussionSection reads the same query), confirmed before registering.
  const concussionDocs = useConcussionDocuments(lang, form.concussion.needs.length > 0);
  const shownIds = (d: ConsentDocuments | undefined): ShownDocumentIds => ({
    waiver: d?.waiver?.id ?? null,
    media: d?.media?.id ?? null,
    concussion: d?.concussion?.id ?? null,
  });

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

  const save = async (values: RegistrationValues) => {
    if (!isVolunteer) {
      const fresh = await input.refetchActive();
      const taken = new Set((fresh.data ?? []).map((r) => r.participant_id));
      const names = values.selected.filter((id) => taken.has(id)).map(nameOf);
      if (names.length) {
        setRefusal({ kind: 'alreadyRegistered', names });
        return;
      }
    }

    setSubmitting(true);
    // The yearly concussion confirmation first (issue 24 point 5): the registration gate asks for a valid one.
    const needs = form.concussion.needs.filter((n) => n.key === SELF_KEY || values.selected.includes(n.key));
    if (needs.length) {
      const awareness = concussionDocs.data?.awareness;
      const code = concussionDocs.data?.code_of_conduct;
      try {
        if (!awareness || (!code && needs.some((n) => n.codeRequired)))
          throw Object.assign(new Error('Concussion texts not published'), { hint: 'concussion_documents_missing' });
        const self = needs.find((n) => n.key === SELF_KEY);
        if (self) {
          await confirmForSelf({
            awarenessId: awareness.id,
            codeOfConductId: values.concussion[SELF_KEY]?.code && code ? code.id : null,
            language: lang,
          });
        }
        // Minors with the guardian's review, the others without (one call each).
        const athletes = needs.filter((n) => n.key !== SELF_KEY);
        for (const minor of [true, false]) {
          const ids = athletes.filter((n) => n.minor === minor).map((n) => n.key);
          if (!ids.length || !code) continue;
          await confirmForParticipants({
            participantIds: ids,
            awarenessId: awareness.id,
            codeOfConductId: code.id,
            guardianReviewed: minor,
            language: lang,
          });
        }
      } catch (error) {
        console.warn('Concussion confirmation failed', error);
        setSubmitting(false);
        if (refusalReason(error) === 'consent_version_outdated') {
          await concussionDocs.refetch();
          form.clearConcussionTicks();
          setRefusal({ kind: 'consentOutdated' });
          return;
        }
        setRefusal({ kind: 'free', error });
        return;
      } finally {
        // Recorded (all or some): the section now says so.
        void input.refetchConcussion?.();
      }
    }
    const shown = shownIds(documents.data);
    // One order for both paths (@domain/registration-order): the free path sends it to
    // create_registrations(), the paid path as the checkout body.
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
        // The concussion awareness is the yearly confirmation just checked: the database stamps it from that.
        agreedAt: { ...values.agreedAt, concussion: new Date().toISOString() },
        // The ids of the texts shown: the database refuses one that is no longer in force, and stamps them.
        documentIds: shown,
        language: lang,
      },
    });
    /** A text changed since it was read: read the texts again, untick what changed, and say so. */
    const outdated = async () => {
      const fresh = await documents.refetch();
      for (const key of changedDocuments(shown, shownIds(fresh.data))) form.setAgreed(key, false);
      setRefusal({ kind: 'consentOutdated' });
    };
    try {
      if (!isVolunteer && total > 0 && methodRef.current === 'saved' && input.savedCard) {
        let sessionId: string;
        try {
          ({ sessionId } = await payWithSavedCard(
            checkoutBody(order, {
              amount: total,
              programName,
              participantNames: values.selected.map(nameOf),
            }),
            input.savedCard.provider_payment_method_id,
          ));
        } catch (error) {
          console.warn('Saved-card payment failed', error);
          if (refusalReason(error) === 'consent_version_outdated') return await outdated();
          setRefusal({ kind: 'savedCard', error });
          if (TIER_REFUSALS.has(refusalReason(error) ?? '')) void input.refetchTiers?.();
          if (CONCUSSION_REFUSALS.has(refusalReason(error) ?? '')) void input.refetchConcussion?.();
          return;
        }
        // The same confirmation as after Checkout: the dashboard's payment return confirms the session.
        navigate(`/dashboard?payment=success&session_id=${encodeURIComponent(sessionId)}`);
        return;
      }
      if (!isVolunteer && total > 0) {
        let url: string;
        try {
          ({ url } = await startCheckout(
            checkoutBody(order, {
              amount: total,
              programName,
              participantNames: values.selected.map(nameOf),
            }),
          ));
        } catch (error) {
          console.warn('Checkout creation failed', error);
          if (refusalReason(error) === 'consent_version_outdated') return await outdated();
          setRefusal({ kind: 'checkout', error });
          if (TIER_REFUSALS.has(refusalReason(error) ?? '')) void input.refetchTiers?.();
          if (CONCUSSION_REFUSALS.has(refusalReason(error) ?? '')) void input.refetchConcussion?.();
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
          program: programName,
          total_amount: 0,
          is_free: true,
        },
      });
    } catch (error) {
      const hint = refusalReason(error);
      if (hint === 'consent_version_outdated') return await outdated();
      // The program has tiers but none is open today: the screen showed the spec's 'Standard' fallback.
      setRefusal(
        hint === 'price_option_required' && tiers.every((x) => x.id === FALLBACK_TIER_ID)
          ? { kind: 'noPriceOptionToday' }
          : { kind: 'free', error },
      );
      if (TIER_REFUSALS.has(hint ?? '')) void input.refetchTiers?.();
      if (CONCUSSION_REFUSALS.has(hint ?? '')) void input.refetchConcussion?.();
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event?: BaseSyntheticEvent) => {
    setRefusal(null);
    return shell.submit(save)(event);
  };

  const refusalText = (r: Refusal): string => {
    switch (r.kind) {
      case 'alreadyRegistered':
        return t('validation.alreadyRegistered', { names: r.names.join(', ') });
      case 'noPriceOptionToday':
        return t('errors.noPriceOptionToday');
      case 'consentOutdated':
        return t('legal:consent.outdated');
      case 'checkout':
        return checkoutErrorMessage(r.error, t);
      case 'savedCard':
        return savedCardErrorMessage(r.error, t);
      default:
        return registrationErrorMessage(r.error, t);
    }
  };
  const summary: SummaryError[] = refusal ? [{ message: refusalText(refusal) }] : shell.summary;

  // Inline errors: the last submit's, beside each field (the summary's words).
  const { errors } = shell.form.formState;
  const fieldError = (kind: 'missingPrice' | 'question' | ConsentKey, questionId?: string): string | undefined => {
    if (kind === 'missingPrice') return errors.tierBy ? t('validation.missingPrice') : undefined;
    if (kind === 'question') {
      const q = questions.find((x) => x.id === questionId);
      return q && errors.answers?.[q.id]
        ? t('validation.question', { question: localizedText(q.question_text_fr, q.question_text, lang) })
        : undefined;
    }
    return errors.agreedAt?.[kind] ? t(`validation.${kind}`) : undefined;
  };
  const concussionMissing = (key: string, tick: keyof ConcussionTicks) => Boolean(errors.concussion?.[key]?.[tick]);
  const chooseMethod = (next: PayMethod) => {
    methodRef.current = next;
    setMethod(next);
  };
  return { submit, submitting, total, summary, fieldError, concussionMissing, method, chooseMethod };
}
