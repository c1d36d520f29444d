import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';
import { Banner } from '@/components/banner';
import { buttonClasses } from '@/components/button';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { serverErrorMessage } from '@/lib/server-errors';
import { useSetupStatus, type CheckStatus } from '@/lib/data/setup-status';
import { CheckFacts } from './check-facts';
import { TextLink } from '@/components/text-link';

const TONES: Record<CheckStatus, BadgeTone> = {
  ok: 'success',
  test: 'info',
  missing: 'danger',
  problem: 'danger',
  check: 'warning',
};

/** Where each check is fixed inside the site (the others are fixed on the server: the text says where). */
const FIX_LINKS: Record<string, string> = { organisation: '/admin/settings', legal: '/admin/legal' };

/**
 * /admin/setup (issue 36 point 2): whether the site is ready for a season, each thing with a plain status and what
 * to do. The answer comes from the setup-status function (administrators only; no secret is shown).
 */
export default function AdminSetupPage() {
  const { t } = useTranslation(['adminSetup', 'common']);
  const status = useSetupStatus();
  return (
    <section className="max-w-3xl">
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4">{t('intro')}</p>
      <p className="mb-6 flex flex-wrap gap-3">
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('backToDashboard')}
        </Link>
        <button type="button" className={buttonClasses('secondary')} onClick={() => void status.refetch()}>
          {t('checkAgain')}
        </button>
      </p>
      {status.isPending ? <Spinner label={t('loading')} /> : null}
      {status.isError ? (
        <LoadFailedBanner
          title={t('loadFailed')}
          message={serverErrorMessage(status.error, t, { ns: 'adminSetup', fallbackKey: 'adminSetup:loadFailed' })}
          retryLabel={t('checkAgain')}
          onRetry={() => status.refetch()}
        />
      ) : null}
      {status.data ? (
        <>
          <div className="mb-6" aria-live="polite">
            <Banner
              tone={status.data.ready ? 'success' : 'warning'}
              title={t(status.data.ready ? 'ready' : 'notReady')}
            >
              {t(status.data.ready ? 'readyText' : 'notReadyText', {
                count: status.data.checks.filter((c) => c.status === 'missing' || c.status === 'problem').length,
              })}
            </Banner>
          </div>
          <ol className="space-y-4">
            {status.data.checks.map((check) => (
              <li key={check.id} className="rounded-lg border-2 border-slate-300 p-4">
                <h2 className="mb-2 flex flex-wrap items-center gap-3 text-xl font-bold">
                  <span>{t(`checks.${check.id}.title`)}</span>
                  <Badge tone={TONES[check.status]}>{t(`status.${check.status}`)}</Badge>
                </h2>
                <CheckFacts check={check} />
                {check.status !== 'ok' ? <p>{t(`checks.${check.id}.todo`)}</p> : null}
                {check.status !== 'ok' && FIX_LINKS[check.id] ? (
                  <p className="mt-2">
                    <TextLink to={FIX_LINKS[check.id]}>{t(`checks.${check.id}.fix`)}</TextLink>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
