import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button, buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { PageTitle } from '@/components/page-title';
import { Pagination, paginationLabels } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { focusTarget } from '@/lib/focus-target';
import { formatDateTime } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage, serverErrorText } from '@/lib/server-errors';
import {
  FEEDBACK_FILTERS,
  FEEDBACK_STATUSES,
  feedbackStatusErrors,
  isFeedbackStatus,
  PAGE_SIZE,
  useFeedbackPage,
  useSetFeedbackStatus,
  type FeedbackFilter,
  type FeedbackRow,
  type FeedbackStatus,
} from '../api/feedback';
import { LoadFailedBanner } from '@/components/load-failed-banner';

const TONES: Record<FeedbackStatus, BadgeTone> = { new: 'warning', read: 'info', resolved: 'success' };
const ACTION_KEYS: Record<FeedbackStatus, string> = {
  new: 'actions.markNew',
  read: 'actions.markRead',
  resolved: 'actions.markResolved',
};

function FeedbackItem({
  row,
  busy,
  onStatus,
}: {
  row: FeedbackRow;
  busy: boolean;
  onStatus: (row: FeedbackRow, status: FeedbackStatus) => void;
}) {
  const { t } = useTranslation('adminAccessibility');
  const headingId = useId();
  const date = formatDateTime(row.created_at);
  const status: FeedbackStatus = isFeedbackStatus(row.status) ? row.status : 'new';
  const lang = row.language === 'fr' ? 'fr' : 'en';
  return (
    <li className="rounded-md border-2 border-slate-500 bg-white p-4">
      <article aria-labelledby={headingId}>
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {t('messageHeading', { date })}
          </h2>
          <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
        </div>
        <dl className="mb-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('fields.from')}</dt>
          <dd>{row.name ?? t('fields.anonymous')}</dd>
          <dt className="font-semibold">{t('fields.email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${row.email}`} className="text-blue-900 underline">
              {row.email}
            </a>
          </dd>
          <dt className="font-semibold">{t('fields.page')}</dt>
          <dd className="break-all">{row.page ?? t('fields.noPage')}</dd>
          <dt className="font-semibold">{t('fields.language')}</dt>
          <dd>{t(`languages.${lang}`)}</dd>
          <dt className="font-semibold">{t('fields.account')}</dt>
          <dd>{row.user_id ? t('fields.signedIn') : t('fields.notSignedIn')}</dd>
          {row.handled_at ? (
            <>
              <dt className="font-semibold">{t('fields.handled')}</dt>
              <dd>{formatDateTime(row.handled_at)}</dd>
            </>
          ) : null}
        </dl>
        <h3 className="sr-only">{t('fields.message')}</h3>
        <p lang={lang} className="mb-4 border-l-4 border-slate-700 pl-3 break-words whitespace-pre-wrap">
          {row.message}
        </p>
        <div className="flex flex-wrap gap-3">
          {FEEDBACK_STATUSES.filter((s) => s !== status).map((next) => (
            <Button
              key={next}
              variant="secondary"
              disabled={busy}
              aria-label={t('actions.label', { action: t(ACTION_KEYS[next]), date })}
              onClick={() => onStatus(row, next)}
            >
              {t(ACTION_KEYS[next])}
            </Button>
          ))}
        </div>
      </article>
    </li>
  );
}

/** /admin/accessibility-feedback (issue 25 point 5): the statement form's messages, newest first, by status. */
export default function AdminFeedbackPage() {
  const { t } = useTranslation(['adminAccessibility', 'common']);
  const [filter, setFilter] = useState<FeedbackFilter>('new');
  const [page, setPage] = useState(0);
  const list = useFeedbackPage(filter, page);
  const setStatus = useSetFeedbackStatus();
  const { flash, show, clear, ref: flashRef } = useFlash();
  const countId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(Math.ceil(total / PAGE_SIZE), 1);

  const onStatus = (row: FeedbackRow, status: FeedbackStatus) => {
    clear();
    setStatus.mutate(
      { id: row.id, status },
      {
        onSuccess: () =>
          show({
            tone: 'success',
            text: t('statusChanged', { date: formatDateTime(row.created_at), status: t(`status.${status}`) }),
          }),
        onError: (e) => show({ tone: 'error', text: serverErrorMessage(e, t, feedbackStatusErrors) }),
      },
    );
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <Link to="/admin" className={buttonClasses('secondary', 'mb-4')}>
        {t('backToDashboard')}
      </Link>
      <p className="mb-4 max-w-3xl">{t('intro')}</p>
      <FormField label={t('filterLabel')} required className="w-full sm:w-72" id="feedback-filter">
        <select
          className={inputClasses}
          value={filter}
          aria-controls={countId}
          onChange={(e) => {
            setFilter(FEEDBACK_FILTERS.find((f) => f === e.target.value) ?? 'new');
            setPage(0);
            clear();
          }}
        >
          {FEEDBACK_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`filters.${f}`)}
            </option>
          ))}
        </select>
      </FormField>
      <p id={countId} role="status" className="mb-3 font-semibold">
        {list.data ? t('showing', { count: total }) : ''}
      </p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={flashRef} />
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailedBanner
          title={t('loadFailed')}
          message={serverErrorText(list.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <p className="rounded-md border-2 border-slate-400 p-6 text-center">{t(`empty.${filter}`)}</p>
      ) : (
        <div ref={listRef} className="focus:outline-none">
          <ul aria-label={t('listLabel')} className="space-y-4">
            {list.data.rows.map((row) => (
              <FeedbackItem key={row.id} row={row} busy={setStatus.isPending} onStatus={onStatus} />
            ))}
          </ul>
          {pages > 1 ? (
            <div className="mt-4">
              <Pagination
                page={page}
                pages={pages}
                onPage={(next) => {
                  setPage(next);
                  requestAnimationFrame(() => focusTarget(listRef.current));
                }}
                labels={paginationLabels(t)}
              />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
