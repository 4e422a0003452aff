'use client';
// The request composer: method, path, extra headers (PSU-ID, TPP-Redirect-URI, …), JSON body and signing options.
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { loadGuideState } from '@/lib/portal-client/guide-state.ts';
import { PLAYGROUND_METHODS } from '@/lib/portal/playground-schemas.ts';

/** One editable header row. */
export interface HeaderRow {
  id: number;
  name: string;
  value: string;
}

/** The composed request. */
export interface Draft {
  method: (typeof PLAYGROUND_METHODS)[number];
  path: string;
  headers: HeaderRow[];
  body: string;
  includeRequestTarget: boolean;
}

/** Stands for the portal's callback page in PRESETS. */
const CALLBACK = '{callback}';

/** Ready-made requests. */
export const PRESETS: { label: string; method: Draft['method']; path: string; headers?: [string, string][]; body?: unknown }[] = [
  { label: 'List sandbox customers', method: 'GET', path: '/v1/sandbox/customers?withAccounts=true&withAgreements=true' },
  { label: 'Create a sandbox customer', method: 'POST', path: '/v1/sandbox/customers', body: { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' } },
  { label: 'Read the TPP contact e-mail', method: 'GET', path: '/v1/tpp-contacts' },
  { label: 'Register the TPP contact e-mail', method: 'POST', path: '/v1/tpp-contacts', body: { contactEmail: 'openbanking@acme.example' } },
  {
    label: 'Bank-offered consent (SCA redirect)',
    method: 'POST',
    path: '/v1/bank-offered-consents',
    headers: [['TPP-Redirect-URI', CALLBACK], ['TPP-Session-ID', 'session-1'], ['PSU-IP-Address', '192.0.2.10']],
  },
  { label: 'Read accounts (needs PSU-ID)', method: 'GET', path: '/v1/accounts', headers: [['PSU-ID', ''], ['TPP-Session-ID', 'session-1'], ['PSU-IP-Address', '192.0.2.10'], ['TPP-Redirect-URI', CALLBACK]] },
];

const SUGGESTED = ['PSU-ID', 'PSU-Corporate-ID', 'TPP-Redirect-URI', 'TPP-Session-ID', 'PSU-IP-Address', 'x-accept-fix'];

interface Props {
  /** The portal's callback page: the TPP-Redirect-URI the presets and "+ TPP-Redirect-URI" fill in. */
  callbackUrl: string;
  draft: Draft;
  onChange: (next: Partial<Draft>) => void;
  onSign: () => void;
  onSend: () => void;
  busy: boolean;
  canSign: boolean;
}

let nextId = 1000;
/** A new header row id. */
export const rowId = (): number => nextId++;

/** The request card. */
export function RequestEditor({ callbackUrl, draft, onChange, onSign, onSend, busy, canSign }: Props) {
  const setRow = (id: number, patch: Partial<HeaderRow>) => onChange({ headers: draft.headers.map((h) => (h.id === id ? { ...h, ...patch } : h)) });
  const bodyAllowed = draft.method !== 'GET';
  // The callback page's URI, and the PSU-ID and TPP-Session-ID the guide's last SCA returned (none left to guess).
  const presetValue = (name: string, value: string): string => {
    if (value === CALLBACK) return callbackUrl;
    const guide = loadGuideState();
    if (name === 'PSU-ID' && !value) return guide.psuId ?? '';
    if (name === 'TPP-Session-ID' && guide.psuId) return guide.sessionId;
    return value;
  };
  return (
    <Card id="request" title="2. Request" description="Date, X-Request-ID, Digest, Signature and TPP-Signature-Certificate are added when you sign.">
      <div className="space-y-4">
        <SelectField
          label="Example request"
          value=""
          onChange={(e) => {
            const p = PRESETS[Number(e.target.value)];
            if (!p) return;
            onChange({
              method: p.method,
              path: p.path,
              headers: (p.headers ?? []).map(([name, value]) => ({ id: rowId(), name, value: presetValue(name, value) })),
              body: p.body === undefined ? '' : JSON.stringify(p.body, null, 2),
            });
          }}
        >
          <option value="">Choose an example…</option>
          {PRESETS.map((p, i) => <option key={p.label} value={i}>{p.label}</option>)}
        </SelectField>
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <SelectField label="Method" value={draft.method} onChange={(e) => onChange({ method: e.target.value as Draft['method'] })}>
            {PLAYGROUND_METHODS.map((m) => <option key={m}>{m}</option>)}
          </SelectField>
          <TextField label="Path and query" value={draft.path} spellCheck={false} mono onChange={(e) => onChange({ path: e.target.value })} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-navy-900">Headers</legend>
          <ul className="mt-2 space-y-2">
            {draft.headers.map((h, i) => (
              <li key={h.id} className="grid grid-cols-[1fr_1.4fr_auto] items-end gap-2">
                <TextField label={`Header ${i + 1} name`} list="header-names" value={h.name} spellCheck={false} onChange={(e) => setRow(h.id, { name: e.target.value })} />
                <TextField label={`Header ${i + 1} value`} value={h.value} spellCheck={false} onChange={(e) => setRow(h.id, { value: e.target.value })} />
                <Button variant="secondary" aria-label={`Remove header ${h.name || i + 1}`} onClick={() => onChange({ headers: draft.headers.filter((x) => x.id !== h.id) })}>✕</Button>
              </li>
            ))}
          </ul>
          <datalist id="header-names">{SUGGESTED.map((s) => <option key={s} value={s} />)}</datalist>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => onChange({ headers: [...draft.headers, { id: rowId(), name: '', value: '' }] })}>Add header</Button>
            {['PSU-ID', 'TPP-Redirect-URI'].filter((n) => !draft.headers.some((h) => h.name.toLowerCase() === n.toLowerCase())).map((n) => (
              <Button key={n} variant="secondary" onClick={() => onChange({ headers: [...draft.headers, { id: rowId(), name: n, value: n === 'TPP-Redirect-URI' ? callbackUrl : '' }] })}>
                + {n}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="JSON body"
          rows={7}
          spellCheck={false}
          disabled={!bodyAllowed}
          hint={bodyAllowed ? 'Sent byte for byte; the Digest is computed over exactly these bytes.' : 'GET requests have no body.'}
          value={bodyAllowed ? draft.body : ''}
          onChange={(e) => onChange({ body: e.target.value })}
        />
        <div className="space-y-2 text-sm text-navy-800">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={draft.includeRequestTarget} onChange={(e) => onChange({ includeRequestTarget: e.target.checked })} className="h-4 w-4" />
            Also sign <span className="font-mono">(request-target)</span>
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onSign} disabled={!canSign} busy={busy}>Sign</Button>
          <Button onClick={onSend} disabled={!canSign} busy={busy}>Sign and send</Button>
        </div>
      </div>
    </Card>
  );
}
