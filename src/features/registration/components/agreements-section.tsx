import { useTranslation } from 'react-i18next';
import { ConcussionConsent } from '@/components/legal/concussion-consent';
import { LegalTextBody } from '@/components/legal/legal-text-body';
import { ScrollConsent } from '@/components/legal/scroll-consent';
import { useLegalText } from '@/components/legal/use-legal-text';
import type { LegalLang } from '@/components/legal/legal-types';
import type { RegistrationForm } from '../hooks/use-registration-form';

export const CONSENT_IDS = {
  waiver: 'consent-waiver',
  media: 'consent-media',
  concussion: 'consent-concussion',
} as const;

type Props = {
  lang: LegalLang;
  customWaiverText: string | null;
  form: RegistrationForm;
  errors: Partial<Record<keyof typeof CONSENT_IDS, string>>;
};

/** Required Agreements: waiver (the program's own text when not blank), media release, concussion awareness. */
export function AgreementsSection({ lang, customWaiverText, form, errors }: Props) {
  const { t } = useTranslation('registration');
  const waiver = useLegalText('waiver', lang);
  const media = useLegalText('media', lang);
  const concussion = useLegalText('concussion', lang);
  const custom = customWaiverText?.trim() ? customWaiverText.trim() : null;

  const waiverBody = custom ? (
    <div className="whitespace-pre-line">{custom}</div>
  ) : waiver.data ? (
    <LegalTextBody text={waiver.data} />
  ) : null;

  return (
    <>
      <ScrollConsent
        id={CONSENT_IDS.waiver}
        title={custom ? t('agreements.waiverTitle') : (waiver.data?.title ?? t('agreements.waiverTitle'))}
        checkboxLabel={t('agreements.waiverCheckbox')}
        checked={Boolean(form.agreedAt.waiver)}
        onChange={(on) => form.setAgreed('waiver', on)}
        error={errors.waiver}
      >
        {waiverBody}
      </ScrollConsent>
      <ScrollConsent
        id={CONSENT_IDS.media}
        title={media.data?.title ?? t('agreements.mediaTitle')}
        checkboxLabel={t('agreements.mediaCheckbox')}
        checked={Boolean(form.agreedAt.media)}
        onChange={(on) => form.setAgreed('media', on)}
        error={errors.media}
      >
        {media.data ? <LegalTextBody text={media.data} /> : null}
      </ScrollConsent>
      <ConcussionConsent
        id={CONSENT_IDS.concussion}
        lang={lang}
        title={concussion.data?.title ?? t('agreements.concussionTitle')}
        checkboxLabel={t('agreements.concussionCheckbox')}
        checked={Boolean(form.agreedAt.concussion)}
        onChange={(on) => form.setAgreed('concussion', on)}
        resourcesAccessed={form.resourcesAccessed}
        onResourceOpened={form.markResourcesAccessed}
        error={errors.concussion}
      >
        {concussion.data ? <LegalTextBody text={concussion.data} /> : null}
      </ConcussionConsent>
    </>
  );
}
