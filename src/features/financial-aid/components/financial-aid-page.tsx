import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { buttonClasses } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { FlashRegion } from '@/components/flash-region';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { CONTENT_SLOT, useLocalized, withContent } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage } from '@/lib/server-errors';
import { aidServerErrors, useMyAidRequests, useWithdrawAidRequest, type AidRequest } from '../api/financial-aid';
import { sortRequests } from '../utils/requests';
import type { SentState } from './aid-request-form';
import { AidRequestCard } from './aid-request-card';

/**
 * /financial-aid (issue 25 point 6): the family's requests with their state (pending, approved with the code, the
 * price and 'Register with this code', rejected with the note, withdrawn) and Withdraw for a pending one.
 */
export default function FinancialAidPage() {
  const { t } = useTranslation('financialAid');
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [sent] = useState(() => (location.state as { sent?: SentState } | null)?.sent ?? null);
  const list = useMyAidRequests(user?.id);
  const withdraw = useWithdrawAidRequest();
  const { flash, show, clear, ref } = useFlash();
  const [withdrawing, setWithdrawing] = useState<AidRequest | null>(null);
  const { localized } = useLocalized();

  // The message came through the router state: cleared so a reload does not repeat it.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const programOf = (r: AidRequest) => localized(r.program_name_fr, r.program_name);
  const onConfirm = () => {
    if (!withdrawing) return;
    const request = withdrawing;
    withdraw.mutate(request.id, {
      onSuccess: () => {
        setWithdrawing(null);
        show({ tone: 'success', text: t('list.withdrawn', { program: programOf(request).text }) });
      },
      onError: (error) => {
        setWithdrawing(null);
        show({ tone: 'error', text: serverErrorMessage(error, t, aidServerErrors) });
      },
    });
  };

  const rows = sortRequests(list.data ?? []);
  return (
    <section>
      <PageTitle>{t('list.title')}</PageTitle>
      {sent ? (
        <Banner tone="success" title={t('list.sentTitle')}>
          {t('list.sent', { program: sent.program })}
        </Banner>
      ) : null}
      <p className="mb-4 max-w-3xl text-slate-800">{t('list.intro')}</p>
      <p className="mb-6">
        <Link to="/financial-aid/new" className={buttonClasses('secondary')}>
          {t('list.ask')}
        </Link>
      </p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailedBanner
          title={t('loadFailedTitle')}
          message={serverErrorMessage(list.error, t, aidServerErrors)}
          retryLabel={t('tryAgain')}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-md border-2 border-slate-400 p-6 text-center">{t('list.empty')}</p>
      ) : (
        <ul className="grid gap-4">
          {rows.map((r) => (
            <AidRequestCard
              key={r.id}
              request={r}
              onWithdraw={() => {
                clear();
                setWithdrawing(r);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmModal
        open={withdrawing !== null}
        title={t('list.confirmTitle')}
        confirmLabel={t('list.confirmButton')}
        busy={withdraw.isPending}
        onConfirm={onConfirm}
        onClose={() => setWithdrawing(null)}
      >
        {withdrawing ? (
          <p>{withContent(t('list.confirmText', { program: CONTENT_SLOT }), programOf(withdrawing))}</p>
        ) : null}
      </ConfirmModal>
    </section>
  );
}
