import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { offerState, registrationGate } from '@domain/registration-gate';
import { Banner } from '@/components/banner';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyWaitlist } from '@/lib/data/waitlist';
import { useRegisterData } from '../api/use-register-data';
import { OfferClosed, RegisterTitle } from './register-heading';
import { RegisterForm } from './register-form';
import type { RegisterSlots } from './register-slots';
import { TextLink } from '@/components/text-link';

/**
 * /programs/:programId/register (spec 2 section 2). `?participant=<id>` preselects one participant;
 * `?offer=<entryId>` (a waiting-list offer, issue 24 point 2) preselects the participant and the tier held.
 * Who may register, and how, is @domain/registration-gate's decision; the waiting list's panel is a slot.
 */
export default function RegisterPage(slots: RegisterSlots) {
  const { programId = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation('registration');
  const data = useRegisterData(programId);
  const { user } = useAuth();
  const search = new URLSearchParams(location.search);
  const offerId = search.get('offer');
  const waitlist = useMyWaitlist(user?.id, Boolean(offerId));
  const back = <TextLink to="/programs">{t('backToPrograms')}</TextLink>;
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
        {back}
      </>
    );
  }
  const program = data.program;
  if (!program) {
    return (
      <>
        <PageTitle>{t('title.notFound')}</PageTitle>
        <p>
          {t('errors.notFound')} {back}
        </p>
      </>
    );
  }
  const offer = offerState(offerId, waitlist.data, program.id, new Date());
  const gate = registrationGate({
    program,
    tiers: data.tiers,
    today: orgToday(new Date()),
    isVolunteer: data.isVolunteer,
    offer: offer.kind,
  });
  if (gate.kind === 'closed') {
    return (
      <>
        <RegisterTitle program={program} />
        <Banner tone="warning">{t('serverErrors.program_closed')}</Banner>
        {back}
      </>
    );
  }
  // Full (issue 21 point 7): said before any form is filled, with the waiting list (issue 24 point 1).
  if (gate.kind === 'full') {
    return (
      <>
        <RegisterTitle program={program} />
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
              {t('participants.none_yet')} <TextLink to="/participants/new">{t('participants.addFirst')}</TextLink>
            </p>
          ) : (
            slots.waitlistJoin({
              programId: program.id,
              participants: data.participants.filter((p) => !data.activeParticipantIds.has(p.id)),
              tiers: gate.waitFor,
              programFull: true,
              preselect: search.get('participant'),
            })
          )}
        </section>
        {back}
      </>
    );
  }
  return <RegisterForm data={{ ...data, program }} slots={slots} offer={offer} waitFor={gate.waitFor} />;
}
