import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCUSSION_RESOURCES, type LegalLang } from './legal-types';
import { TextAnchor } from '../text-link';

/** One of the two texts: its title (and the title's language when it is an English fallback) and its body. */
export type ConcussionText = { title: string; titleLang?: string; body: ReactNode | null };

type Props = {
  lang: LegalLang;
  awareness: ConcussionText;
  codeOfConduct: ConcussionText;
  resourcesAccessed: boolean;
  onResourceOpened: () => void;
  /** The level of the two texts' titles. */
  headingLevel?: 3 | 4;
};

/**
 * What a person reviews for the yearly concussion confirmation (issue 24 point
 * 5, Ontario's Rowan's Law): the concussion awareness text with the official
 * resources (an 'opened' indicator turns on once a link is opened) and the
 * organisation's Concussion Code of Conduct, each in a scrollable region
 * reachable by keyboard. The ticks are the caller's (who confirms what).
 */
export function ConcussionResources({
  lang,
  awareness,
  codeOfConduct,
  resourcesAccessed,
  onResourceOpened,
  headingLevel = 3,
}: Props) {
  const { t } = useTranslation('registration');
  const uid = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const Sub = headingLevel === 3 ? 'h4' : 'h5';
  const text = (key: string, doc: ConcussionText) => (
    <section aria-labelledby={`${uid}-${key}`} className="mb-4">
      <Heading id={`${uid}-${key}`} lang={doc.titleLang} className="mb-2 text-xl font-bold text-slate-900">
        {doc.title}
      </Heading>
      <div
        id={`${uid}-${key}-text`}
        role="region"
        aria-label={t('agreements.textRegion', { title: doc.title })}
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded border-2 border-slate-500 bg-slate-50 p-3 break-words text-slate-900 focus-visible:outline-3"
      >
        {doc.body ?? <p>{t('agreements.loadingText')}</p>}
      </div>
    </section>
  );
  return (
    <div className="mb-4">
      {text('awareness', awareness)}
      <Sub className="mt-3 font-bold text-slate-900">{t('agreements.resourcesTitle')}</Sub>
      <ul className="mt-1 mb-2 list-disc pl-6">
        {CONCUSSION_RESOURCES[lang].map((r) => (
          <li key={r.href}>
            <TextAnchor
              href={r.href}
              target="_blank"
              rel="noopener noreferrer"
              wrap="words"
              onClick={onResourceOpened}
              onAuxClick={onResourceOpened}
            >
              {t(`agreements.resources.${r.labelKey}`)}
              <span className="sr-only"> {t('agreements.opensNewTab')}</span>
            </TextAnchor>
          </li>
        ))}
      </ul>
      <p role="status" className="mb-4 text-slate-900">
        <span aria-hidden="true">{resourcesAccessed ? '✓ ' : '○ '}</span>
        {resourcesAccessed ? t('agreements.resourcesAccessed') : t('agreements.resourcesNotAccessed')}
      </p>
      {text('code', codeOfConduct)}
    </div>
  );
}
