// Buttons in the portal's weights. Primary is white on teal-700: 5.39:1 (teal-600 was 3.66:1, below WCAG AA 4.5:1).
import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-teal-700/50',
  secondary: 'border border-navy-200 bg-white text-navy-900 hover:bg-navy-50 disabled:text-navy-300',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50 disabled:text-red-300',
  dark: 'bg-navy-900 text-white hover:bg-navy-800 disabled:bg-navy-500',
} as const;

/** A button; `busy` disables it and says so. */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS; busy?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    >
      {busy && <span aria-hidden className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}
