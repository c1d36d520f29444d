import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, inputClasses } from '@/components/form-field';
import { focusTarget } from '@/lib/focus-target';
import { publishedDate } from '../utils/dates';
import type { Lang, Version } from '../utils/documents';
import { VersionDiff } from './version-diff';

type Props = { versions: Version[] };

type VersionSelectProps = { label: string; versions: Version[]; value: string; onChange: (value: string) => void };

/** One of the two version pickers of the comparison. */
function VersionSelect({ label, versions, value, onChange }: VersionSelectProps) {
  const { t } = useTranslation('adminLegal');
  return (
    <FormField label={label} required>
      <select className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={String(v.version)}>
            {t('history.version', { version: v.version })}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Every published version with its date, and the difference between two of them. */
export function DocumentHistory({ versions }: Props) {
  const { t } = useTranslation('adminLegal');
  const [older, setOlder] = useState(String(versions[1]?.version ?? versions[0]?.version ?? ''));
  const [newer, setNewer] = useState(String(versions[0]?.version ?? ''));
  const [lang, setLang] = useState<Lang>('en');
  const [shown, setShown] = useState<{ older: Version; newer: Version; lang: Lang } | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const find = (v: string) => versions.find((x) => String(x.version) === v);
  const compare = () => {
    const a = find(older);
    const b = find(newer);
    if (!a || !b) return;
    setShown({ older: a, newer: b, lang });
    requestAnimationFrame(() => focusTarget(resultRef.current));
  };

  return (
    <section aria-labelledby="legal-history-heading">
      <h3 id="legal-history-heading" className="mb-2 text-xl font-bold">
        {t('history.heading')}
      </h3>
      {versions.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <ol className="mb-6 list-none space-y-2">
          {versions.map((v) => (
            <li key={v.version} className="rounded border-2 border-slate-400 p-2">
              <span className="font-bold">{t('history.version', { version: v.version })}</span>
              {' · '}
              {t('history.published', { date: publishedDate(v.publishedAt) })}
              <br />
              <span className="text-slate-800">
                {t('history.titleIn', { language: t('languages.en') })} <span lang="en">{v.en?.title ?? '—'}</span>
              </span>
              <br />
              <span className="text-slate-800">
                {t('history.titleIn', { language: t('languages.fr') })} <span lang="fr">{v.fr?.title ?? '—'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {versions.length >= 2 ? (
        <form
          noValidate
          aria-labelledby="legal-compare-heading"
          onSubmit={(e) => {
            e.preventDefault();
            compare();
          }}
        >
          <h4 id="legal-compare-heading" className="mb-2 text-lg font-bold">
            {t('compare.heading')}
          </h4>
          <div className="grid gap-4 sm:grid-cols-3">
            <VersionSelect label={t('compare.older')} versions={versions} value={older} onChange={setOlder} />
            <VersionSelect label={t('compare.newer')} versions={versions} value={newer} onChange={setNewer} />
            <FormField label={t('compare.language')} required>
              <select className={inputClasses} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
                <option value="en">{t('languages.en')}</option>
                <option value="fr">{t('languages.fr')}</option>
              </select>
            </FormField>
          </div>
          <Button type="submit" className="mt-4">
            {t('compare.show')}
          </Button>
        </form>
      ) : null}
      {shown ? <VersionDiff ref={resultRef} older={shown.older} newer={shown.newer} lang={shown.lang} /> : null}
    </section>
  );
}
