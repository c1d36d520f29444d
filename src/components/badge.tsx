import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-slate-700 bg-slate-100 text-slate-900',
  info: 'border-blue-900 bg-blue-50 text-blue-950',
  success: 'border-green-800 bg-green-50 text-green-950',
  warning: 'border-amber-800 bg-amber-50 text-amber-950',
  danger: 'border-red-800 bg-red-50 text-red-950',
  accent: 'border-purple-800 bg-purple-50 text-purple-950',
};

/** A status badge: always carries text, colour is only a second cue. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full border-2 px-2 py-0.5 text-sm font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
