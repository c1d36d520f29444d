import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { FlashRegion } from '@/components/flash-region';
import { LegalDocumentBody } from '@/components/legal/legal-document-body';
import { CONCUSSION_RESOURCES, type LegalDocument } from '@/components/legal/legal-types';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { useFlash, type Flash } from '@/lib/forms/use-flash';
import { currentLanguage } from '@/lib/i18n';
import { useConcussionDocuments, useConcussionStatus, type ConcussionStatus } from '../api/concussion';
import { confirmationState } from '../utils/concussion-rules';
import { ParticipantsConfirmForm, SelfConfirmForm } from './concussion-forms';
import { TextAnchor } from '@/components/text-link';

/**
 * /concussion-safety (issue 24 point 5): where things stand, the awareness resources and the Code of Conduct
 * in force (in the visitor's language, else English marked lang="en"), and the forms to confirm for the
 * family's participants and for oneself as coach or volunteer. The outcome is said and takes focus.
 */
export default function ConcussionSafetyPage() {
  const { t, i18n } = useTranslation('concussion');
  const lang = currentLanguage(i18n.language);
  const { user } = useAuth();
  const status = useConcussionStatus(user?.id);
  const docs = useConcussionDocuments(lang);
  const { flash, show, clear, ref } = useFlash();
  const onDone = (f: Flash) => show(f);
  const awareness = docs.data?.awareness ?? null;
  const code = docs.data?.code_of_conduct ?? null;
  const s = status.data;
  const selfRole = s?.self?.role_required ?? null;

  return (
    <article>
      <PageTitle>{t('page.title')}</PageTitle>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      <p className="mb-6 max-w-prose text-lg text-slate-800">{t('page.lead')}</p>

      <section aria-labelledby="cs-status-title" className="mb-8">
        <h2 id="cs-status-title" className="text-2xl font-bold text-slate-900">
          {t('page.statusTitle')}
        </h2>
        {status.isPending ? <Spinner label={t('page.statusLoading')} /> : null}
        {status.isError ? (
          <LoadFailedBanner
            title={t('page.statusFailed')}
            message={t('page.statusFailed')}
            retryLabel={t('page.tryAgain')}
            onRetry={() => void status.refetch()}
          />
        ) : null}
        {s ? <StatusList status={s} /> : null}
      </section>

      <section aria-labelledby="cs-resources-title" className="mb-8">
        <h2 id="cs-resources-title" className="text-2xl font-bold text-slate-900">
          {t('page.resourcesTitle')}
        </h2>
        <ul className="mt-2 list-disc pl-6">
          {CONCUSSION_RESOURCES[lang].map((r) => (
            <li key={r.href}>
              <TextAnchor href={r.href} target="_blank" rel="noopener noreferrer" wrap="words">
                {t(`page.resources.${r.labelKey}`)}
                <span className="sr-only"> {t('page.opensNewTab')}</span>
              </TextAnchor>
            </li>
          ))}
        </ul>
      </section>

      {docs.isPending ? <Spinner label={t('page.documentsLoading')} /> : null}
      {docs.isError ? (
        <LoadFailedBanner
          title={t('page.documentsFailed')}
          message={t('page.documentsFailed')}
          retryLabel={t('page.tryAgain')}
          onRetry={() => void docs.refetch()}
        />
      ) : null}
      {docs.isSuccess && !awareness ? <p className="mb-6">{t('page.notPublished')}</p> : null}
      {awareness ? <DocumentSection doc={awareness} pageLang={lang} /> : null}
      {code ? <DocumentSection doc={code} pageLang={lang} /> : null}

      {awareness && code && s && s.participants.length ? (
        <ParticipantsConfirmForm
          // A fresh form after each confirmation (the default choice follows the new status).
          key={s.participants.map((p) => `${p.participant_id}:${p.confirmation?.valid_until ?? ''}`).join('|')}
          participants={s.participants}
          docs={{ awareness, code_of_conduct: code }}
          onDone={onDone}
        />
      ) : null}
      {awareness && selfRole ? (
        <SelfConfirmForm role={selfRole} docs={{ awareness, code_of_conduct: code }} onDone={onDone} />
      ) : null}
    </article>
  );
}

function StatusList({ status }: { status: ConcussionStatus }) {
  const { t } = useTranslation('concussion');
  const today = orgToday(new Date());
  const lines: { key: string; name: string; validUntil: string | null }[] = [];
  if (status.self?.role_required)
    lines.push({ key: 'self', name: t('page.you'), validUntil: status.self.confirmation?.valid_until ?? null });
  for (const p of status.participants)
    lines.push({ key: p.participant_id, name: p.name, validUntil: p.confirmation?.valid_until ?? null });
  if (!lines.length) return <p className="mt-2">{t('page.nothingToConfirm')}</p>;
  return (
    <ul className="mt-2 list-disc pl-6">
      {lines.map((l) => (
        <li key={l.key} className="break-words">
          {t(`page.line.${confirmationState(l.validUntil, today)}`, {
            name: l.name,
            date: l.validUntil ? formatDate(l.validUntil) : '',
          })}
        </li>
      ))}
    </ul>
  );
}

/** One document in force: its title (h2), version and body; an English fallback on a French page says so. */
function DocumentSection({ doc, pageLang }: { doc: LegalDocument; pageLang: 'en' | 'fr' }) {
  const { t } = useTranslation('concussion');
  const other = doc.language !== pageLang ? doc.language : undefined;
  const titleId = `cs-doc-${doc.kind}`;
  return (
    <section aria-labelledby={titleId} className="mb-8">
      <h2 id={titleId} lang={other} className="text-2xl font-bold text-slate-900">
        {doc.title}
      </h2>
      <p className="mb-2 text-slate-800">{t('page.version', { version: doc.version })}</p>
      <div lang={other} className="max-w-prose text-lg break-words">
        <LegalDocumentBody body={doc.body} headingLevel={3} />
      </div>
    </section>
  );
}
