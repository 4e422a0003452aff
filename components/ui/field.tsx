// Labelled form controls with hint and error text wired up for assistive technology.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-navy-950 shadow-sm placeholder:text-navy-300 focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/40';

interface FieldProps {
  label: string;
  /** Monospace input text (IBANs, identifiers). */
  mono?: boolean;
  hint?: ReactNode;
  error?: string;
}

/** A small button beside a field (e.g. a test-data generator); its text completes the field's purpose for screen readers. */
export function FieldAction({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="mt-1 shrink-0 whitespace-nowrap rounded-md border border-navy-200 bg-white px-2.5 py-2 text-xs font-semibold text-teal-800 shadow-sm hover:bg-teal-50">
      {children}
    </button>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Help({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-navy-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">{error}</p>}
    </>
  );
}

/** A text input with its label; `actions` (FieldActions) sit beside the input. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement> & { actions?: ReactNode }>(function TextField(
  { label, hint, error, mono = false, className = '', actions, ...props },
  ref,
) {
  const id = useId();
  const input = <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${control} min-w-0 ${mono ? 'font-mono' : ''} ${error ? 'border-red-400' : 'border-navy-200'}`} {...props} />;
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">{label}</label>
      {actions ? <div className="flex flex-wrap items-start gap-2 [&>input]:flex-1 [&>input]:basis-40">{input}{actions}</div> : input}
      <Help id={id} hint={hint} error={error} />
    </div>
  );
});

/** A select with its label. */
export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, hint, error, mono: _mono, className = '', children, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">{label}</label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${control} ${error ? 'border-red-400' : 'border-navy-200'}`} {...props}>
        {children}
      </select>
      <Help id={id} hint={hint} error={error} />
    </div>
  );
});

/** A textarea with its label (monospace for PEM and JSON). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, hint, error, mono: _mono, className = '', ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">{label}</label>
      <textarea ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${control} font-mono text-xs ${error ? 'border-red-400' : 'border-navy-200'}`} {...props} />
      <Help id={id} hint={hint} error={error} />
    </div>
  );
});
