// Renders a JSON Schema (from /openapi.json) as a nested list of fields with type, required flag and description.
type Schema = Record<string, unknown>;

function typeLabel(s: Schema): string {
  if (Array.isArray(s.enum)) return `enum: ${(s.enum as unknown[]).map(String).join(' | ')}`;
  if (s.const !== undefined) return `"${String(s.const)}"`;
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    return ((s.anyOf ?? s.oneOf) as Schema[]).map((x) => typeLabel(x)).join(' | ');
  }
  if (s.type === 'array') return `array of ${typeLabel((s.items as Schema | undefined) ?? {})}`;
  const t = Array.isArray(s.type) ? (s.type as string[]).join(' | ') : (s.type as string | undefined) ?? 'any';
  const fmt = s.format ? ` (${String(s.format)})` : '';
  return `${t}${fmt}`;
}

function constraints(s: Schema): string[] {
  const out: string[] = [];
  if (s.pattern) out.push(`pattern ${String(s.pattern)}`);
  if (s.minLength !== undefined) out.push(`min length ${String(s.minLength)}`);
  if (s.maxLength !== undefined) out.push(`max length ${String(s.maxLength)}`);
  if (s.minimum !== undefined) out.push(`≥ ${String(s.minimum)}`);
  if (s.maximum !== undefined) out.push(`≤ ${String(s.maximum)}`);
  if (s.minItems !== undefined) out.push(`min ${String(s.minItems)} items`);
  if (s.maxItems !== undefined) out.push(`max ${String(s.maxItems)} items`);
  return out;
}

function objectOf(s: Schema): Schema | null {
  if (s.type === 'object' && s.properties) return s;
  if (s.type === 'array' && (s.items as Schema | undefined)?.properties) return s.items as Schema;
  return null;
}

/** The fields of an object schema (or of an array's items), recursively up to `depth`. */
export function SchemaView({ schema, depth = 0 }: { schema: Schema; depth?: number }) {
  const obj = objectOf(schema);
  if (!obj) {
    return (
      <p className="font-mono text-xs text-navy-700 wrap-anywhere">
        {typeLabel(schema)}
        {schema.description ? <span className="ml-2 font-sans text-navy-500">{String(schema.description)}</span> : null}
      </p>
    );
  }
  const required = new Set((obj.required as string[] | undefined) ?? []);
  const props = Object.entries((obj.properties ?? {}) as Record<string, Schema>);
  return (
    <div>
      {schema.type === 'array' && depth === 0 && <p className="mb-1 text-xs text-navy-500">An array of:</p>}
      <ul className={`space-y-2 ${depth ? 'ml-4 mt-2 border-l border-navy-100 pl-3' : ''}`}>
        {props.map(([name, p]) => {
          const nested = objectOf(p);
          return (
            <li key={name} className="text-sm">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <code className="font-mono text-[13px] font-semibold text-navy-900 wrap-anywhere">{name}</code>
                <span className="font-mono text-xs text-teal-800 wrap-anywhere">{typeLabel(p)}</span>
                {required.has(name) && <span className="rounded bg-red-50 px-1 text-[10px] font-semibold uppercase text-red-700">required</span>}
                {constraints(p).map((c) => <span key={c} className="text-[11px] text-navy-500 wrap-anywhere">{c}</span>)}
              </div>
              {p.description ? <p className="text-xs text-navy-600 wrap-anywhere">{String(p.description)}</p> : null}
              {nested && depth < 4 && <SchemaView schema={nested} depth={depth + 1} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
