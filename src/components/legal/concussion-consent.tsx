import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCUSSION_RESOURCES, type LegalLang } from './legal-types';

type Props = {
  id: string;
  title: string;
  /** The title's language when it is not the page's (an English fallback on a French page). */
  titleLang?: string;
  lang: LegalLang;
  children: ReactNode | null;
  checkboxLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  resourcesAccessed: boolean;
  onResourceOpened: () => void;
  error?: string;
};

/**
 * Concussion awareness (spec 2 section 2): always enabled; an 'accessed
 * resources' indicator turns on once either resource link is opened.
 */
export function ConcussionConsent(props: Props) {
  const {
    id,
    title,
    titleLang,
    lang,
    children,
    checkboxLabel,
    checked,
    onChange,
    resourcesAccessed,
    onResourceOpened,
    error,
  } = props;
  const { t } = useTranslation('registration');
  const uid = useId();
  const titleId = `${uid}-title`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
      <h3 id={titleId} lang={titleLang} className="mb-2 text-xl font-bold text-slate-900">
        {title}
      </h3>
      <div
        id={`${id}-text`}
        role="region"
        aria-label={t('agreements.textRegion', { title })}
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded border-2 border-slate-500 bg-slate-50 p-3 text-slate-900 focus-visible:outline-3"
      >
        {children ?? <p>{t('agreements.loadingText')}</p>}
      </div>
      <h4 className="mt-3 font-bold text-slate-900">{t('agreements.resourcesTitle')}</h4>
      <ul className="mt-1 list-disc pl-6">
        {CONCUSSION_RESOURCES[lang].map((r) => (
          <li key={r.href}>
            <a
              href={r.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-blue-900 underline"
              onClick={onResourceOpened}
              onAuxClick={onResourceOpened}
            >
              {t(`agreements.resources.${r.labelKey}`)}
              <span className="sr-only"> {t('agreements.opensNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-slate-900">
        <span aria-hidden="true">{resourcesAccessed ? '✓ ' : '○ '}</span>
        {resourcesAccessed ? t('agreements.resourcesAccessed') : t('agreements.resourcesNotAccessed')}
      </p>
      {error ? (
        <p id={errorId} className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-6 w-6 shrink-0"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="font-semibold text-slate-900">
          {checkboxLabel}
        </label>
      </div>
    </section>
  );
}
