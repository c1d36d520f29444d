import type { ReactNode } from 'react';

type Props = {
  caption: ReactNode;
  /** Hide the caption visually (it still names the table). */
  captionHidden?: boolean;
  children: ReactNode;
};

/** A table that scrolls sideways on small screens instead of breaking the page at 320 px. */
export function Table({ caption, captionHidden, children }: Props) {
  return (
    <div
      className="w-full overflow-x-auto"
      role="region"
      aria-label={typeof caption === 'string' ? caption : undefined}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-slate-900 [&_td]:border-b [&_td]:border-slate-400 [&_td]:p-2 [&_th]:border-b-2 [&_th]:border-slate-800 [&_th]:p-2">
        <caption className={captionHidden ? 'sr-only' : 'mb-2 text-left text-lg font-bold'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
