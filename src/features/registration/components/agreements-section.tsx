import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalDocumentBody } from '@/components/legal/legal-document-body';
import { ScrollConsent } from '@/components/legal/scroll-consent';
import type { LegalDocument, LegalLang } from '@/components/legal/legal-types';
import { useConsentDocuments } from '../api/consent-documents';
import type { RegistrationForm } from '../hooks/use-registration-form';
import type { ConcussionTicks } from '../utils/concussion';
import { ConcussionSection } from './concussion-section';

export const CONSENT_IDS = {
  waiver: 'consent-waiver',
  media: 'consent-media',
} as const;

type Props = {
  programId: string;
  lang: LegalLang;
  form: RegistrationForm;
  errors: Partial<Record<keyof typeof CONSENT_IDS, string>>;
  /** The last submit's missing concussion ticks. */
  concussionMissing: (key: string, tick: keyof ConcussionTicks) => boolean;
};

/**
 * Required Agreements (issue 22 point 5): the waiver (the program's own when
 * one is in force) and the media consent, each the
 * version in force in the page's language (English, marked lang="en", when the
 * French is missing), read from the database. Each agreement is keyed by the
 * document's id, so a text read again after a change must be scrolled again.
 * Then the yearly concussion confirmation, asked only when it is missing or
 * expired (issue 24 point 5).
 */
export function AgreementsSection({ programId, lang, form, errors, concussionMissing }: Props) {
  const { t } = useTranslation(['registration', 'legal']);
  const docs = useConsentDocuments(programId, lang);

  /** The text, a 'could not load' or 'not published' message, or null while it loads. */
  const body = (doc: LegalDocument | null | undefined): ReactNode => {
    if (docs.isError) return <p className="font-semibold text-red-800">{t('legal:consent.loadFailed')}</p>;
    if (!docs.data) return null;
    if (!doc) return <p className="font-semibold text-red-800">{t('legal:consent.notPublished')}</p>;
    return (
      <div lang={doc.language === lang ? undefined : doc.language}>
        <LegalDocumentBody body={doc.body} />
      </div>
    );
  };
  const titleLang = (doc: LegalDocument | null | undefined) =>
    doc && doc.language !== lang ? doc.language : undefined;
  const { waiver, media } = docs.data ?? {};

  return (
    <>
      <ScrollConsent
        key={`waiver-${waiver?.id ?? ''}`}
        id={CONSENT_IDS.waiver}
        title={waiver?.title ?? t('agreements.waiverTitle')}
        titleLang={titleLang(waiver)}
        checkboxLabel={t('agreements.waiverCheckbox')}
        checked={Boolean(form.agreedAt.waiver)}
        onChange={(on) => form.setAgreed('waiver', on)}
        error={errors.waiver}
      >
        {body(waiver)}
      </ScrollConsent>
      <ScrollConsent
        key={`media-${media?.id ?? ''}`}
        id={CONSENT_IDS.media}
        title={media?.title ?? t('agreements.mediaTitle')}
        titleLang={titleLang(media)}
        checkboxLabel={t('agreements.mediaCheckbox')}
        checked={Boolean(form.agreedAt.media)}
        onChange={(on) => form.setAgreed('media', on)}
        error={errors.media}
      >
        {body(media)}
      </ScrollConsent>
      <ConcussionSection lang={lang} form={form} missing={concussionMissing} />
    </>
  );
}
