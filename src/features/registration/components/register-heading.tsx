import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { CONTENT_SLOT, useLocalized, withContent } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import type { OfferState } from '../utils/waitlist';

/** 'Register for <program>' as the page's h1 and document title, the name marked lang="en" when it has no French. */
export function RegisterTitle({ program }: { program: { name: string; name_fr?: string | null } }) {
  const { t } = useTranslation('registration');
  const { localized } = useLocalized();
  const template = t('title.register', { name: CONTENT_SLOT });
  const name = localized(program.name_fr, program.name);
  return <PageTitle title={template.split(CONTENT_SLOT).join(name.text)}>{withContent(template, name)}</PageTitle>;
}

/** The offer in the address is no longer open (it lapsed, was declined, or was already used). */
export function OfferClosed({ offer }: { offer: Extract<OfferState, { kind: 'closed' }> }) {
  const { t } = useTranslation('registration');
  const name = offer.entry?.participant_name;
  return (
    <Banner tone="warning" title={t('offer.closedTitle')}>
      {offer.accepted ? t('offer.accepted', { name }) : name ? t('offer.closed', { name }) : t('offer.notFound')}
    </Banner>
  );
}
