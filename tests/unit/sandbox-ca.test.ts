import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  generateCa, loadOrCreateSandboxCa, loadOrCreateSandboxCaUncached, SANDBOX_CA_FILES,
} from '../../lib/crypto/sandbox-ca.ts';

const run = promisify(execFile);
const dirs: string[] = [];
const newDir = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'sandbox-ca-'));
  dirs.push(d);
  return d;
};
after(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('loadOrCreateSandboxCa', () => {
  test('creates the files once with the sandbox CA profile, memoised per directory', async () => {
    const dir = await newDir();
    const ca = await loadOrCreateSandboxCa(dir);
    assert.equal(ca.cert.subjectDn, 'CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO');
    assert.equal(ca.cert.issuerDn, ca.cert.subjectDn);
    const x = new X509Certificate(ca.certPem);
    assert.equal(x.ca, true);
    assert.equal(x.publicKey.asymmetricKeyDetails?.modulusLength, 2048);
    const years = (ca.cert.notAfter.getTime() - Date.now()) / (365 * 86_400_000);
    assert.ok(years > 9.9 && years < 10.1);
    assert.equal(await loadOrCreateSandboxCa(dir), ca);
    assert.equal(await loadOrCreateSandboxCa(`${dir}/.`), ca);
    assert.equal((await loadOrCreateSandboxCaUncached(dir)).certPem, ca.certPem);
    assert.equal(await readFile(path.join(dir, SANDBOX_CA_FILES.cert), 'utf8'), ca.certPem);
    assert.deepEqual((await readdir(dir)).sort(), [SANDBOX_CA_FILES.cert, SANDBOX_CA_FILES.key]);
  });

  test('concurrent creators in one process end up with one CA', async () => {
    const dir = await newDir();
    const all = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateSandboxCaUncached(dir)));
    assert.equal(new Set(all.map((c) => c.certPem)).size, 1);
    assert.equal(new Set(all.map((c) => c.keyPem)).size, 1);
    assert.deepEqual((await readdir(dir)).sort(), [SANDBOX_CA_FILES.cert, SANDBOX_CA_FILES.key]);
  });

  test('concurrent processes end up with the winner\'s CA', async () => {
    const dir = await newDir();
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const module = path.join(root, 'lib/crypto/sandbox-ca.ts');
    const script = path.join(dir, 'child.mts');
    await writeFile(
      script,
      `import { loadOrCreateSandboxCa } from ${JSON.stringify(module)};\n` +
        `const ca = await loadOrCreateSandboxCa(${JSON.stringify(path.join(dir, 'data'))});\nprocess.stdout.write(ca.cert.fingerprint);\n`,
    );
    const outputs = await Promise.all([1, 2, 3].map(() => run(process.execPath, ['--import', './scripts/register-server-only.mjs', '--import', 'tsx', script], { cwd: root })));
    const fingerprints = new Set(outputs.map((o) => o.stdout.trim()));
    assert.equal(fingerprints.size, 1, [...fingerprints].join(' '));
    const onDisk = await loadOrCreateSandboxCaUncached(path.join(dir, 'data'));
    assert.equal(onDisk.cert.fingerprint, [...fingerprints][0]);
  });

  test('a key left without certificate by a crashed process is completed', async () => {
    const dir = await newDir();
    const { keyPem } = await generateCa();
    const keyFile = path.join(dir, SANDBOX_CA_FILES.key);
    await writeFile(keyFile, keyPem, { mode: 0o600 });
    const old = new Date(Date.now() - 60_000);
    await utimes(keyFile, old, old);
    const ca = await loadOrCreateSandboxCaUncached(dir);
    assert.equal(ca.keyPem, keyPem);
    assert.ok(new X509Certificate(ca.certPem).checkPrivateKey((await import('node:crypto')).createPrivateKey(keyPem)));
  });
});
