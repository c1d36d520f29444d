import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { LegalDocumentBody } from '@/components/legal/legal-document-body';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { currentLanguage } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { orgToday } from '@domain/dates';
import { useAgreedDocuments, type AgreedDocument } from '../api/agreed-documents';

type Props = { registrationId: string; programName: string };

/**
 * 'View the texts you agreed to' (issue 22 point 6): a dialog with the exact
 * versions this registration recorded, each with its version and language.
 */
export function AgreedTexts({ registrationId, programName }: Props) {
  const { t, i18n } = useTranslation('legal');
  const [open, setOpen] = useState(false);
  const docs = useAgreedDocuments(registrationId, open);
  const lang = currentLanguage(i18n.language);
  const list = docs.data ? [docs.data.waiver, docs.data.media, docs.data.concussion] : [];
  const found = list.filter((d): d is AgreedDocument => d !== null);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('agreed.open')}
        <span className="sr-only"> {t('agreed.openContext', { program: programName })}</span>
      </Button>
      <Modal open={open} title={t('agreed.title', { program: programName })} onClose={() => setOpen(false)}>
        {docs.isPending ? <Spinner label={t('agreed.loading')} /> : null}
        {docs.isError ? (
          <p role="alert" className="font-semibold text-red-800">
            {t('agreed.loadFailed')}
          </p>
        ) : null}
        {docs.data && found.length === 0 ? <p>{t('agreed.none')}</p> : null}
        {found.map((d) => (
          <section key={d.id} aria-labelledby={`agreed-${d.id}`} className="mb-6 border-b-2 border-slate-300 pb-4">
            <h3 id={`agreed-${d.id}`} lang={d.language === lang ? undefined : d.language} className="text-xl font-bold">
              {d.title}
            </h3>
            <p className="mb-2 text-slate-800">
              {t('agreed.versionLine', {
                version: d.version,
                language: t(`languages.${d.language}`),
                date: formatDate(orgToday(new Date(d.published_at)), lang),
              })}
            </p>
            <div lang={d.language === lang ? undefined : d.language}>
              <LegalDocumentBody body={d.body} />
            </div>
          </section>
        ))}
      </Modal>
    </>
  );
}
