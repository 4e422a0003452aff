// Structured logging. Keys, signatures, certificates and personal identifiers are never logged.
type Fields = Record<string, unknown>;

const REDACT = /^(signature|tpp-signature-certificate|authorization|psu-id|psu-corporate-id|x-psu-identity|key|keyPem|password|customerNumber)$/i;
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
const threshold = levels[level as keyof typeof levels] ?? 20;

function redact(fields: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) {
    if (REDACT.test(k)) out[k] = '[redacted]';
    else if (v instanceof Error) out[k] = { message: v.message, stack: v.stack };
    else out[k] = v;
  }
  return out;
}

function write(lvl: keyof typeof levels, fields: Fields, msg: string): void {
  if (levels[lvl] < threshold) return;
  const line = JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, ...redact(fields) });
  if (levels[lvl] >= levels.error) process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

/** The process logger (JSON lines). */
export const logger = {
  debug: (f: Fields, m: string) => write('debug', f, m),
  info: (f: Fields, m: string) => write('info', f, m),
  warn: (f: Fields, m: string) => write('warn', f, m),
  error: (f: Fields, m: string) => write('error', f, m),
};
