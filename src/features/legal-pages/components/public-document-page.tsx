import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { LegalDocumentBody } from '@/components/legal/legal-document-body';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePublicDocument, type PublicKind } from '../api/public-document';

/** /terms and /privacy (issue 22 point 4): the version in force, in the visitor's language (else English). */
export function PublicDocumentPage({ kind }: { kind: PublicKind }) {
  const { t, i18n } = useTranslation('legal');
  const lang = currentLanguage(i18n.language);
  const doc = usePublicDocument(kind, lang);
  const d = doc.data ?? null;
  // An English text on a French page says so (a screen reader switches voice).
  const other = d && d.language !== lang ? d.language : undefined;
  const title = d?.title ?? t(`public.${kind}`);
  return (
    <article>
      {/* One <h1> whatever the state, so the focus put on it after navigation stays there. */}
      <PageTitle title={title}>
        <span lang={other}>{title}</span>
      </PageTitle>
      {doc.isPending ? <Spinner label={t('public.loading')} /> : null}
      {doc.isError ? (
        <LoadFailedBanner
          title={t('public.loadFailed')}
          message={t('public.loadFailedText')}
          retryLabel={t('public.tryAgain')}
          onRetry={() => void doc.refetch()}
        />
      ) : null}
      {doc.isSuccess && !d ? <p>{t('public.notPublished')}</p> : null}
      {d ? (
        <>
          <p className="-mt-4 mb-6 text-slate-800">
            {t('public.versionLine', {
              version: d.version,
              date: formatDate(orgToday(new Date(d.published_at)), lang),
            })}
          </p>
          <div lang={other} className="max-w-prose text-lg [&_h2]:mt-6 [&_h2]:text-2xl">
            <LegalDocumentBody body={d.body} headingLevel={2} />
          </div>
        </>
      ) : null}
    </article>
  );
}
