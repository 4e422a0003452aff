'use client';
// "Try it" inside an operation of the API reference: the request prefilled from the OpenAPI document (path and query
// examples, the operation's headers with their examples, the example body), ids offered from the developer's own
// sandbox and from earlier answers, signed in this browser with the playground's key and certificate and sent
// through the playground's relay (signed-in developers). Only the signing is custom; the rest is the document.
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { loadCredentials, type StoredCredentials } from '@/lib/portal-client/credentials-store.ts';
import { useSandboxCustomers } from '@/lib/portal-client/hooks/sandbox-customers.ts';
import { useSignAndSend } from '@/lib/portal-client/hooks/playground.ts';
import { errorCodeHref } from '@/lib/docs/error-codes.ts';

type Json = Record<string, unknown>;
interface Param { name: string; in: string; required?: boolean; example?: unknown; description?: string }

/** Ids the developer met in earlier answers (payment, basket, authorisation ids, psu-id), kept for this tab. */
const SEEN_KEY = 'openbank.docs.seen-ids';
const SIGNER_HEADERS = new Set(['x-request-id', 'date', 'digest', 'signature', 'tpp-signature-certificate']);
const ID_FIELDS = ['paymentId', 'basketId', 'authorisationId', 'consentId', 'resourceId', 'transactionId', 'psuId'];

function loadSeen(): Record<string, string[]> {
  try {
    return JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '{}') as Record<string, string[]>;
  } catch {
    return {};
  }
}

/** Remembers the ids of an answer body under their field names (latest first). */
function remember(body: string): void {
  const seen = loadSeen();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 6 || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.slice(0, 20).forEach((x) => visit(x, depth + 1));
    for (const [k, x] of Object.entries(v as Json)) {
      if (ID_FIELDS.includes(k) && typeof x === 'string') seen[k] = [x, ...(seen[k] ?? []).filter((y) => y !== x)].slice(0, 10);
      else visit(x, depth + 1);
    }
  };
  try {
    visit(JSON.parse(body), 0);
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(seen));
  } catch {
    /* not JSON */
  }
}

/** The field names whose remembered ids fit a path parameter. */
function idFieldsFor(name: string): string[] {
  if (/payment/i.test(name)) return ['paymentId'];
  if (/basket/i.test(name)) return ['basketId'];
  if (/authorisation/i.test(name)) return ['authorisationId'];
  if (/transaction/i.test(name)) return ['transactionId'];
  if (/account/i.test(name)) return ['resourceId'];
  return [];
}

/** The request form of one operation. */
export function TryIt({ method, path, op }: { method: string; path: string; op: Json }) {
  const params = (op.parameters as Param[] | undefined) ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const media = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  const [credentials, setCredentials] = useState<StoredCredentials | null>(null);
  const [seen, setSeen] = useState<Record<string, string[]>>({});
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(pathParams.map((p) => [p.name, p.example === undefined ? '' : String(p.example)])));
  const [query, setQuery] = useState(() => queryParams.filter((p) => p.example !== undefined).map((p) => `${p.name}=${encodeURIComponent(String(p.example))}`).join('&'));
  const [headers, setHeaders] = useState('');
  const [body, setBody] = useState(media?.example === undefined ? '' : JSON.stringify(media.example, null, 2));
  const customers = useSandboxCustomers();
  const { run, result, errors, isPending } = useSignAndSend();

  useEffect(() => {
    setCredentials(loadCredentials());
    const s = loadSeen();
    setSeen(s);
    // Header examples, the PSU-ID from an earlier SCA redirect when there is one.
    const psuId = s.psuId?.[0];
    setHeaders(
      params
        .filter((p) => p.in === 'header' && !SIGNER_HEADERS.has(p.name.toLowerCase()) && (p.required || p.example !== undefined))
        .map((p) => `${p.name}: ${p.name === 'PSU-ID' && psuId ? psuId : p.example === undefined ? '' : String(p.example)}`)
        .join('\n'),
    );
  }, []);

  useEffect(() => {
    if (result) {
      remember(result.body);
      setSeen(loadSeen());
    }
  }, [result]);

  /** Suggestions for a path parameter: the developer's sandbox ids and ids from earlier answers. */
  const suggestions = useMemo(() => {
    const out: Record<string, { value: string; label: string }[]> = {};
    const list = customers.data ?? [];
    for (const p of pathParams) {
      const items: { value: string; label: string }[] = [];
      const n = p.name.toLowerCase();
      if (n === 'customerid') items.push(...list.map((c) => ({ value: c.customerId, label: `${c.customerName} (${c.customerNumber})` })));
      if (n === 'agreementid') items.push(...list.flatMap((c) => c.agreements.map((a) => ({ value: a.id, label: `agreement of ${c.customerName}` }))));
      if (n === 'cardaccountid' || (n === 'accountid' && path.startsWith('/v1/card-accounts'))) items.push(...list.flatMap((c) => c.cardAccounts.map((id) => ({ value: id, label: `card of ${c.customerName}` }))));
      else if (n === 'mockaccountid' || n === 'accountid') items.push(...list.flatMap((c) => c.accounts.map((id, i) => ({ value: id, label: `account ${i + 1} of ${c.customerName}` }))));
      for (const f of idFieldsFor(p.name)) items.push(...(seen[f] ?? []).map((id) => ({ value: id, label: `${f} from an earlier answer` })));
      out[p.name] = items;
    }
    return out;
  }, [customers.data, seen, pathParams, path]);

  if (!credentials) {
    return (
      <p className="text-sm text-navy-700">
        To try this operation here, load your key and certificate once in the <Link className="font-semibold text-teal-800 underline" href="/playground">signer playground</Link>{' '}
        (kept in this browser) while signed in.
      </p>
    );
  }

  const target = path.replace(/\{(?:\.\.\.)?([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) + (query.trim() ? `?${query.trim().replace(/^\?/, '')}` : '');
  const headerMap = Object.fromEntries(
    headers.split('\n').map((l) => l.trim()).filter(Boolean).flatMap((l) => {
      const i = l.indexOf(':');
      return i > 0 && l.slice(i + 1).trim() ? [[l.slice(0, i).trim(), l.slice(i + 1).trim()]] : [];
    }),
  );
  const send = () => run({ method: method as 'GET', path: target, headers: headerMap, body: method === 'GET' || method === 'DELETE' ? '' : body, keyPem: credentials.keyPem, certPem: credentials.certPem, includeRequestTarget: false }, { send: true });
  const code = (() => {
    try {
      return (JSON.parse(result?.body ?? '') as { tppMessages?: { code?: string }[] }).tppMessages?.[0]?.code ?? null;
    } catch {
      return null;
    }
  })();
  const id = String(op.operationId);
  return (
    <div className="space-y-3 rounded-md border border-teal-200 bg-teal-50/40 p-3" data-testid="try-it">
      {pathParams.map((p) => (
        <div key={p.name}>
          <label htmlFor={`${id}-${p.name}`} className="block text-xs font-semibold text-navy-800">{p.name}</label>
          <input id={`${id}-${p.name}`} list={`${id}-${p.name}-ids`} value={values[p.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))} className="mt-1 block w-full rounded border border-navy-200 bg-white px-2 py-1 font-mono text-xs" />
          <datalist id={`${id}-${p.name}-ids`}>{(suggestions[p.name] ?? []).map((s) => <option key={`${s.value}-${s.label}`} value={s.value}>{s.label}</option>)}</datalist>
        </div>
      ))}
      {queryParams.length > 0 && (
        <div>
          <label htmlFor={`${id}-query`} className="block text-xs font-semibold text-navy-800">Query</label>
          <input id={`${id}-query`} value={query} onChange={(e) => setQuery(e.target.value)} className="mt-1 block w-full rounded border border-navy-200 bg-white px-2 py-1 font-mono text-xs" />
        </div>
      )}
      <div>
        <label htmlFor={`${id}-headers`} className="block text-xs font-semibold text-navy-800">Headers (one per line; the signature headers are added when signing)</label>
        <textarea id={`${id}-headers`} value={headers} onChange={(e) => setHeaders(e.target.value)} rows={Math.max(2, headers.split('\n').length)} className="mt-1 block w-full rounded border border-navy-200 bg-white px-2 py-1 font-mono text-xs" />
      </div>
      {media && method !== 'GET' && (
        <div>
          <label htmlFor={`${id}-body`} className="block text-xs font-semibold text-navy-800">Body</label>
          <textarea id={`${id}-body`} value={body} onChange={(e) => setBody(e.target.value)} rows={8} className="mt-1 block w-full rounded border border-navy-200 bg-white px-2 py-1 font-mono text-xs" />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={send} disabled={isPending} className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60">Sign and send</button>
        <code className="break-all text-xs text-navy-700">{method} {target}</code>
      </div>
      {errors.length > 0 && <p role="alert" className="text-sm text-red-800">{errors.map((e) => e.text ?? e.code).join(' ')}</p>}
      {result && (
        <div aria-live="polite">
          <p className="text-sm">
            <span data-testid="try-it-status" className={`rounded px-1.5 py-0.5 font-mono font-semibold ${result.status < 300 ? 'bg-teal-100 text-teal-900' : 'bg-red-50 text-red-800'}`}>{result.status}</span>
            {code && <> <a className="ml-2 text-teal-800 underline" href={errorCodeHref(code)}>What {code} means</a></>}
          </p>
          <pre tabIndex={0} aria-label="Response body" className="mt-2 max-h-72 overflow-auto rounded bg-navy-950 p-2 font-mono text-xs text-navy-100">{(() => {
            try {
              return JSON.stringify(JSON.parse(result.body), null, 2);
            } catch {
              return result.body || '(empty)';
            }
          })()}</pre>
        </div>
      )}
    </div>
  );
}
