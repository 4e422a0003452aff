// Issue 8, finding 1 (several users per organisation): an owner invites a colleague by e-mail (the token is shown once
// and stored as a hash; single use; it expires), the colleague joins as a member; owners remove members and change
// roles; the last owner cannot leave while others remain; members cannot manage members.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { PortalBrowser } from '../helpers/portal-session.ts';

let db: Db;
const owner = new PortalBrowser();
const colleague = new PortalBrowser();
let orgId = '';

before(async () => {
  db = await getDb();
  assert.equal((await owner.signUp('owner@acme.example')).status, 200);
  orgId = (await owner.request('GET', '/api/portal/organisation')).body.organizationIdentifier;
  assert.equal((await colleague.signUp('colleague@acme.example', { organisation: 'join' })).status, 200);
});
after(closeDb);

const invite = (who: PortalBrowser, email: string) => who.request('POST', '/api/portal/invitations', { json: { email } });
const accept = (who: PortalBrowser, token: string) => who.request('POST', '/api/portal/invitations/accept', { json: { token } });

test('an owner invites a colleague, who joins the organisation as a member', async () => {
  const created = await invite(owner, 'Colleague@Acme.example');
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.email, 'colleague@acme.example');
  assert.match(created.body.token, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(created.body.link, `http://localhost:3000/invitations#${created.body.token}`);
  // Only the token's SHA-256 is stored.
  const row = await db.portalInvitation.findUniqueOrThrow({ where: { id: created.body.id } });
  assert.equal(row.tokenHash, createHash('sha256').update(created.body.token).digest('hex'));
  assert.equal(JSON.stringify(row).includes(created.body.token), false);
  assert.ok(row.expiresAt.getTime() - Date.now() <= 7 * 86_400_000 + 1000);
  // The owner sees it as open.
  assert.deepEqual((await owner.request('GET', '/api/portal/organisation')).body.invitations.map((i: { email: string }) => i.email), ['colleague@acme.example']);

  const joined = await accept(colleague, created.body.token);
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  const seen = await colleague.request('GET', '/api/portal/organisation');
  assert.equal(seen.body.organizationIdentifier, orgId);
  assert.equal(seen.body.role, 'member');
  assert.deepEqual(seen.body.invitations, [], 'members do not see invitations');
  assert.deepEqual(seen.body.members.map((m: { email: string; role: string }) => `${m.email}:${m.role}`), ['owner@acme.example:owner', 'colleague@acme.example:member']);
  // Members issue certificates and set the contact e-mail of their organisation.
  assert.equal((await colleague.request('POST', '/api/portal/certificates', { json: {} })).status, 201);
  assert.equal((await colleague.request('PUT', '/api/portal/contact', { json: { contactEmail: 'psd2@acme.example' } })).status, 200);
  // Single use.
  assert.equal((await accept(colleague, created.body.token)).body.tppMessages[0].code, 'INVITATION_INVALID');
});

test('an invitation works only for its e-mail address, once, and until it expires', async () => {
  const created = await invite(owner, 'someone@acme.example');
  const stranger = new PortalBrowser();
  await stranger.signUp('stranger@evil.example', { organisation: 'join' });
  const wrong = await accept(stranger, created.body.token);
  assert.equal(wrong.status, 403);
  assert.equal(wrong.body.tppMessages[0].code, 'INVITATION_FOR_OTHER_EMAIL');
  assert.equal((await accept(stranger, 'x'.repeat(43))).body.tppMessages[0].code, 'INVITATION_INVALID');
  const someone = new PortalBrowser();
  await someone.signUp('someone@acme.example', { organisation: 'join' });
  await db.portalInvitation.update({ where: { id: created.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  assert.equal((await accept(someone, created.body.token)).body.tppMessages[0].code, 'INVITATION_INVALID');
  assert.equal(await db.portalMember.count({ where: { user: { email: { in: ['stranger@evil.example', 'someone@acme.example'] } } } }), 0);
  assert.equal((await someone.request('GET', '/api/portal/organisation')).status, 403);
});

test('members cannot invite, remove or promote; owners can; an owner can withdraw an invitation', async () => {
  const ownerId = (await owner.request('GET', '/api/portal/organisation')).body.members[0].userId as string;
  assert.equal((await invite(colleague, 'x@acme.example')).body.tppMessages[0].code, 'OWNER_REQUIRED');
  assert.equal((await colleague.request('DELETE', `/api/portal/members/${ownerId}`)).body.tppMessages[0].code, 'OWNER_REQUIRED');
  assert.equal((await colleague.request('PATCH', `/api/portal/members/${ownerId}`, { json: { role: 'member' } })).body.tppMessages[0].code, 'OWNER_REQUIRED');
  const open = await invite(owner, 'later@acme.example');
  assert.equal((await colleague.request('DELETE', `/api/portal/invitations/${open.body.id}`)).status, 403);
  assert.equal((await owner.request('DELETE', `/api/portal/invitations/${open.body.id}`)).status, 204);
  assert.equal((await owner.request('DELETE', `/api/portal/invitations/${open.body.id}`)).status, 404);
});

test('the last owner cannot leave or step down while members remain; after a promotion they can', async () => {
  const org = (await owner.request('GET', '/api/portal/organisation')).body;
  const ownerId = org.members.find((m: { email: string }) => m.email === 'owner@acme.example').userId as string;
  const colleagueId = org.members.find((m: { email: string }) => m.email === 'colleague@acme.example').userId as string;
  const leave = await owner.request('DELETE', `/api/portal/members/${ownerId}`);
  assert.equal(leave.status, 409);
  assert.equal(leave.body.tppMessages[0].code, 'LAST_OWNER');
  assert.equal((await owner.request('PATCH', `/api/portal/members/${ownerId}`, { json: { role: 'member' } })).body.tppMessages[0].code, 'LAST_OWNER');
  assert.equal((await owner.request('PATCH', `/api/portal/members/${colleagueId}`, { json: { role: 'owner' } })).status, 200);
  assert.equal((await owner.request('DELETE', `/api/portal/members/${ownerId}`)).status, 204);
  assert.equal((await owner.request('GET', '/api/portal/organisation')).status, 403, 'gone');
  // The new owner removes members of its own organisation only; other organisations' users look unknown.
  const outsider = new PortalBrowser();
  await outsider.signUp('outsider@other.example');
  const outsiderId = (await outsider.request('GET', '/api/portal/organisation')).body.members[0].userId as string;
  assert.equal((await colleague.request('DELETE', `/api/portal/members/${outsiderId}`)).status, 404);
  assert.equal((await outsider.request('GET', '/api/portal/organisation')).status, 200);
});

test('removing a member takes away its access at once', async () => {
  const boss = new PortalBrowser();
  await boss.signUp('boss@beta.example');
  const worker = new PortalBrowser();
  await worker.signUp('worker@beta.example', { organisation: 'join' });
  const { body } = await invite(boss, 'worker@beta.example');
  await accept(worker, body.token);
  const workerId = (await worker.request('GET', '/api/portal/organisation')).body.members[1].userId as string;
  assert.equal((await boss.request('DELETE', `/api/portal/members/${workerId}`)).status, 204);
  const after = await worker.request('GET', '/api/portal/organisation');
  assert.equal(after.status, 403);
  assert.equal(after.body.tppMessages[0].code, 'ORGANISATION_REQUIRED');
  assert.equal((await worker.request('POST', '/api/portal/certificates', { json: {} })).status, 403);
  assert.equal((await worker.request('PUT', '/api/portal/contact', { json: { contactEmail: 'x@beta.example' } })).status, 403);
});
