import { useCallback, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, localizedOption, type Localized } from '@/lib/localized';

type Tag = 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'strong' | 'dd' | 'td' | 'th' | 'li' | 'label' | 'legend';

type Props = Omit<HTMLAttributes<HTMLElement>, 'children' | 'lang'> & {
  fr: string | null | undefined;
  en: string | null | undefined;
  /** The element to render; a span by default. */
  as?: Tag;
};

/** The UI language as i18next resolved it ('en' or 'fr'). */
function useUiLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * Reads admin-entered bilingual content in the UI language: `(fr, en) => { text, lang, fallback }`.
 * When `fallback` is true the text is in the other language: put `lang={lang}` on its element.
 */
export function useLocalized() {
  const lang = useUiLanguage();
  const pick = useCallback(
    (fr: string | null | undefined, en: string | null | undefined) => localized(fr, en, lang),
    [lang],
  );
  const option = useCallback(
    (optionsFr: unknown, options: readonly string[], i: number) => localizedOption(optionsFr, options, i, lang),
    [lang],
  );
  return { lang, localized: pick, option };
}

/** The `lang` attribute to put on an element showing `value`: set only when it is not the page's language. */
export function langAttr(value: Localized): 'en' | 'fr' | undefined {
  return value.fallback ? value.lang : undefined;
}

/**
 * Admin-entered content in the visitor's language (issue 22): the French when the UI is French
 * and a French value exists, otherwise the English with lang="en" so a screen reader reads it
 * with an English voice (and the reverse in the English UI if only French exists).
 */
export function LocalizedText({ fr, en, as = 'span', ...rest }: Props) {
  const { localized: pick } = useLocalized();
  const value = pick(fr, en);
  const Element = as;
  return (
    <Element {...rest} lang={langAttr(value)}>
      {value.text}
    </Element>
  );
}

/** Stands for the content in a translated sentence: `t('key', { name: CONTENT_SLOT })` (see withContent). */
export const CONTENT_SLOT = '\u2063\u2063';

/**
 * A translated sentence around admin-entered content ('Register for {{name}}'): a plain string
 * when the content is in the UI language, otherwise the content wrapped in its own lang span.
 * `template` is the sentence translated with CONTENT_SLOT as the value.
 */
export function withContent(template: string, value: Localized): ReactNode {
  const parts = template.split(CONTENT_SLOT);
  if (!value.fallback || parts.length === 1) return parts.join(value.text);
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <span key={i} lang={value.lang}>
            {value.text}
          </span>,
          part,
        ],
  );
}
