import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-900 text-white hover:bg-blue-950 border-2 border-blue-900',
  secondary: 'bg-white text-blue-900 hover:bg-blue-50 border-2 border-blue-900',
  danger: 'bg-red-800 text-white hover:bg-red-900 border-2 border-red-800',
  link: 'bg-transparent text-blue-900 underline hover:no-underline border-2 border-transparent',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-70 disabled:cursor-not-allowed disabled:opacity-70 ${variants[variant]} ${extra}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean };

/** A button with a 44 px minimum target; `busy` sets aria-busy while an action runs. */
export function Button({ variant = 'primary', busy, className = '', type = 'button', children, ...rest }: Props) {
  return (
    <button type={type} aria-busy={busy || undefined} className={buttonClasses(variant, className)} {...rest}>
      {children}
    </button>
  );
}
