// Runs the signing guide's copy-paste examples (lib/docs/signing-examples.ts) as a TPP would: saved to a folder
// with tpp.cert.pem and tpp.key.pem, started with the command the guide shows, BASE_URL pointing at the server.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SIGNING_EXAMPLES, type SigningExample } from '../../lib/docs/signing-examples.ts';

const run = promisify(execFile);

/** Whether the tool an example runs with is installed (java is optional on a developer machine). */
export async function available(example: SigningExample): Promise<boolean> {
  const [cmd] = example.run.split(' ');
  try {
    await run(cmd!, [cmd === 'java' ? '-version' : '--version']);
    return true;
  } catch {
    return false;
  }
}

/** Runs `example` against baseUrl; its output (body, then "HTTP <status>"). */
export async function runSigningExample(example: SigningExample, baseUrl: string, cert: { keyPem: string; certPem: string }): Promise<{ status: number; body: string }> {
  const dir = mkdtempSync(join(tmpdir(), `signing-${example.id}-`));
  writeFileSync(join(dir, 'tpp.cert.pem'), cert.certPem);
  writeFileSync(join(dir, 'tpp.key.pem'), cert.keyPem);
  writeFileSync(join(dir, example.file), example.source);
  const [cmd, ...args] = example.run.split(' ');
  const { stdout } = await run(cmd!, args, { cwd: dir, env: { ...process.env, BASE_URL: baseUrl }, timeout: 120_000 });
  const m = /HTTP (\d{3})\s*$/.exec(stdout);
  if (!m) throw new Error(`${example.id}: no status line in ${stdout.slice(-500)}`);
  return { status: Number(m[1]), body: stdout.slice(0, m.index).trim() };
}

export { SIGNING_EXAMPLES };
