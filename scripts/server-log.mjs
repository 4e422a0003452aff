// The server's log lines: JSON like the app's pino lines (level numbers, ISO time), honouring LOG_LEVEL.
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
const threshold = LEVELS[process.env.LOG_LEVEL ?? 'info'] ?? LEVELS.info;

function write(level, msg, fields) {
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ level: LEVELS[level], time: new Date().toISOString(), pid: process.pid, ...fields, msg });
  (LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout).write(`${line}\n`);
}

export const log = {
  info: (msg, fields) => write('info', msg, fields),
  warn: (msg, fields) => write('warn', msg, fields),
  error: (msg, fields) => write('error', msg, fields),
  fatal: (msg, fields) => write('fatal', msg, fields),
};

/** An error as log fields. */
export const errFields = (e) => ({ err: { type: e?.name, message: e?.message ?? String(e), stack: e?.stack } });
