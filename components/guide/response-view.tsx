'use client';
// A /v1 response as a newcomer needs it: the status, each error code linked to its explanation (/docs/errors), the
// scaRedirect as a link to open, and the body. Used by the guided flow and the signer playground.
import Link from 'next/link';
import { errorHelpHref } from '@/lib/docs/error-codes.ts';
import type { TppMessage } from '@/lib/portal-client/api.ts';
import type { PlaygroundResult } from '@/lib/portal/playground-schemas.ts';
import { CopyBlock } from '@/components/playground/copy-block.tsx';

/** The parsed JSON body, or null. */
export function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

const pretty = (body: string): string => {
  const v = jsonOf(body);
  return v === null ? body : JSON.stringify(v, null, 2);
};

/** The scaRedirect href of a response body, when it carries one (an absolute http(s) URL). */
export function scaRedirectOf(body: unknown): string | null {
  const href = (body as { _links?: { scaRedirect?: { href?: unknown } } } | null)?._links?.scaRedirect?.href;
  return typeof href === 'string' && /^https?:\/\//.test(href) ? href : null;
}

/** tppMessages of a body (errors, and warnings of 2xx bodies). */
export function messagesIn(body: unknown): TppMessage[] {
  const m = (body as { tppMessages?: unknown } | null)?.tppMessages;
  return Array.isArray(m) ? (m as TppMessage[]) : [];
}

/** A message code linked to its explanation. */
export function ErrorCodeLink({ code }: { code: string }) {
  const href = errorHelpHref(code);
  const chip = 'rounded bg-white/70 px-1.5 py-0.5 font-mono text-xs font-semibold';
  return href ? <Link href={href} className={`${chip} underline`} title={`What ${code} means and what to do`}>{code}</Link> : <span className={chip}>{code}</span>;
}

/** Messages with linked codes. */
export function LinkedMessages({ messages }: { messages: TppMessage[] }) {
  if (!messages.length) return null;
  const error = messages.some((m) => m.category === 'ERROR');
  return (
    <div role={error ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${error ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-950'}`}>
      <ul className="space-y-1">
        {messages.map((m, i) => (
          <li key={i} data-testid="tpp-message">
            <ErrorCodeLink code={m.code} /> {m.path && <span className="mx-1 font-mono text-xs opacity-80">{m.path}:</span>}
            <span className="break-words">{m.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The scaRedirect as a button-styled link; `onOpen` runs before the browser leaves (to remember the step). */
export function ScaRedirectLink({ href, onOpen, label = 'Open the bank\'s SCA page' }: { href: string; onOpen?: () => void; label?: string }) {
  return (
    <a href={href} onClick={onOpen} data-testid="sca-redirect" className="inline-flex items-center gap-2 rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-teal-800">
      {label} →
    </a>
  );
}

/** Status line, linked messages, the scaRedirect link and the body. */
export function ResponseView({ result, onOpenSca, testId = 'response' }: { result: PlaygroundResult; onOpenSca?: () => void; testId?: string }) {
  const body = jsonOf(result.body);
  const sca = scaRedirectOf(body);
  return (
    <div className="space-y-3" data-testid={testId}>
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span data-testid="response-status" className={`rounded-md px-2 py-0.5 font-mono font-semibold ${result.status < 300 ? 'bg-teal-50 text-teal-800' : 'bg-red-50 text-red-800'}`}>
          {result.status} {result.statusText}
        </span>
        <span className="text-navy-500">{result.durationMs} ms · X-Request-ID {result.headers['x-request-id'] ?? '–'}</span>
      </p>
      <LinkedMessages messages={messagesIn(body)} />
      {sca && (
        <div className="flex flex-wrap items-center gap-3">
          <ScaRedirectLink href={sca} onOpen={onOpenSca} />
          <span className="break-all font-mono text-xs text-navy-500">{sca}</span>
        </div>
      )}
      <CopyBlock label="Body" text={pretty(result.body) || '(empty)'} testId="response-body" />
    </div>
  );
}
