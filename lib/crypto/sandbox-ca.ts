// The sandbox CA: created once per data directory, safe when several processes start at the same time.
import 'server-only';
import { createPrivateKey, generateKeyPair, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';
import { link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ParsedCertificate, parseCertificate } from './certificate.ts';
import {
  authorityKeyIdentifier, basicConstraints, buildCertificate, keyIdentifier, keyUsage, publicKeyOf, subjectKeyIdentifier,
} from './x509-builder.ts';

/** The sandbox CA material. */
export interface SandboxCa {
  certPem: string;
  keyPem: string;
  cert: ParsedCertificate;
}

/** File names inside the data directory. */
export const SANDBOX_CA_FILES = { key: 'sandbox-ca.key.pem', cert: 'sandbox-ca.cert.pem' } as const;

const generateKeyPairAsync = promisify(generateKeyPair);
const DAY = 86_400_000;
const STALE_MS = 15_000;
const WAIT_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const memo = new Map<string, Promise<SandboxCa>>();

/** Options of a CA certificate (the defaults give the sandbox CA). */
export interface CaOptions {
  commonName?: string;
  organization?: string;
  country?: string;
  years?: number;
  now?: Date;
}

/** Self-signed CA certificate (CA:true, keyCertSign+cRLSign) for an existing RSA key. */
export function buildCaCertificatePem(keyPem: string, opts: CaOptions = {}): string {
  const key = createPrivateKey(keyPem);
  const pub = publicKeyOf(key);
  const ski = keyIdentifier(pub);
  const now = opts.now ?? new Date();
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;
  const der = buildCertificate({
    serial,
    subject: [
      { oid: '2.5.4.6', value: opts.country ?? 'NO' },
      { oid: '2.5.4.10', value: opts.organization ?? 'Sandbox Bank', utf8: true },
      { oid: '2.5.4.3', value: opts.commonName ?? 'Open Banking Sandbox CA', utf8: true },
    ],
    notBefore: new Date(now.getTime() - 5 * 60_000),
    notAfter: new Date(now.getTime() + (opts.years ?? 10) * 365 * DAY),
    subjectPublicKey: pub,
    signingKey: key,
    extensions: [
      { oid: '2.5.29.19', critical: true, value: basicConstraints(true) },
      { oid: '2.5.29.15', critical: true, value: keyUsage([5, 6]) },
      { oid: '2.5.29.14', value: subjectKeyIdentifier(ski) },
      { oid: '2.5.29.35', value: authorityKeyIdentifier(ski) },
    ],
  });
  return new X509Certificate(der).toString();
}

/** Generates a new RSA-2048 key and self-signed CA certificate (not written anywhere). */
export async function generateCa(opts: CaOptions = {}): Promise<{ certPem: string; keyPem: string }> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const keyPem = (privateKey as KeyObject).export({ type: 'pkcs8', format: 'pem' }).toString();
  return { keyPem, certPem: buildCaCertificatePem(keyPem, opts) };
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

const ageMs = async (file: string): Promise<number> => Date.now() - (await stat(file)).mtimeMs;

function pairMatches(keyPem: string, certPem: string): boolean {
  try {
    return new X509Certificate(certPem).publicKey.equals(publicKeyOf(createPrivateKey(keyPem)));
  } catch {
    return false;
  }
}

/** Publishes `content` at `target` only if it does not exist yet (hard link of a temp file); false if it existed. */
async function publishExclusive(target: string, content: string, mode: number): Promise<boolean> {
  const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, content, { mode });
  try {
    await link(tmp, target);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw e;
    // File systems without hard links: exclusive create (readers retry while the content is incomplete).
    try {
      await writeFile(target, content, { mode, flag: 'wx' });
      return true;
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

/** Atomically replaces `target` with `content` (temp file + rename). */
async function replaceAtomically(target: string, content: string): Promise<void> {
  const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, content, { mode: 0o644 });
  await rename(tmp, target);
}

async function loadOrCreate(dir: string): Promise<SandboxCa> {
  await mkdir(dir, { recursive: true });
  const keyFile = path.join(dir, SANDBOX_CA_FILES.key);
  const certFile = path.join(dir, SANDBOX_CA_FILES.cert);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [keyPem, certPem] = await Promise.all([readIfExists(keyFile), readIfExists(certFile)]);
    if (keyPem && certPem && pairMatches(keyPem, certPem)) return { keyPem, certPem, cert: parseCertificate(certPem) };
    if (keyPem === null) {
      // The key file is the lock: whoever links it first wins, then writes the certificate.
      const fresh = await generateCa();
      if (await publishExclusive(keyFile, fresh.keyPem, 0o600)) await replaceAtomically(certFile, fresh.certPem);
      continue;
    }
    // Key present, certificate missing or not (yet) matching: another process is writing it, or it crashed.
    if ((await ageMs(keyFile)) > STALE_MS) {
      try {
        createPrivateKey(keyPem);
      } catch {
        throw new Error(`${keyFile} is not a valid private key; delete it and ${SANDBOX_CA_FILES.cert} to regenerate the sandbox CA`);
      }
      await replaceAtomically(certFile, buildCaCertificatePem(keyPem));
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the sandbox CA files in ${dir}`);
    await sleep(50);
  }
}

/** Loads `dataDir/sandbox-ca.{key,cert}.pem`, creating them once (RSA-2048, 10 years); memoised per directory. */
export function loadOrCreateSandboxCa(dataDir: string): Promise<SandboxCa> {
  const dir = path.resolve(dataDir);
  let pending = memo.get(dir);
  if (!pending) {
    pending = loadOrCreate(dir);
    memo.set(dir, pending);
    pending.catch(() => memo.delete(dir));
  }
  return pending;
}

/** Loads or creates without the in-process memo (tests of the cross-process race). */
export const loadOrCreateSandboxCaUncached = (dataDir: string): Promise<SandboxCa> => loadOrCreate(path.resolve(dataDir));
