import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Banner } from '@/components/banner';
import { Button, buttonClasses } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Tabs } from '@/components/tabs';
import { useAuth } from '@/lib/auth/use-auth';
import { focusTarget } from '@/lib/focus-target';
import { formatMoney } from '@/lib/format';
import { localizedText } from '@/lib/localized';
import { serverErrorText } from '@/lib/server-errors';
import type { CancelResult } from '../api/cancel-registration';
import { useMyRegistrations, type MyRegistration } from '../api/my-registrations';
import { STATUS_TABS, rowsOfTab, tabCounts, type StatusTab } from '../api/registration-scope';
import { CancelRegistrationModal } from './cancel-registration-modal';
import { AdminLimitNotice } from './admin-limit-notice';
import { RegistrationCard } from './registration-card';
import { TextLink } from '@/components/text-link';

type Props = {
  /** The family's waiting lists (waitlist feature, composed in src/app; issue 24 point 1), shown above the tabs. */
  waitlist?: ReactNode;
};

/** /registrations (spec 2 sections 2 and 6): tabs by status with counts, cards, cancel and refund request. */
export default function MyRegistrationsPage({ waitlist }: Props = {}) {
  const { t, i18n } = useTranslation('myRegistrations');
  const { user, role } = useAuth();
  const isAdmin = role === 'admin';
  const query = useMyRegistrations(user?.id, isAdmin);
  const [tab, setTab] = useState<StatusTab>('all');
  const [cancelling, setCancelling] = useState<MyRegistration | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const today = orgToday(new Date());
  const onCancel = useCallback((r: MyRegistration) => {
    setDone(null);
    setCancelling(r);
  }, []);

  // After a cancellation the card's button is gone: focus moves to the confirmation instead.
  useEffect(() => {
    if (done) focusTarget(doneRef.current);
  }, [done]);

  const title = role === 'coach' || role === 'volunteer' ? t('titleCoachVolunteer') : t('title');
  const rows = query.data?.rows ?? [];
  const counts = tabCounts(rows);

  const onDone = (result: CancelResult, registration: MyRegistration) => {
    setCancelling(null);
    const program = registration.program
      ? localizedText(registration.program.name_fr, registration.program.name, i18n.resolvedLanguage ?? i18n.language)
      : '';
    setDone(
      result.status === 'refunded'
        ? t('success.refunded', { program, amount: formatMoney(result.refund_amount) })
        : t('success.cancelled', { program }),
    );
  };

  return (
    <section>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mb-4 text-slate-800">{isAdmin ? t('lead.admin') : t('lead.default')}</p>
      <p className="mb-6">
        <Link to="/programs" className={buttonClasses('secondary')}>
          {t('browsePrograms')}
        </Link>
      </p>
      {done ? (
        <div ref={doneRef} className="focus:outline-3">
          <Banner tone="success" title={t('success.title')} onDismiss={() => setDone(null)}>
            {done}
          </Banner>
        </div>
      ) : null}
      {query.isPending && user ? <Spinner label={t('loading')} /> : null}
      {query.isError ? (
        <Banner tone="error" title={t('loadFailed', { message: serverErrorText(query.error) })}>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </Banner>
      ) : null}
      {waitlist}
      {query.isSuccess ? <AdminLimitNotice shown={rows.length} total={query.data.total} /> : null}
      {query.isSuccess ? (
        <Tabs
          label={t('tabsLabel')}
          selected={tab}
          onSelect={(id) => setTab(id as StatusTab)}
          tabs={STATUS_TABS.map((id) => ({
            id,
            label: t(`tabs.${id}`, { n: counts[id] }),
            panel: (
              <RegistrationList
                rows={rowsOfTab(rows, id)}
                tab={id}
                today={today}
                isAdmin={isAdmin}
                onCancel={onCancel}
              />
            ),
          }))}
        />
      ) : null}
      {cancelling ? (
        <CancelRegistrationModal registration={cancelling} onClose={() => setCancelling(null)} onDone={onDone} />
      ) : null}
    </section>
  );
}

type ListProps = {
  rows: MyRegistration[];
  tab: StatusTab;
  today: string;
  isAdmin: boolean;
  onCancel: (r: MyRegistration) => void;
};

function RegistrationList({ rows, tab, today, isAdmin, onCancel }: ListProps) {
  const { t } = useTranslation('myRegistrations');
  if (!rows.length) {
    return (
      <div className="rounded-lg border-2 border-dashed border-slate-600 p-6 text-slate-900">
        <p className="font-semibold">{t(`empty.${tab}`)}</p>
        {tab === 'all' ? (
          <p className="mt-2">
            <TextLink to="/programs">{t('empty.browseHint')}</TextLink>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {rows.map((r) => (
        <li key={r.id}>
          <RegistrationCard registration={r} today={today} isAdmin={isAdmin} onCancel={onCancel} />
        </li>
      ))}
    </ul>
  );
}
