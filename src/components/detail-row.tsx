import type { ReactNode } from 'react';

/** One label and its value inside a <dl>, wrapping on narrow screens (the financial-aid cards). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
