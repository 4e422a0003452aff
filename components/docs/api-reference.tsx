'use client';
// The interactive API reference: operations grouped by tag, a filter, and expand/collapse all.
import { useMemo, useState } from 'react';
import { dereference } from '@/lib/openapi/dereference.ts';
import { MethodBadge, OperationView, type DocOperation } from './operation-view.tsx';

type Json = Record<string, unknown>;

/** Renders an OpenAPI 3.1 document. */
export function ApiReference({ doc: published }: { doc: Json }) {
  // Shared schemas and headers sit under components ($ref); the views below read them resolved.
  const doc = useMemo(() => dereference(published), [published]);
  const [filter, setFilter] = useState('');
  const [openAll, setOpenAll] = useState(false);
  const tags = (doc.tags as { name: string; description?: string }[] | undefined) ?? [];
  const all = useMemo<DocOperation[]>(
    () => Object.entries((doc.paths ?? {}) as Record<string, Record<string, Json>>).flatMap(([path, item]) => Object.entries(item).map(([m, op]) => ({ method: m.toUpperCase(), path, op }))),
    [doc],
  );
  const needle = filter.trim().toLowerCase();
  const shown = all.filter((o) => !needle || `${o.method} ${o.path} ${String(o.op.summary ?? '')} ${String(o.op.description ?? '')}`.toLowerCase().includes(needle));
  const groups = tags.map((t) => ({ ...t, ops: shown.filter((o) => (o.op.tags as string[] | undefined)?.[0] === t.name) })).filter((g) => g.ops.length);
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <label htmlFor="api-filter" className="block text-sm font-medium text-navy-900">Filter operations</label>
        <input id="api-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. transactions" className="mt-1 block w-full rounded-md border border-navy-200 bg-white px-3 py-2 text-sm focus:border-teal-500 focus:outline-none focus:ring-2 focus:ring-teal-500/40" />
        <nav aria-label="API sections" className="mt-4 hidden lg:block">
          <ul className="space-y-1 text-sm">
            {groups.map((g) => (
              <li key={g.name}><a className="block rounded px-2 py-1 text-navy-700 hover:bg-white hover:text-navy-950" href={`#tag-${g.name.replace(/\W+/g, '-')}`}>{g.name} <span className="text-navy-400">({g.ops.length})</span></a></li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 flex gap-2">
          <button type="button" onClick={() => setOpenAll(true)} className="rounded border border-navy-200 bg-white px-2 py-1 text-xs font-medium hover:bg-navy-50">Expand all</button>
          <button type="button" onClick={() => setOpenAll(false)} className="rounded border border-navy-200 bg-white px-2 py-1 text-xs font-medium hover:bg-navy-50">Collapse all</button>
        </div>
        <p className="mt-4 text-xs text-navy-500"><a className="underline" href="/openapi.json">Download openapi.json</a> (OpenAPI 3.1)</p>
      </aside>
      <div className="min-w-0 space-y-10">
        {groups.length === 0 && <p className="text-navy-500">No operation matches “{filter}”.</p>}
        {groups.map((g) => (
          <section key={g.name} id={`tag-${g.name.replace(/\W+/g, '-')}`} aria-labelledby={`tag-title-${g.name.replace(/\W+/g, '-')}`}>
            <h2 id={`tag-title-${g.name.replace(/\W+/g, '-')}`} className="text-xl font-semibold text-navy-900">{g.name}</h2>
            {g.description && <p className="mt-1 text-sm text-navy-600">{g.description}</p>}
            <ul className="sr-only">{g.ops.map((o) => <li key={`${o.method} ${o.path}`}><MethodBadge method={o.method} /> {o.path}</li>)}</ul>
            <div className="mt-4 space-y-2">
              {g.ops.map((o) => <OperationView key={`${o.method} ${o.path}-${openAll ? 1 : 0}`} {...o} open={openAll} />)}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
