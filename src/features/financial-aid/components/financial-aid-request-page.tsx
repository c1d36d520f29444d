import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { buttonClasses } from '@/components/button';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useFamilyParticipants, usePricedPrograms } from '../api/financial-aid';
import { AidRequestForm, type SentState } from './aid-request-form';
import { TextLink } from '@/components/text-link';

/**
 * /financial-aid/new?program=ID (issue 25 point 6): the confidential request. The program is fixed when the address
 * names an open priced program, else chosen from them; the family's own participants are ticked; then what the family
 * can pay and an optional note. Sent, the family lands on /financial-aid where the request is listed.
 */
export default function FinancialAidRequestPage() {
  const { t } = useTranslation('financialAid');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const wanted = new URLSearchParams(location.search).get('program');
  const programs = usePricedPrograms();
  const participants = useFamilyParticipants(user?.id);

  const body = () => {
    if (programs.isPending || participants.isPending) return <Spinner label={t('loading')} />;
    if (programs.isError || participants.isError) {
      return (
        <LoadFailedBanner
          title={t('loadFailedTitle')}
          message={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => {
            if (programs.isError) void programs.refetch();
            if (participants.isError) void participants.refetch();
          }}
        />
      );
    }
    const fixed = wanted ? (programs.data.find((p) => p.id === wanted) ?? null) : null;
    if (wanted && !fixed) return <Banner tone="warning">{t('form.programNotOpen')}</Banner>;
    if (programs.data.length === 0) return <p className="mb-4">{t('form.noPrograms')}</p>;
    if (participants.data.length === 0) {
      return (
        <p className="mb-4">
          {t('form.noParticipants')} <TextLink to="/participants/new">{t('form.addParticipant')}</TextLink>
        </p>
      );
    }
    return (
      <AidRequestForm
        programs={programs.data}
        fixed={fixed}
        participants={participants.data}
        onSent={(sent: SentState) => navigate('/financial-aid', { state: { sent } })}
      />
    );
  };

  return (
    <section>
      <PageTitle>{t('form.title')}</PageTitle>
      <div className="mb-6 max-w-3xl space-y-3 text-slate-800">
        <p>{t('form.intro')}</p>
        <p className="rounded-md border-l-8 border-blue-900 bg-blue-50 p-3 font-semibold text-slate-900">
          {t('form.privacy')}
        </p>
        <p>{t('form.noDocuments')}</p>
      </div>
      {body()}
      <p className="mt-6">
        <Link to="/financial-aid" className={buttonClasses('link')}>
          {t('form.seeRequests')}
        </Link>
      </p>
    </section>
  );
}
