'use client';
// One operation of the API reference: method, path, summary; expandable to parameters, body, responses, example and
// an inline Try it.
import Link from 'next/link';
import { useState } from 'react';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';
import { SchemaView } from './schema-view.tsx';
import { TryIt } from './try-it.tsx';

type Json = Record<string, unknown>;

/** An operation of the OpenAPI document with its method and path. */
export interface DocOperation {
  method: string;
  path: string;
  op: Json;
}

const METHOD_STYLE: Record<string, string> = {
  GET: 'bg-teal-50 text-teal-800 ring-teal-200',
  POST: 'bg-navy-100 text-navy-800 ring-navy-200',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-200',
  DELETE: 'bg-red-50 text-red-800 ring-red-200',
  PATCH: 'bg-purple-50 text-purple-800 ring-purple-200',
};

/** A coloured HTTP method label. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold ring-1 ${METHOD_STYLE[method] ?? ''}`}>{method}</span>;
}

function exampleOf(op: Json): unknown {
  const content = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  return content?.example ?? (content?.schema as Json | undefined)?.example;
}

/** The expandable operation. */
export function OperationView({ method, path, op, open }: DocOperation & { open: boolean }) {
  const [trying, setTrying] = useState(false);
  const params = (op.parameters as Json[] | undefined) ?? [];
  const headers = params.filter((p) => p.in === 'header');
  const others = params.filter((p) => p.in !== 'header');
  const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  const example = exampleOf(op);
  const responses = Object.entries((op.responses as Record<string, Json> | undefined) ?? {});
  const tryHref = `/playground?method=${method}&path=${encodeURIComponent(path.replace(/\{[^}]+\}/g, (m) => m.toUpperCase()))}${example === undefined ? '' : `&body=${encodeURIComponent(JSON.stringify(example, null, 2))}`}`;
  return (
    <details id={String(op.operationId)} open={open} className="group rounded-lg border border-navy-100 bg-white shadow-sm open:shadow" data-testid="operation">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 px-4 py-3 hover:bg-navy-50">
        <MethodBadge method={method} />
        <code className="break-all font-mono text-sm font-semibold text-navy-900">{path}</code>
        <span className="text-sm text-navy-600">{String(op.summary ?? '')}</span>
        {op['x-sandbox'] ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900">sandbox</span> : null}
        {op.deprecated ? <span className="rounded-full bg-navy-100 px-2 py-0.5 text-[11px] font-semibold text-navy-700">deprecated</span> : null}
        <span aria-hidden className="ml-auto text-navy-400 transition-transform group-open:rotate-90">›</span>
      </summary>
      <div className="space-y-5 border-t border-navy-100 px-4 py-4">
        {op.description ? <p className="whitespace-pre-line text-sm text-navy-700">{String(op.description)}</p> : null}
        {others.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-navy-500">Parameters</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {others.map((p) => (
                <li key={`${String(p.in)}-${String(p.name)}`}>
                  <code className="font-mono font-semibold">{String(p.name)}</code> <span className="text-xs text-navy-400">in {String(p.in)}</span>
                  {p.required ? <span className="ml-2 rounded bg-red-50 px-1 text-[10px] font-semibold uppercase text-red-700">required</span> : null}
                  {p.description ? <span className="ml-2 text-xs text-navy-600 wrap-anywhere">{String(p.description)}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        )}
        {headers.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-navy-500">Headers</h3>
            <ScrollArea label={`Headers of ${method} ${path}`} className="mt-2">
            <table className="w-full text-left text-xs">
              <tbody className="divide-y divide-navy-100">
                {headers.map((h) => (
                  <tr key={String(h.name)}>
                    <td className="break-all py-1.5 pr-3 align-top font-mono font-semibold sm:whitespace-nowrap sm:break-normal">{String(h.name)}</td>
                    <td className="py-1.5 pr-3 align-top">{h.required ? <span className="font-semibold text-red-700">required</span> : <span className="text-navy-400">optional</span>}</td>
                    <td className="py-1.5 align-top text-navy-600 wrap-anywhere">{String(h.description ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </ScrollArea>
          </div>
        )}
        {body && (
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="min-w-0">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-navy-500">Request body</h3>
              <div className="mt-2"><SchemaView schema={(body.schema as Json) ?? {}} /></div>
            </div>
            {example !== undefined && (
              <div className="min-w-0">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-navy-500">Example</h3>
                <ScrollArea as="pre" label={`Example body of ${method} ${path}`} className="mt-2 rounded-md bg-navy-950 p-3 font-mono text-xs text-navy-100">{JSON.stringify(example, null, 2)}</ScrollArea>
              </div>
            )}
          </div>
        )}
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-navy-500">Responses</h3>
          <ul className="mt-2 space-y-2">
            {responses.map(([status, r]) => {
              const schema = ((r.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
              return (
                <li key={status} className="rounded-md border border-navy-100 p-2">
                  <details>
                    <summary className="cursor-pointer text-sm">
                      <span className={`mr-2 font-mono font-semibold ${status.startsWith('2') ? 'text-teal-700' : 'text-red-700'}`}>{status}</span>
                      {String(r.description ?? '')}
                    </summary>
                    {schema && <div className="mt-2"><SchemaView schema={schema} /></div>}
                  </details>
                </li>
              );
            })}
          </ul>
        </div>
        {op['x-signed'] ? (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-4">
              <button type="button" aria-expanded={trying} onClick={() => setTrying((t) => !t)} className="rounded-md border border-teal-600 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50">{trying ? 'Close Try it' : 'Try it'}</button>
              <Link href={tryHref} className="inline-block text-sm font-semibold text-teal-700 hover:text-teal-800">Try it in the signer playground →</Link>
            </div>
            {trying && <TryIt method={method} path={path} op={op} />}
          </div>
        ) : (
          <a href={path} className="inline-block text-sm font-semibold text-teal-700 hover:text-teal-800">Open {path} →</a>
        )}
      </div>
    </details>
  );
}
