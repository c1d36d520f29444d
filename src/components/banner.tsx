import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<BannerTone, string> = {
  info: 'border-blue-900 bg-blue-50',
  success: 'border-green-800 bg-green-50',
  warning: 'border-amber-800 bg-amber-50',
  error: 'border-red-800 bg-red-50',
};

type Props = {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  /** Hide after this many ms; the countdown pauses while hovered or focused (WCAG 2.2.1). */
  autoHideMs?: number;
};

/**
 * A message in a live region (errors assertive, others polite), read as one. Auto-hide
 * waits while the pointer or keyboard focus is inside.
 */
export function Banner({ tone = 'info', title, children, onDismiss, autoHideMs }: Props) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!autoHideMs || paused) return;
    const timer = setTimeout(() => dismissRef.current?.(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, paused]);

  const update = () => setPaused(hovered.current || focused.current);
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      // One message, read whole: a banner comes with a title, text and a list, and Orca read a new one's pieces one by
      // one in an order of its own (issue 37).
      aria-atomic="true"
      className={`mb-4 flex flex-wrap items-start justify-between gap-3 rounded-md border-l-8 p-4 text-slate-900 ${tones[tone]}`}
      onMouseEnter={() => ((hovered.current = true), update())}
      onMouseLeave={() => ((hovered.current = false), update())}
      onFocus={() => ((focused.current = true), update())}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          focused.current = false;
          update();
        }
      }}
    >
      <div className="min-w-0 flex-1">
        {title ? <p className="font-bold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-md border-2 border-slate-800 bg-white px-3 font-semibold"
        >
          {t('dismiss')}
        </button>
      ) : null}
    </div>
  );
}
