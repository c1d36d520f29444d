import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hasEnded, orgToday } from '@domain/dates';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { CONTENT_SLOT, LocalizedText, langAttr, useLocalized, withContent } from '@/components/localized-text';
import type { Localized } from '@/lib/localized';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { currentLanguage } from '@/lib/i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate, formatDateTime } from '@/lib/format';
import { Button } from '@/components/button';
import { useDefaultSavedCard } from '../api/saved-card';
import { useRegisterData } from '../api/use-register-data';
import { useMyWaitlist } from '../api/waitlist';
import { useProgramAidRequests } from '../api/financial-aid-offer';
import { aidOffer } from '../utils/financial-aid';
import { AidNotice } from './aid-notice';
import { offerState, waitlistTiers, type OfferState } from '../utils/waitlist';
import { WaitlistJoin } from './waitlist-join';
import { AgreementsSection } from './agreements-section';
import { ParticipantsSection } from './participants-section';
import { QuestionsSection } from './questions-section';
import { SubmitBar } from './submit-bar';
import { savedCardName } from '../utils/saved-card-name';
import { VolunteerDetails } from './volunteer-details';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { useSubmitRegistration } from '../hooks/use-submit-registration';
import type { RegisterProgram } from '../api/get-register-program';

type Slots = {
  /** The payment return message (?payment=cancelled from the checkout), composed in src/app/pages. */
  paymentReturn?: ReactNode;
};

/**
 * /programs/:programId/register (spec 2 section 2). `?participant=<id>` preselects one participant;
 * `?offer=<entryId>` (a waiting-list offer, issue 24 point 2) preselects the participant and the tier held.
 */
export default function RegisterPage({ paymentReturn }: Slots) {
  const { programId = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation('registration');
  const data = useRegisterData(programId);
  const { user } = useAuth();
  const offerId = new URLSearchParams(location.search).get('offer');
  const waitlist = useMyWaitlist(user?.id, Boolean(offerId));
  const { localized } = useLocalized();
  if (data.loading || (offerId && waitlist.isPending)) {
    return (
      <>
        <PageTitle>{t('title.loadingHeading')}</PageTitle>
        <Spinner label={t('loading')} />
      </>
    );
  }
  if (data.error) {
    return (
      <>
        <PageTitle>{t('title.loadingHeading')}</PageTitle>
        <LoadFailedBanner
          title={t('errors.loadFailedTitle')}
          message={t('errors.loadFailed')}
          retryLabel={t('errors.tryAgain')}
          onRetry={data.retry}
        />
        <Link to="/programs" className="font-semibold text-blue-900 underline">
          {t('backToPrograms')}
        </Link>
      </>
    );
  }
  if (!data.program) {
    return (
      <>
        <PageTitle>{t('title.notFound')}</PageTitle>
        <p>
          {t('errors.notFound')}{' '}
          <Link to="/programs" className="font-semibold text-blue-900 underline">
            {t('backToPrograms')}
          </Link>
        </p>
      </>
    );
  }
  const heading = (
    <RegisterTitle
      template={t('title.register', { name: CONTENT_SLOT })}
      name={localized(data.program.name_fr, data.program.name)}
    />
  );
  const closed = !data.program.is_active || hasEnded(data.program.end_date, orgToday(new Date()));
  if (closed) {
    return (
      <>
        {heading}
        <Banner tone="warning">{t('serverErrors.program_closed')}</Banner>
        <Link to="/programs" className="font-semibold text-blue-900 underline">
          {t('backToPrograms')}
        </Link>
      </>
    );
  }
  const offer = offerState(offerId, waitlist.data, data.program.id);
  // Full (issue 21 point 7): said before any form is filled, with the waiting list (issue 24 point 1);
  // volunteers take no place and go on; a family holding an offered place registers into it.
  if (data.program.is_full && !data.isVolunteer && offer.kind !== 'held') {
    const eligible = data.participants.filter((p) => !data.activeParticipantIds.has(p.id));
    return (
      <>
        {heading}
        {offer.kind === 'closed' ? <OfferClosed offer={offer} /> : null}
        <Banner tone="warning" title={t('full.title')}>
          {t('waitlist.fullText')}
        </Banner>
        <section aria-labelledby="waitlist-title" className="mb-8">
          <h2 id="waitlist-title" className="mb-3 text-2xl font-bold text-slate-900">
            {t('waitlist.title')}
          </h2>
          <p className="mb-4 text-slate-800">{t('waitlist.intro')}</p>
          {data.participants.length === 0 ? (
            <p className="mb-4">
              {t('participants.none_yet')}{' '}
              <Link to="/participants/new" className="font-semibold text-blue-900 underline">
                {t('participants.addFirst')}
              </Link>
            </p>
          ) : (
            <WaitlistJoin
              programId={data.program.id}
              participants={eligible}
              tiers={waitlistTiers(data.tiers, true)}
              programFull
              preselect={new URLSearchParams(location.search).get('participant')}
            />
          )}
        </section>
        <Link to="/programs" className="font-semibold text-blue-900 underline">
          {t('backToPrograms')}
        </Link>
      </>
    );
  }
  return <RegisterForm data={{ ...data, program: data.program }} paymentReturn={paymentReturn} offer={offer} />;
}

/** The offer in the address is no longer open (it lapsed, was declined, or was already used). */
function OfferClosed({ offer }: { offer: Extract<OfferState, { kind: 'closed' }> }) {
  const { t } = useTranslation('registration');
  const name = offer.entry?.participant_name;
  return (
    <Banner tone="warning" title={t('offer.closedTitle')}>
      {offer.accepted ? t('offer.accepted', { name }) : name ? t('offer.closed', { name }) : t('offer.notFound')}
    </Banner>
  );
}

/** 'Register for <program>' as the page's h1 and document title, the name marked lang="en" when it has no French. */
function RegisterTitle({ template, name }: { template: string; name: Localized }) {
  return <PageTitle title={template.split(CONTENT_SLOT).join(name.text)}>{withContent(template, name)}</PageTitle>;
}

type Data = ReturnType<typeof useRegisterData> & { program: RegisterProgram };

function RegisterForm({ data, paymentReturn, offer }: { data: Data; offer: OfferState } & Slots) {
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
    selfName: data.volunteer ? `${data.volunteer.first_name} ${data.volunteer.last_name}` : '',
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
      refetchConcussion: data.refetchConcussion,
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
  const aidRequests = useProgramAidRequests(program.id, user?.id, priced);
  const aid = priced && aidRequests.isSuccess ? aidOffer(aidRequests.data) : null;
  // Sold-out price options can be waited for (issue 24 point 1), behind a disclosure button.
  const soldOut = isVolunteer ? [] : waitlistTiers(tiers, false);
  const [waitOpen, setWaitOpen] = useState(false);

  let n = 1;
  const headingClass = 'mb-3 text-2xl font-bold text-slate-900';
  return (
    <>
      <RegisterTitle
        template={t('title.register', { name: CONTENT_SLOT })}
        name={localized(program.name_fr, program.name)}
      />
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
      {paymentReturn}
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
      {soldOut.length > 0 ? (
        <section aria-labelledby="waitlist-title" className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
          <h2 id="waitlist-title" className="mb-2 text-xl font-bold text-slate-900">
            {t('waitlist.soldOutTitle')}
          </h2>
          <p className="mb-3 text-slate-800">{t('waitlist.soldOutIntro')}</p>
          <Button
            variant="secondary"
            aria-expanded={waitOpen}
            aria-controls="waitlist-panel"
            onClick={() => setWaitOpen((o) => !o)}
          >
            {t('waitlist.showJoin')}
          </Button>
          <div id="waitlist-panel" hidden={!waitOpen} className="mt-4">
            {waitOpen ? (
              <WaitlistJoin
                programId={program.id}
                participants={participants.filter((p) => !data.activeParticipantIds.has(p.id))}
                tiers={soldOut}
                programFull={false}
              />
            ) : null}
          </div>
        </section>
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
