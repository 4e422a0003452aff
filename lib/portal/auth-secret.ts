// The next-auth secret: NEXTAUTH_SECRET, or a random one generated once into DATA_DIR (never hardcoded).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getConfig } from '../config.ts';

export const AUTH_SECRET_FILE = 'nextauth-secret';
let pending: Promise<string> | null = null;

async function loadOrCreate(dataDir: string): Promise<string> {
  const file = join(dataDir, AUTH_SECRET_FILE);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const text = (await readFile(file, 'utf8')).trim();
      if (text.length >= 32) return text;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      await mkdir(dataDir, { recursive: true });
      try {
        // Exclusive create: when several processes start at once, one writes and the others read it.
        await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (e2) {
        if ((e2 as NodeJS.ErrnoException).code !== 'EEXIST') throw e2;
      }
      continue;
    }
    await new Promise((r) => setTimeout(r, 25)); // another process is still writing it
  }
  throw new Error(`${file} does not hold a usable secret; delete it or set NEXTAUTH_SECRET`);
}

/** The secret that signs and encrypts portal session tokens. */
export function getAuthSecret(): Promise<string> {
  const fromEnv = getConfig().authSecret;
  if (fromEnv) return Promise.resolve(fromEnv);
  pending ??= loadOrCreate(getConfig().dataDir).catch((e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}
