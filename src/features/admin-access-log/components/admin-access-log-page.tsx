import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { useLocalized } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Pagination, paginationLabels } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { focusTarget } from '@/lib/focus-target';
import { formatNumber } from '@/lib/format';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { serverErrorMessage, type ServerErrorOptions } from '@/lib/server-errors';
import {
  exportAccessLogPages,
  NO_FILTERS,
  PAGE_SIZE,
  useAdminAccessLog,
  type AccessLogFilters,
} from '../api/access-log';
import { FILTER_TEXT_MAX, filtersSchema } from '../schemas/filters.schema';
import { accessLogCsvFilename, accessLogCsvFromPages } from '../utils/access-log-csv';
import { AccessLogTable } from './access-log-table';

const serverErrors: ServerErrorOptions = { ns: 'accessLog', fallbackKey: 'accessLog:genericError' };
const RESULTS_ID = 'access-log-results';
const FILTER_KEYS = ['participant', 'actor', 'from', 'to'] as const;

/** The applied filters and page, kept in the address (?participant=&actor=&from=&to=&page=). */
function useAppliedFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AccessLogFilters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const apply = (next: AccessLogFilters, nextPage = 0) => {
    const out = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) out.set(key, next[key]);
    if (nextPage > 0) out.set('page', String(nextPage + 1));
    setParams(out);
  };
  return { filters, page, apply };
}

/** /admin/access-log (issue 25 point 2): who viewed or changed medical and emergency information, with filters. */
export default function AdminAccessLogPage() {
  const { t } = useTranslation(['accessLog', 'common']);
  const { lang } = useLocalized();
  const { filters, page, apply } = useAppliedFilters();
  const log = useAdminAccessLog(filters, page);
  const shell = useFormShell<AccessLogFilters, AccessLogFilters>({
    schema: filtersSchema,
    defaultValues: filters,
    idPrefix: 'access-log-',
    serverErrors,
  });
  const { register } = shell.form;
  // The address changed (back/forward, Clear): the form shows the filters in force.
  const applied = FILTER_KEYS.map((k) => filters[k]).join('\u0000');
  useEffect(() => {
    shell.form.reset(filters);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied]);
  const err = shell.fieldError;
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadStatus, setDownloadStatus] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const data = log.data;
  const total = data?.total ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  const goTo = (next: number) => {
    apply(filters, next);
    requestAnimationFrame(() => focusTarget(resultsRef.current));
  };
  const clear = () => apply(NO_FILTERS);

  const download = async () => {
    if (downloading) return;
    setFailure(null);
    setDownloading(true);
    setDownloadStatus(t('download.started'));
    setProgress(null);
    try {
      const { blob, count } = await accessLogCsvFromPages(
        exportAccessLogPages(filters, (done, all) => setProgress({ done, total: all })),
        t,
        lang,
      );
      if (count === 0) {
        setDownloadStatus(t('download.empty'));
        return;
      }
      downloadCsv(accessLogCsvFilename(orgToday(new Date())), blob);
      setDownloadStatus(t('download.done', { count, formattedCount: formatNumber(count) }));
    } catch (e) {
      setDownloadStatus('');
      setFailure(t('download.failed', { message: serverErrorMessage(e, t, serverErrors) }));
    } finally {
      setDownloading(false);
      setProgress(null);
    }
  };

  const textField = (name: 'participant' | 'actor', hint: string) => (
    <FormField label={t(`filters.${name}`)} hint={hint} error={err(name)} id={`access-log-${name}`}>
      <input type="search" maxLength={FILTER_TEXT_MAX} className={inputClasses} {...register(name)} />
    </FormField>
  );
  const dateField = (name: 'from' | 'to') => (
    <FormField label={t(`filters.${name}`)} hint={t('filters.dateHint')} error={err(name)} id={`access-log-${name}`}>
      <input type="date" className={inputClasses} {...register(name)} />
    </FormField>
  );

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-6 max-w-prose">{t('intro')}</p>
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <form
        role="search"
        aria-label={t('filters.label')}
        noValidate
        className="mb-6"
        onSubmit={shell.submit((values) => apply(values))}
      >
        <div className="grid gap-x-6 sm:grid-cols-2">
          {textField('participant', t('filters.participantHint'))}
          {textField('actor', t('filters.actorHint'))}
          {dateField('from')}
          {dateField('to')}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('filters.submit')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </div>
      </form>

      <div className="mb-4">
        <Button variant="secondary" busy={downloading} aria-describedby="access-log-download-hint" onClick={download}>
          {t('download.button')}
        </Button>
        <p id="access-log-download-hint" className="mt-1 text-slate-700">
          {t('download.hint')}
        </p>
        {progress ? (
          <p className="mt-1">
            {t('download.progress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={downloadStatus ? 'mb-4 font-semibold' : 'sr-only'}>
        {downloadStatus}
      </p>
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}

      <h2
        id={RESULTS_ID}
        ref={resultsRef}
        className="mb-2 text-2xl font-bold focus:outline-none focus-visible:outline-3"
      >
        {t('results.heading')}
      </h2>
      {log.isPending ? <Spinner label={t('results.loading')} /> : null}
      {log.isError ? (
        <LoadFailedBanner
          title={t('results.loadFailed')}
          message={serverErrorMessage(log.error, t, serverErrors)}
          retryLabel={t('results.tryAgain')}
          onRetry={() => void log.refetch()}
        />
      ) : null}
      <p role="status" aria-live="polite" className="mb-2">
        {data
          ? total === 0
            ? t('results.none')
            : t('results.count', { count: total, formattedCount: formatNumber(total) })
          : ''}
      </p>
      {data && data.rows.length > 0 ? (
        <div aria-busy={log.isFetching || undefined}>
          <AccessLogTable rows={data.rows} />
        </div>
      ) : null}
      {pages > 1 ? <Pagination page={page} pages={pages} onPage={goTo} labels={paginationLabels(t)} /> : null}
    </section>
  );
}
