import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reachedEnd as isAtEnd } from '@domain/registration-rules';

type Props = {
  /** Id of the checkbox (error summary links point here). */
  id: string;
  title: string;
  /** The title's language when it is not the page's (an English fallback on a French page). */
  titleLang?: string;
  /** The text to read; null while it loads. */
  children: ReactNode | null;
  checkboxLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
};

/**
 * Scroll-gated agreement (spec 2 section 2; ARCHITECTURE section 6). The text
 * is a focusable, labelled scroll region; its end counts as read when it is
 * scrolled to within 10 px of the bottom, or when an end marker becomes
 * visible (keyboard scrolling and screen-reader reading both cause that).
 * Before that the checkbox is aria-disabled but still focusable, says why,
 * and activating it moves focus to the text with a message.
 *
 * What the state line says is the checkbox's description, not a live region: as a live region its first words were
 * announced at every load, once per agreement and again when the text arrived (heard with Orca, issue 37). Only
 * what changes because of the person is announced: 'read the whole text first' and 'you have reached the end'.
 */
export function ScrollConsent({ id, title, titleLang, children, checkboxLabel, checked, onChange, error }: Props) {
  const { t } = useTranslation('registration');
  const uid = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const [read, setRead] = useState(false);
  const [nudge, setNudge] = useState(false);
  // The end reached while the person was in the text (not a short text that fits at once, not a load).
  const [reachedByPerson, setReachedByPerson] = useState(false);
  const markRead = useCallback(() => {
    if (regionRef.current?.contains(document.activeElement)) setReachedByPerson(true);
    setRead(true);
  }, []);
  const loaded = children !== null;

  useEffect(() => {
    const region = regionRef.current;
    const end = endRef.current;
    if (!loaded || !region || !end) return;
    if (isAtEnd(region.scrollTop, region.clientHeight, region.scrollHeight) && region.scrollHeight > 0) setRead(true);
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && markRead(), {
      root: region,
      threshold: 0,
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [loaded, markRead]);

  useEffect(() => {
    if (read) setNudge(false);
  }, [read]);

  const titleId = `${uid}-title`;
  const stateId = `${uid}-state`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
      <h3 id={titleId} lang={titleLang} className="mb-2 text-xl font-bold text-slate-900">
        {title}
      </h3>
      <div
        ref={regionRef}
        id={`${id}-text`}
        role="region"
        aria-label={t('agreements.textRegion', { title })}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (isAtEnd(el.scrollTop, el.clientHeight, el.scrollHeight)) markRead();
        }}
        className="max-h-64 overflow-y-auto rounded border-2 border-slate-500 bg-slate-50 p-3 text-slate-900 focus-visible:outline-3"
      >
        {children ?? <p>{t('agreements.loadingText')}</p>}
        <p ref={endRef} className="mt-2 text-sm font-semibold">
          {loaded ? t('agreements.endOfText') : null}
        </p>
      </div>
      <p id={stateId} className={`mt-2 ${nudge ? 'font-bold text-red-800' : 'text-slate-800'}`}>
        {read ? t('agreements.readDone') : nudge ? t('agreements.readFirst') : t('agreements.readToEnable')}
      </p>
      <p className="sr-only" aria-live="polite">
        {read && reachedByPerson ? t('agreements.readDone') : !read && nudge ? t('agreements.readFirst') : ''}
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
          className="mt-1 h-6 w-6 shrink-0 aria-disabled:opacity-60"
          checked={checked}
          aria-disabled={!read || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[stateId, errorId].filter(Boolean).join(' ')}
          onChange={(e) => {
            // Controlled: before the end, the change is not taken (React puts the box back).
            if (read) return onChange(e.target.checked);
            setNudge(true);
            regionRef.current?.focus();
          }}
        />
        <label htmlFor={id} className="font-semibold text-slate-900">
          {checkboxLabel}
        </label>
      </div>
    </section>
  );
}
