// Status messages: errors and warnings (Berlin Group tppMessages shown with their code) and success notes.
import type { ReactNode } from 'react';
import type { TppMessage } from '@/lib/portal-client/api.ts';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
  success: 'border-teal-200 bg-teal-50 text-teal-900',
  info: 'border-navy-200 bg-navy-50 text-navy-900',
} as const;

/** A boxed message; errors are announced to screen readers at once. */
export function Alert({ tone, title, children }: { tone: keyof typeof TONES; title?: string; children?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
    </div>
  );
}

/** The tppMessages of a response: each with category, code, path and text. */
export function TppMessages({ messages, title }: { messages: TppMessage[]; title?: string }) {
  if (!messages.length) return null;
  const tone = messages.some((m) => m.category === 'ERROR') ? 'error' : 'warning';
  return (
    <Alert tone={tone} title={title}>
      <ul className="space-y-1">
        {messages.map((m, i) => (
          <li key={i} data-testid="tpp-message">
            <span className="mr-2 rounded bg-white/70 px-1.5 py-0.5 font-mono text-xs font-semibold">{m.code}</span>
            {m.path && <span className="mr-1 font-mono text-xs opacity-80">{m.path}:</span>}
            <span className="break-words">{m.text}</span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
