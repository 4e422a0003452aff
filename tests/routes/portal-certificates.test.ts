// Issue 12, portal certificates: the organisation's certificates are listed with their status, downloaded again (the
// certificate, never the key) and revoked; a revoked certificate is refused by the API from the very next request
// with 401 CERTIFICATE_BLOCKED, nothing stored. Other organisations can neither see, download nor revoke them.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSign } from 'node:crypto';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { PortalBrowser } from '../helpers/portal-session.ts';
import { dispatch } from '../helpers/router.ts';

let db: Db;
const owner = new PortalBrowser();
const other = new PortalBrowser();

before(async () => {
  db = await getDb();
  assert.equal((await owner.signUp('certs@acme.example')).status, 200);
  assert.equal((await other.signUp('certs@other.example', { organizationName: 'Other Sandbox AS' })).status, 200);
});
after(closeDb);

/** A request signed with the given key and certificate, sent in-process. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function signedGet(path: string, keyPem: string, certPem: string, requestId?: string): Promise<{ status: number; body: any }> {
  const signed = signRequest({ method: 'GET', url: path, headers: {}, keyPem, certPem, requestId });
  const res = await dispatch(new Request(new URL(path, 'http://localhost:3000'), { method: 'GET', headers: signed.headers }));
  return { status: res.status, body: await res.json() };
}

test('issued certificates are listed as active, downloadable again (certificate only), and revocable by the organisation', async () => {
  const issued = await owner.request('POST', '/api/portal/certificates', { json: {} });
  assert.equal(issued.status, 201, JSON.stringify(issued.body));
  const { id, serialHex, certPem, keyPem } = issued.body;

  const listed = (await owner.request('GET', '/api/portal/organisation')).body.certificates;
  assert.deepEqual(listed.map((c: { id: string; revokedAt: unknown; downloadable: boolean }) => [c.id, c.revokedAt, c.downloadable]), [[id, null, true]]);

  const again = await owner.request('GET', `/api/portal/certificates/${id}`);
  assert.deepEqual(again, { ...again, status: 200, body: { id, serialHex, certPem } });
  assert.equal(JSON.stringify(await db.portalCertificate.findUniqueOrThrow({ where: { id } })).includes('PRIVATE KEY'), false, 'the key is never stored');

  // Signed with it, the API answers.
  const usedRequestId = crypto.randomUUID();
  const before = await signedGet('/v1/sandbox/customers', keyPem, certPem, usedRequestId);
  assert.equal(before.status, 200, JSON.stringify(before.body));

  const revoked = await owner.request('POST', `/api/portal/certificates/${id}/revoke`);
  assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
  assert.equal(revoked.body.id, id);
  assert.equal(revoked.body.serialHex, serialHex);
  const revokedAt = revoked.body.revokedAt as string;
  assert.ok(Date.now() - Date.parse(revokedAt) < 60_000);

  // At once: the next signed request is refused, with what to do next.
  const after = await signedGet('/v1/sandbox/customers', keyPem, certPem);
  assert.equal(after.status, 401);
  assert.deepEqual(after.body, {
    tppMessages: [{
      category: 'ERROR',
      code: 'CERTIFICATE_BLOCKED',
      text: `This certificate (serial ${serialHex}) was revoked in the developer portal on ${revokedAt}. Issue a new certificate on the portal's Organisation page and sign with its key.`,
    }],
  });
  // The revocation is asked in the statement that records the X-Request-ID; a revoked certificate still wins over a
  // replayed id (the request is refused for the certificate, as when the two were separate lookups).
  const replayed = await signedGet('/v1/sandbox/customers', keyPem, certPem, usedRequestId);
  assert.deepEqual([replayed.status, replayed.body.tppMessages[0].code], [401, 'CERTIFICATE_BLOCKED']);
  const list = (await owner.request('GET', '/api/portal/organisation')).body.certificates;
  assert.equal(list[0].revokedAt, revokedAt);
  // Revoking again keeps the first time; the certificate can still be downloaded.
  assert.equal((await owner.request('POST', `/api/portal/certificates/${id}/revoke`)).body.revokedAt, revokedAt);
  assert.equal((await owner.request('GET', `/api/portal/certificates/${id}`)).status, 200);

  // A fresh certificate of the same organisation works.
  const fresh = (await owner.request('POST', '/api/portal/certificates', { json: {} })).body;
  assert.equal((await signedGet('/v1/sandbox/customers', fresh.keyPem, fresh.certPem)).status, 200);
});

test('another organisation cannot download or revoke the certificate: the same 404 as for an unknown id, nothing changed', async () => {
  const issued = (await owner.request('POST', '/api/portal/certificates', { json: {} })).body;
  for (const [method, path] of [['GET', `/api/portal/certificates/${issued.id}`], ['POST', `/api/portal/certificates/${issued.id}/revoke`]] as const) {
    const res = await other.request(method, path);
    assert.equal(res.status, 404, `${method} ${path}`);
    assert.deepEqual(res.body, { tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: `Your organisation has no certificate ${issued.id}` }] });
    const unknownId = await other.request(method, path.replace(issued.id, 'no-such-id'));
    assert.deepEqual(unknownId.body.tppMessages[0].code, 'RESOURCE_UNKNOWN');
  }
  assert.equal((await db.portalCertificate.findUniqueOrThrow({ where: { id: issued.id } })).revokedAt, null);
  assert.deepEqual((await other.request('GET', '/api/portal/organisation')).body.certificates, []);
  assert.equal((await signedGet('/v1/sandbox/customers', issued.keyPem, issued.certPem)).status, 200);
});

test('signed out, certificates cannot be read or revoked', async () => {
  const anonymous = new PortalBrowser();
  const id = (await db.portalCertificate.findFirstOrThrow()).id;
  assert.equal((await anonymous.request('GET', `/api/portal/certificates/${id}`)).status, 401);
  assert.equal((await anonymous.request('POST', `/api/portal/certificates/${id}/revoke`)).status, 401);
});

test('a revoked certificate no longer proves control of the organisation', async () => {
  const issued = (await owner.request('POST', '/api/portal/certificates', { json: {} })).body;
  assert.equal((await owner.request('POST', `/api/portal/certificates/${issued.id}/revoke`)).status, 200);
  const orgId = (await owner.request('GET', '/api/portal/organisation')).body.organizationIdentifier;
  const stranger = new PortalBrowser();
  assert.equal((await stranger.signUp('revoked-proof@acme.example', { organisation: 'join' })).status, 200);
  const challenge = (await stranger.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: orgId } })).body;
  const signature = createSign('sha256').update(challenge.text).sign(issued.keyPem).toString('base64');
  const joined = await stranger.request('POST', '/api/portal/organisation/join', { json: { challengeId: challenge.id, certificate: issued.certPem, signature } });
  assert.equal(joined.status, 400, JSON.stringify(joined.body));
  assert.deepEqual(joined.body, { tppMessages: [{ category: 'ERROR', code: 'PROOF_INVALID', text: 'This certificate was revoked in the developer portal. Prove control with a valid certificate of the organisation' }] });
  assert.equal((await stranger.request('GET', '/api/portal/organisation')).status, 403, 'not a member');
});
