import type { ReactNode } from 'react';

type Props = {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A checkbox with its label, optional hint, and its error said with it (GOV.UK pattern). */
export function CheckBox({ id, checked, onChange, children, error, hint }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="mt-3">
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
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="font-semibold break-words text-slate-900">
          {children}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 ml-9 text-slate-800">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
