// Sends every operation of the published OpenAPI document as its examples say: the parameter, header and body
// examples as they are, signed with the TPP's certificate, in the TPP's own sandbox world. What the test fills in
// (the documented way, as a TPP would after reading the guides):
//   - ids in the path: the TPP's own — consented accounts and card accounts from GET /v1/accounts and
//     /v1/card-accounts, and for every other path the id the example POST of its collection just created
//     (payment, authorisation, basket, sandbox customer, account, card account, transaction, agreement);
//   - PSU-ID: the psu-id the SCA redirect returned for the private test customer 13039319955 (the example UUID is a
//     placeholder: a PSU-ID is what the bank hands the TPP after SCA);
//   - the paymentIds of the signing-basket example: the single payment created by its example.
// Order: POST /v1/sandbox/initialize and the consent SCA first, then creates, reads and updates, then deletes
// (the basket, then the deepest path first), the payment batch last.
import { dereference } from '../../lib/openapi/dereference.ts';
import type { TppClient } from './tpp-client.ts';

type Json = Record<string, unknown>;
interface Param { name: string; in: string; required?: boolean; example?: unknown }
interface Op { parameters?: Param[]; requestBody?: { content: Record<string, { example?: unknown }> } }
interface Doc { paths: Record<string, Record<string, Op>> }

export interface ExampleResult {
  key: string;
  status: number;
  text: string;
}

/** The private test customer of every sandbox world whose PSU-ID the examples run with. */
export const EXAMPLE_CUSTOMER = '13039319955';

const ID_FIELDS = ['paymentId', 'basketId', 'authorisationId', 'customerId', 'cardAccountId', 'accountId', 'resourceId', 'id'];

/** The id a POST answered with (or the first element's, for an array of created items). */
function createdId(body: unknown): string | undefined {
  const item = (Array.isArray(body) ? body[0] : body) as Json | undefined;
  if (!item || typeof item !== 'object') return undefined;
  for (const f of ID_FIELDS) if (typeof item[f] === 'string') return item[f] as string;
  return undefined;
}

function phase(method: string, path: string): number {
  if (path === '/v1/sandbox/initialize') return 0;
  if (path === '/v1/sandbox/payments/batch') return 5;
  if (method === 'POST') return path.endsWith('/authorisations') ? 2 : path === '/v1/signing-baskets' ? 2 : 1;
  // A payment in an unauthorised basket cannot be deleted: the basket goes first.
  if (method === 'DELETE') return path.startsWith('/v1/signing-baskets') ? 4 : 4.5;
  return 3;
}

/**
 * Sends each example of `doc` with `client`; `approve(scaRedirectHref)` completes the hosted SCA for
 * EXAMPLE_CUSTOMER and returns the psu-id of the redirect. Returns every answer, in the order sent.
 */
export async function sendExamples(client: TppClient, published: Doc, approve: (href: string) => Promise<string>): Promise<ExampleResult[]> {
  const doc = dereference(published);
  const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([m, op]) => ({ method: m.toUpperCase(), path, op })));
  ops.sort((a, b) => phase(a.method, a.path) - phase(b.method, b.path) || (a.method === 'DELETE' ? b.path.length - a.path.length : 0));
  const ids = new Map<string, string>(); // collection path template → an id in it
  let psuId = '';
  const results: ExampleResult[] = [];

  const build = (method: string, path: string, op: Op) => {
    const params = op.parameters ?? [];
    let url = path.replace(/\{([^}]+)\}/g, (whole, name: string, offset: number) => {
      const example = params.find((p) => p.in === 'path' && p.name === name)?.example;
      if (example !== undefined) return String(example);
      const collection = path.slice(0, offset - 1);
      const id = ids.get(collection);
      if (!id) throw new Error(`${method} ${path}: no id for ${whole} (collection ${collection})`);
      return id;
    });
    const query = params.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example))}`);
    if (query.length) url += `?${query.join('&')}`;
    const headers: Record<string, string> = {};
    for (const p of params.filter((x) => x.in === 'header' && x.example !== undefined)) {
      // The signature headers are the signer's (fresh Date, X-Request-ID, Digest of the body).
      if (['x-request-id', 'date', 'digest', 'signature', 'tpp-signature-certificate'].includes(p.name.toLowerCase())) continue;
      headers[p.name] = p.name === 'PSU-ID' ? psuId : String(p.example);
    }
    let body = op.requestBody?.content['application/json']?.example;
    if (path === '/v1/signing-baskets' && method === 'POST') body = { ...(body as Json), paymentIds: [ids.get('/v1/payments/{paymentProduct}')] };
    return { url, headers, body };
  };

  const send = async (method: string, path: string, op: Op) => {
    const { url, headers, body } = build(method, path, op);
    const res = await client.send(method, url, { headers, body, skipBerlinGroupCheck: !path.startsWith('/v1/') });
    results.push({ key: `${method} ${path}`, status: res.status, text: res.text.slice(0, 600) });
    return res;
  };

  for (const { method, path, op } of ops) {
    if (phase(method, path) > 0 && !psuId) {
      // The consent example starts the SCA; the PSU approves; the TPP keeps the psu-id and reads what it may.
      const consent = doc.paths['/v1/bank-offered-consents']!.post!;
      const started = await send('POST', '/v1/bank-offered-consents', consent);
      const href = (started.body as { _links?: { scaRedirect?: { href: string } } })._links?.scaRedirect?.href;
      if (!href) throw new Error(`no scaRedirect: ${started.text}`);
      psuId = await approve(href);
      const read = async (collection: string, listField: string, itemPath?: string) => {
        const r = await client.send('GET', collection, { headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.10', 'TPP-Redirect-URI': 'https://tpp.example/callback' } });
        const first = ((r.body as Json)[listField] as Json[] | undefined)?.[0];
        if (first?.resourceId) ids.set(itemPath ?? collection, String(first.resourceId));
        return first;
      };
      await read('/v1/accounts', 'accounts');
      await read('/v1/card-accounts', 'cardAccounts');
      const account = ids.get('/v1/accounts');
      const tx = await client.send('GET', `/v1/accounts/${account}/transactions?bookingStatus=booked`, { headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.10', 'TPP-Redirect-URI': 'https://tpp.example/callback' } });
      const booked = (tx.body as { transactions?: { booked?: { transactionId?: string }[] } }).transactions?.booked?.[0]?.transactionId;
      if (booked) ids.set('/v1/accounts/{accountId}/transactions', booked);
    }
    if (method === 'POST' && path === '/v1/bank-offered-consents') continue; // sent above
    const res = await send(method, path, op);
    if (method === 'POST' && res.status < 300) {
      const id = createdId(res.body);
      if (id && !ids.has(path)) ids.set(path, id);
    }
  }
  return results;
}
