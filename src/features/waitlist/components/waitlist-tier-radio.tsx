import type { ReactNode } from 'react';

/** One price option wanted on the waiting-list panel (a radio with its label). */
export function TierRadio(props: {
  id: string;
  name: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <input
        id={props.id}
        type="radio"
        name={props.name}
        className="mt-1 h-5 w-5 shrink-0"
        checked={props.checked}
        onChange={props.onChange}
      />
      <label htmlFor={props.id} className="min-w-0 break-words text-slate-900">
        {props.label}
      </label>
    </li>
  );
}
