import type { LegalText } from './legal-types';

/** The sections of a legal text (headings are h4: the text sits under the agreement's h3). */
export function LegalTextBody({ text }: { text: LegalText }) {
  return (
    <>
      <p className="mb-3 rounded border-2 border-amber-800 bg-amber-50 p-2 text-sm font-semibold text-slate-900">
        {text.templateNotice}
      </p>
      {text.sections.map((s) => (
        <section key={s.heading} className="mb-3">
          <h4 className="font-bold">{s.heading}</h4>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-1">
              {p}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}
