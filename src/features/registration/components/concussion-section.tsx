import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { ConcussionResources } from '@/components/legal/concussion-consent';
import { LegalDocumentBody } from '@/components/legal/legal-document-body';
import type { LegalDocument, LegalLang } from '@/components/legal/legal-types';
import { formatDate } from '@/lib/format';
import { useConcussionDocuments } from '@/lib/data/concussion';
import { concussionError, type RegistrationForm } from '../hooks/use-registration-form';
import { SELF_KEY, concussionTickId, type ConcussionNeed, type ConcussionTicks } from '../utils/concussion';

type Props = {
  lang: LegalLang;
  form: RegistrationForm;
  /** The last submit's inline errors: is this tick of this person missing? */
  missing: (key: string, tick: keyof ConcussionTicks) => boolean;
};

/**
 * The yearly concussion confirmation (issue 24 point 5): asked only of the
 * chosen participants (or the volunteer themself) whose confirmation is
 * missing or older than 12 months; everyone else gets one line with the date
 * of their confirmation and how long it is valid.
 */
export function ConcussionSection({ lang, form, missing }: Props) {
  const { t } = useTranslation(['registration', 'legal']);
  const { needs, valid, loading, ticks } = form.concussion;
  const docs = useConcussionDocuments(lang, needs.length > 0);
  const chosen = form.concussion.isVolunteer || form.selected.length > 0;
  if (loading) return chosen ? <p className="mb-6">{t('concussion.loading')}</p> : null;
  if (form.concussion.failed) {
    return chosen ? <p className="mb-6 font-semibold text-red-800">{t('concussion.loadFailed')}</p> : null;
  }
  if (needs.length === 0 && valid.length === 0) return null;

  const body = (doc: LegalDocument | null | undefined): ReactNode => {
    if (docs.isError) return <p className="font-semibold text-red-800">{t('legal:consent.loadFailed')}</p>;
    if (!docs.data) return null;
    if (!doc) return <p className="font-semibold text-red-800">{t('legal:consent.notPublished')}</p>;
    return (
      <div lang={doc.language === lang ? undefined : doc.language}>
        <LegalDocumentBody body={doc.body} headingLevel={5} />
      </div>
    );
  };
  const titleLang = (doc: LegalDocument | null | undefined) =>
    doc && doc.language !== lang ? doc.language : undefined;
  const { awareness, code_of_conduct: codeOfConduct } = docs.data ?? {};

  return (
    <section aria-labelledby="concussion-title" className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
      <h3 id="concussion-title" className="mb-2 text-xl font-bold text-slate-900">
        {t('concussion.title')}
      </h3>
      {valid.length > 0 ? (
        <ul className="mb-3 space-y-1">
          {valid.map((v) => (
            <li key={v.key}>
              <span aria-hidden="true">✓ </span>
              {t(v.key === SELF_KEY || form.selected.length < 2 ? 'concussion.valid' : 'concussion.validFor', {
                name: v.name,
                confirmed: formatDate(toDate(v.confirmedAt), lang),
                until: formatDate(v.validUntil, lang),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {needs.length > 0 ? (
        <>
          <p className="mb-3 text-slate-900">{t('concussion.intro')}</p>
          <ConcussionResources
            lang={lang}
            awareness={{
              title: awareness?.title ?? t('agreements.concussionTitle'),
              titleLang: titleLang(awareness),
              body: body(awareness),
            }}
            codeOfConduct={{
              title: codeOfConduct?.title ?? t('concussion.codeTitle'),
              titleLang: titleLang(codeOfConduct),
              body: body(codeOfConduct),
            }}
            resourcesAccessed={form.resourcesAccessed}
            onResourceOpened={form.markResourcesAccessed}
            headingLevel={4}
          />
          {needs.map((need) => (
            <PersonTicks
              key={need.key}
              need={need}
              ticks={ticks[need.key]}
              onTick={(tick, on) => form.setConcussionTick(need.key, tick, on)}
              missing={(tick) => missing(need.key, tick)}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}

/** A timestamp's Toronto calendar date (the day a confirmation was made). */
const toDate = (timestamp: string) => orgToday(new Date(timestamp));

function PersonTicks({
  need,
  ticks,
  onTick,
  missing,
}: {
  need: ConcussionNeed;
  ticks: ConcussionTicks | undefined;
  onTick: (tick: keyof ConcussionTicks, on: boolean) => void;
  missing: (tick: keyof ConcussionTicks) => boolean;
}) {
  const { t } = useTranslation('registration');
  const self = need.key === SELF_KEY;
  const rows: { tick: keyof ConcussionTicks; label: string }[] = [
    { tick: 'reviewed', label: t(self ? 'concussion.reviewedSelf' : 'concussion.reviewed', { name: need.name }) },
  ];
  if (need.minor) rows.push({ tick: 'guardian', label: t('concussion.guardian', { name: need.name }) });
  if (!self) rows.push({ tick: 'code', label: t('concussion.code', { name: need.name }) });
  else rows.push({ tick: 'code', label: t(need.codeRequired ? 'concussion.codeSelf' : 'concussion.codeSelfOptional') });
  return (
    <fieldset className="mb-4 min-w-0 rounded border-2 border-slate-500 p-3">
      <legend className="px-1 font-bold text-slate-900">
        {self ? t('concussion.legendSelf') : t('concussion.legend', { name: need.name })}
      </legend>
      {rows.map(({ tick, label }) => {
        const id = concussionTickId(need.key, tick);
        const error = missing(tick) ? concussionError(t, need, tick) : undefined;
        const errorId = error ? `${id}-error` : undefined;
        return (
          <div key={tick} className="mt-2">
            {error ? (
              <p id={errorId} className="mb-1 font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                className="mt-1 h-6 w-6 shrink-0"
                checked={Boolean(ticks?.[tick])}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                onChange={(e) => onTick(tick, e.target.checked)}
              />
              <label htmlFor={id} className="min-w-0 font-semibold break-words text-slate-900">
                {label}
              </label>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
