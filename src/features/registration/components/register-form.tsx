import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { LocalizedText, langAttr, useLocalized } from '@/components/localized-text';
import { currentLanguage } from '@/lib/i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyAidRequests } from '@/lib/data/financial-aid';
import { useDefaultSavedCard } from '@/lib/data/saved-cards';
import { formatDate, formatDateTime } from '@/lib/format';
import type { RegisterProgram } from '../api/program';
import type { RegisterTier } from '../api/price-tiers';
import type { useRegisterData } from '../api/use-register-data';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { useSubmitRegistration } from '../hooks/use-submit-registration';
import { aidOffer } from '../utils/financial-aid';
import { savedCardName } from '../utils/saved-card-name';
import type { OfferState } from '../utils/waitlist';
import { AgreementsSection } from './agreements-section';
import { AidNotice } from './aid-notice';
import { ParticipantsSection } from './participants-section';
import { QuestionsSection } from './questions-section';
import { OfferClosed, RegisterTitle } from './register-heading';
import type { RegisterSlots } from './register-slots';
import { SoldOutWaitlist } from './sold-out-waitlist';
import { SubmitBar } from './submit-bar';
import { VolunteerDetails } from './volunteer-details';
import { personName } from '@domain/person-name';

type Data = ReturnType<typeof useRegisterData> & { program: RegisterProgram };

type Props = {
  data: Data;
  slots: RegisterSlots;
  offer: OfferState;
  /** The sold-out price options one may wait for instead (none for a volunteer). */
  waitFor: RegisterTier[];
};

/** The registration form: who, the questions, the agreements and the concussion confirmations, then one submit. */
export function RegisterForm({ data, slots, offer, waitFor }: Props) {
  const { t, i18n } = useTranslation(['registration', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const lang = currentLanguage(i18n.language);
  const { program, tiers, questions, participants, isVolunteer } = data;
  const { localized } = useLocalized();
  const place = localized(program.location_fr, program.location);
  const form = useRegistrationForm({
    tiers,
    questions,
    participants,
    isVolunteer,
    concussionStatus: data.concussionStatus,
    concussionFailed: data.concussionFailed,
    selfName: data.volunteer ? personName(data.volunteer.first_name, data.volunteer.last_name) : '',
  });
  const { user } = useAuth();
  // A paid order can be paid with the family's saved card (issue 20 point 6); a failed read just offers Checkout.
  const savedCard = useDefaultSavedCard(user?.id, !isVolunteer).data ?? null;
  const { submit, submitting, total, summary, fieldError, concussionMissing, method, chooseMethod } =
    useSubmitRegistration({
      program,
      tiers,
      questions,
      participants,
      isVolunteer,
      lang,
      form,
      refetchActive: data.refetchActive,
      refetchTiers: data.refetchTiers,
      savedCard,
    });

  // /participants/:id/register hands over the participant to preselect; an offer, the participant and tier held.
  const held = offer.kind === 'held' ? offer.entry : null;
  const preselect = held?.participant_id ?? new URLSearchParams(location.search).get('participant');
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !preselect) return;
    preselected.current = true;
    if (participants.some((p) => p.id === preselect) && !data.activeParticipantIds.has(preselect)) {
      form.toggleParticipant(preselect, true);
      if (held?.price_tier_id && tiers.some((x) => x.id === held.price_tier_id)) {
        form.setTier(preselect, held.price_tier_id);
      }
    }
  }, [preselect, participants, data.activeParticipantIds, form, held, tiers]);
  // Financial assistance (issue 25 point 6): a priced program offers to ask, or the family's approved code.
  const priced = !isVolunteer && (program.price > 0 || tiers.some((x) => x.price > 0));
  const aidRequests = useMyAidRequests(user?.id, { programId: program.id, enabled: priced });
  const aid = priced && aidRequests.isSuccess ? aidOffer(aidRequests.data) : null;

  let n = 1;
  const headingClass = 'mb-3 text-2xl font-bold text-slate-900';
  return (
    <>
      <RegisterTitle program={program} />
      <p className="-mt-4 mb-6 text-lg text-slate-800">
        {place.text ? (
          <>
            <span lang={langAttr(place)}>{place.text}</span>
            {' · '}
          </>
        ) : null}
        {`${formatDate(program.start_date, lang)} – ${formatDate(program.end_date, lang)}`}
      </p>
      {program.description || program.description_fr ? (
        <LocalizedText as="p" className="mb-6 text-slate-800" fr={program.description_fr} en={program.description} />
      ) : null}
      {/* ?payment=cancelled from the checkout: nothing was charged or created (issue 7). */}
      {slots.paymentReturn}
      {held ? (
        <Banner tone="info" title={t('offer.heldTitle')}>
          {t('offer.held', { name: held.participant_name, deadline: formatDateTime(held.offer_expires_at!, lang) })}
        </Banner>
      ) : offer.kind === 'closed' ? (
        <OfferClosed offer={offer} />
      ) : null}
      {aid ? (
        <AidNotice
          programId={program.id}
          offer={aid}
          participants={participants}
          activeIds={data.activeParticipantIds}
          form={form}
        />
      ) : null}
      {waitFor.length > 0 ? (
        <SoldOutWaitlist>
          {() =>
            slots.waitlistJoin({
              programId: program.id,
              participants: participants.filter((p) => !data.activeParticipantIds.has(p.id)),
              tiers: waitFor,
              programFull: false,
            })
          }
        </SoldOutWaitlist>
      ) : null}
      <ErrorSummary errors={summary} />
      <form
        noValidate
        onSubmit={(e) => {
          void submit(e);
        }}
      >
        <section aria-labelledby="section-participants" className="mb-8">
          <h2 id="section-participants" className={headingClass}>
            {n++}. {isVolunteer ? t('sections.volunteer') : t('sections.participants')}
          </h2>
          {isVolunteer ? (
            <VolunteerDetails volunteer={data.volunteer} registered={data.volunteerRegistered} />
          ) : (
            <ParticipantsSection
              programId={program.id}
              participants={participants}
              activeIds={data.activeParticipantIds}
              tiers={tiers}
              assistanceOffered={data.assistanceOffered || aid?.kind === 'code'}
              form={form}
              priceError={fieldError('missingPrice')}
            />
          )}
        </section>
        {questions.length > 0 ? (
          <section aria-labelledby="section-questions" className="mb-8">
            <h2 id="section-questions" className={headingClass}>
              {n++}. {t('sections.questions')}
            </h2>
            <QuestionsSection questions={questions} form={form} errorFor={(id) => fieldError('question', id)} />
          </section>
        ) : null}
        <section aria-labelledby="section-agreements" className="mb-8">
          <h2 id="section-agreements" className={headingClass}>
            {n++}. {t('sections.agreements')}
          </h2>
          <AgreementsSection
            lang={lang}
            programId={program.id}
            form={form}
            errors={{ waiver: fieldError('waiver'), media: fieldError('media') }}
            concussionMissing={concussionMissing}
          />
        </section>
        <SubmitBar
          isVolunteer={isVolunteer}
          total={total}
          submitting={submitting}
          disabled={isVolunteer && (data.volunteerRegistered || !data.volunteer)}
          onCancel={() => navigate(-1)}
          savedCardName={savedCard ? savedCardName(t, savedCard) : null}
          onChooseMethod={chooseMethod}
          method={method}
        />
      </form>
    </>
  );
}
