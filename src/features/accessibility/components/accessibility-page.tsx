import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessibilityEmail, useOrganisationName } from '@/lib/organisation';
import { PageTitle } from '@/components/page-title';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { FeedbackForm } from './feedback-form';
import { TextAnchor } from '@/components/text-link';

/** The date this statement was last checked against the project (tests, README, known limitations). */
export const LAST_REVIEWED = '2026-11-29';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const listClasses = 'list-disc space-y-2 pl-6';

/**
 * /accessibility (issue 25 point 5): the accessibility statement, in both languages, and its feedback form.
 * Everything it says about testing is what the project does (README 'npm test', tests/e2e/support/axe.ts):
 * update it, and LAST_REVIEWED, when that changes.
 */
export default function AccessibilityPage() {
  const { t } = useTranslation(['accessibility', 'common']);
  const contact = useAccessibilityEmail();
  const organisation = useOrganisationName();
  const formHeadingId = useId();

  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-8 text-lg">{t('intro', { organisation })}</p>

      <Section title={t('standard.title')}>
        <ul className={listClasses}>
          <li>{t('standard.wcag')}</li>
          <li>{t('standard.contrast')}</li>
          <li>{t('standard.use')}</li>
        </ul>
        <p className="mt-3">{t('standard.status')}</p>
      </Section>

      <Section title={t('testing.title')}>
        <ul className={listClasses}>
          <li>{t('testing.automated')}</li>
          <li>{t('testing.keyboard')}</li>
          <li>{t('testing.contrast')}</li>
          <li>{t('testing.browser')}</li>
          <li>{t('testing.screenReaders')}</li>
        </ul>
      </Section>

      <Section title={t('limitations.title')}>
        <ul className={listClasses}>
          <li>{t('limitations.map')}</li>
          <li>{t('limitations.stripe')}</li>
          <li>{t('limitations.time')}</li>
          <li>{t('limitations.documents')}</li>
          <li>{t('limitations.emails')}</li>
          <li>{t('limitations.screenReader')}</li>
        </ul>
      </Section>

      <Section title={t('review.title')}>
        <p>{t('review.text', { date: formatDate(LAST_REVIEWED, currentLanguage()) })}</p>
      </Section>

      <Section title={t('contact.title')}>
        <p className="mb-3">{t('contact.text')}</p>
        {contact.email ? (
          <p className="mb-6">
            {t('contact.email')}{' '}
            <TextAnchor href={`mailto:${contact.email}`} wrap="all">
              {contact.email}
            </TextAnchor>
          </p>
        ) : contact.isError ? (
          <p className="mb-6">{t('contact.emailUnavailable')}</p>
        ) : null}
        <h3 id={formHeadingId} className="mb-3 text-xl font-bold text-slate-900">
          {t('form.title')}
        </h3>
        <FeedbackForm headingId={formHeadingId} />
      </Section>
    </article>
  );
}
