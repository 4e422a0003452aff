// Issue 8, finding 4 (portal authentication): sign-in is throttled per account (5 failures / 15 min) and per client
// address (20 / 15 min) with 429 and Retry-After, counted before the password is hashed; sign-up is throttled per
// address (10 / hour); weak passwords are refused with a reason; sign-up does not tell whether an e-mail exists and
// changes nothing for an existing one; at most 2 password hashes run at once.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { getConfig } from '../../lib/config.ts';
import { hashPassword, passwordHashing } from '../../lib/portal/password.ts';
import { hitRateLimit } from '../../lib/portal/rate-limit.ts';
import { PortalBrowser, signUpBody } from '../helpers/portal-session.ts';

// Behind a proxy that appends the client address to X-Forwarded-For (the per-address limits need an address).
process.env.TRUST_PROXY = '1';
let db: Db;
let address = 0;
/** A browser at its own client address. */
const from = (ip = `203.0.113.${++address % 250}-${address}`) => new PortalBrowser({ 'x-forwarded-for': `198.51.100.7, ${ip}` });

before(async () => {
  assert.equal(getConfig().trustProxy, 1);
  db = await getDb();
});
after(closeDb);

async function register(email: string, password = 'correct horse battery staple'): Promise<void> {
  const res = await from().request('POST', '/api/portal/account', { json: signUpBody(email, { password }) });
  assert.equal(res.status, 202, JSON.stringify(res.body));
}

test('the sixth wrong password of an account within 15 minutes is 429 with Retry-After, even with the right password', async () => {
  await register('victim@acme.example');
  for (let i = 1; i <= 5; i++) {
    const res = await from().signIn('victim@acme.example', `wrong password ${i}`);
    assert.equal(res.status, 401, `attempt ${i}`);
  }
  const sixth = await from().signIn('victim@acme.example', 'wrong password 6');
  assert.equal(sixth.status, 429);
  const retryAfter = Number(sixth.headers.get('retry-after'));
  assert.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${retryAfter}`);
  assert.equal(new URL(sixth.body.url).searchParams.get('error'), 'RATE_LIMITED');
  assert.equal(sixth.body.tppMessages[0].code, 'RATE_LIMITED');
  const right = await from().signIn('victim@acme.example', 'correct horse battery staple');
  assert.equal(right.status, 429, 'locked until the window ends');
});

test('100 parallel wrong passwords: 5 are checked, 95 are refused before hashing', async () => {
  await register('parallel@acme.example');
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => from().signIn('parallel@acme.example', `guess number ${i}`)));
  const count = (s: number) => results.filter((r) => r.status === s).length;
  assert.equal(count(401), 5);
  assert.equal(count(429), 95);
});

test('successful sign-ins do not use up the budget', async () => {
  await register('regular@acme.example');
  for (let i = 0; i < 8; i++) assert.equal((await from().signIn('regular@acme.example', 'correct horse battery staple')).status, 200);
  assert.equal((await from().signIn('regular@acme.example', 'wrong one')).status, 401);
});

test('21 failed sign-ins from one address over many accounts: the 21st is 429', async () => {
  const attacker = from('192.0.2.66');
  for (let i = 0; i < 20; i++) assert.equal((await attacker.signIn(`spray-${i}@acme.example`, 'Summer2024!')).status, 401);
  assert.equal((await attacker.signIn('spray-20@acme.example', 'Summer2024!')).status, 429);
  assert.equal((await from().signIn('spray-20@acme.example', 'Summer2024!')).status, 401, 'another address is not affected');
});

test('sign-up is throttled per address: 30 parallel sign-ups, at most 10 accepted', async () => {
  const ip = '192.0.2.77';
  const results = await Promise.all(Array.from({ length: 30 }, (_, i) => from(ip).request('POST', '/api/portal/account', { json: signUpBody(`bulk-${i}@spam.example`) })));
  assert.equal(results.filter((r) => r.status === 202).length, 10);
  const refused = results.filter((r) => r.status === 429);
  assert.equal(refused.length, 20);
  assert.ok(Number(refused[0]!.headers.get('retry-after')) > 0);
  assert.equal(await db.portalUser.count({ where: { email: { startsWith: 'bulk-' } } }), 10);
});

test('weak passwords are refused with the reason in plain words', async () => {
  const cases: [string, RegExp][] = [
    ['aaaaaaaaaa', /at least 12 characters/],
    ['password12', /at least 12 characters/],
    ['aaaaaaaaaaaa', /too few different characters/],
    ['abababababab', /too few different characters/],
    ['abcdefghijklm', /plain sequence/],
    ['123456789012', /plain sequence|too few/],
    ['qwertyuiop12', /common password "qwertyuiop" with digits or symbols added/],
    ['password1234!', /common password "password"/],
    ['1qaz2wsx3edc', /10,000 most common passwords|common password/],
  ];
  for (const [password, reason] of cases) {
    const res = await from().request('POST', '/api/portal/account', { json: signUpBody(`weak-${password.length}-${Math.random()}@acme.example`, { password }) });
    assert.equal(res.status, 400, password);
    assert.equal(res.body.tppMessages[0].path, 'password', password);
    assert.match(res.body.tppMessages[0].text, reason, password);
  }
  assert.equal(await db.portalUser.count({ where: { email: { startsWith: 'weak-' } } }), 0);
});

test('sign-up does not tell whether an e-mail exists, and changes nothing for an existing one', async () => {
  await register('known@acme.example', 'the original long password');
  const before = await db.portalUser.findUniqueOrThrow({ where: { email: 'known@acme.example' } });
  const timed = async (email: string) => {
    const started = performance.now();
    const res = await from().request('POST', '/api/portal/account', { json: signUpBody(email, { name: 'Someone Else', password: 'another long password!' }) });
    return { ms: performance.now() - started, status: res.status, text: JSON.stringify(res.body).replace(email, '<email>') };
  };
  const existing = [];
  const fresh = [];
  for (let i = 0; i < 4; i++) {
    existing.push(await timed('known@acme.example'));
    fresh.push(await timed(`new-${i}@acme.example`));
  }
  assert.deepEqual(new Set(existing.map((r) => `${r.status} ${r.text}`)), new Set(fresh.map((r) => `${r.status} ${r.text}`)));
  assert.equal(existing[0]!.status, 202);
  const mean = (rs: { ms: number }[]) => rs.reduce((a, r) => a + r.ms, 0) / rs.length;
  const ratio = mean(existing) / mean(fresh);
  assert.ok(ratio > 0.5 && ratio < 2, `existing ${mean(existing).toFixed(0)} ms vs new ${mean(fresh).toFixed(0)} ms`);
  const after = await db.portalUser.findUniqueOrThrow({ where: { email: 'known@acme.example' } });
  assert.deepEqual({ name: after.name, hash: after.passwordHash }, { name: before.name, hash: before.passwordHash });
  assert.equal((await from().signIn('known@acme.example', 'the original long password')).status, 200);
  assert.equal((await from().signIn('known@acme.example', 'another long password!')).status, 401);
});

test('at most two password hashes run at once', async () => {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, passwordHashing.running)), 1);
  await Promise.all(Array.from({ length: 12 }, (_, i) => hashPassword(`parallel password ${i}`)));
  clearInterval(sampler);
  assert.ok(peak >= 1 && peak <= 2, `peak ${peak}`);
});

test('the limiter counts atomically: 50 parallel hits get the counts 1..50', async () => {
  const rule = { name: 'test-rule', limit: 10, windowSeconds: 60 };
  const verdicts = await Promise.all(Array.from({ length: 50 }, () => hitRateLimit({ db, rule, subject: 'subject' })));
  assert.deepEqual(verdicts.map((v) => v.count).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1));
  assert.equal(verdicts.filter((v) => v.allowed).length, 10);
});

test('the window starts at the first hit: five failures just before a quarter-hour and a sixth just after are refused; a new window opens 15 minutes after the first', async () => {
  const rule = { name: 'test-straddle', limit: 5, windowSeconds: 900 };
  const boundary = Math.ceil(Date.now() / 900_000) * 900_000; // a clock-aligned quarter-hour
  const at = (ms: number) => new Date(boundary + ms);
  for (let i = 0; i < 5; i++) assert.equal((await hitRateLimit({ db, rule, subject: 'straddler', now: at(-1000 + i) })).allowed, true);
  const sixth = await hitRateLimit({ db, rule, subject: 'straddler', now: at(1000) });
  assert.deepEqual({ allowed: sixth.allowed, count: sixth.count, retryAfterSeconds: sixth.retryAfterSeconds }, { allowed: false, count: 6, retryAfterSeconds: 898 });
  const later = await hitRateLimit({ db, rule, subject: 'straddler', now: at(899_000) });
  assert.deepEqual({ allowed: later.allowed, count: later.count }, { allowed: true, count: 1 });
});
