import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { sideBySide, type DiffSegment } from '../utils/legal-diff';
import type { Lang, Version } from '../utils/documents';

type Props = { ref?: Ref<HTMLHeadingElement>; older: Version; newer: Version; lang: Lang };

/** A column's text: removals struck through, additions underlined, each also named in words for screen readers. */
function Segments({ segments }: { segments: DiffSegment[] }) {
  const { t, i18n } = useTranslation('adminLegal');
  // The labels are in the page's language, inside a text that may be in the other one.
  const ui = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return (
    <>
      {segments.map((s, i) =>
        s.change === 'same' ? (
          <span key={i}>{s.text}</span>
        ) : s.change === 'added' ? (
          <ins key={i} className="bg-green-100 font-semibold text-green-950 underline decoration-2">
            <span className="sr-only" lang={ui}>
              {`${t('diff.addedStart')} `}
            </span>
            {s.text}
            <span className="sr-only" lang={ui}>
              {` ${t('diff.addedEnd')}`}
            </span>
          </ins>
        ) : (
          <del key={i} className="bg-red-100 text-red-950 line-through decoration-2">
            <span className="sr-only" lang={ui}>
              {`${t('diff.removedStart')} `}
            </span>
            {s.text}
            <span className="sr-only" lang={ui}>
              {` ${t('diff.removedEnd')}`}
            </span>
          </del>
        ),
      )}
    </>
  );
}

/** The side-by-side difference between two versions of a document in one language. */
export function VersionDiff({ ref, older, newer, lang }: Props) {
  const { t } = useTranslation('adminLegal');
  const a = older[lang];
  const b = newer[lang];
  const title = sideBySide(a?.title ?? '', b?.title ?? '');
  const body = sideBySide(a?.body ?? '', b?.body ?? '');
  const added = title.added + body.added;
  const removed = title.removed + body.removed;
  const columns = [
    { version: older.version, title: title.before, body: body.before },
    { version: newer.version, title: title.after, body: body.after },
  ];
  return (
    <section aria-labelledby="legal-diff-heading" className="mt-6">
      <h4
        id="legal-diff-heading"
        ref={ref}
        className="mb-2 text-lg font-bold focus:outline-none focus-visible:outline-3"
      >
        {t('diff.heading', { older: older.version, newer: newer.version, language: t(`languages.${lang}`) })}
      </h4>
      <p className="mb-2">
        {added + removed === 0
          ? t('diff.same')
          : `${t('diff.additions', { count: added })} ${t('diff.removals', { count: removed })}`}
      </p>
      <p className="mb-4 text-slate-800">{t('diff.legend')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {columns.map((c) => (
          <section
            key={c.version}
            aria-label={t('history.version', { version: c.version })}
            className="min-w-0 rounded-lg border-2 border-slate-600 p-3"
          >
            <h5 className="mb-2 font-bold">{t('history.version', { version: c.version })}</h5>
            <div lang={lang}>
              <p className="mb-2 font-bold break-words">
                <Segments segments={c.title} />
              </p>
              <p className="break-words whitespace-pre-wrap">
                <Segments segments={c.body} />
              </p>
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
