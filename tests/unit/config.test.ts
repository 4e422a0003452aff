// lib/config.ts: every environment variable validated in one place, with a start-up error naming the bad ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, parseConfig } from '../../lib/config.ts';

test('defaults: SQLite under DATA_DIR, sandbox mode, 60 s skew, port 3000', () => {
  const c = parseConfig({ DATA_DIR: '/tmp/x' });
  assert.equal(c.databaseUrl, 'file:/tmp/x/openbank.db');
  assert.equal(c.dialect, 'sqlite');
  assert.equal(c.mode, 'sandbox');
  assert.equal(c.maxClockSkewSeconds, 60);
  assert.equal(c.port, 3000);
  assert.equal(c.publicUrl, 'http://localhost:3000');
  assert.equal(c.dbPoolSize, 10);
  assert.equal(c.dbPipelineConnections, 2);
  assert.equal(c.authSecret, null);
});

test('typed values: PostgreSQL URL, numbers, trailing slash of PUBLIC_URL dropped', () => {
  const c = parseConfig({ DATABASE_URL: 'postgresql://u@h/db', DB_POOL_SIZE: '4', DB_PIPELINE_CONNECTIONS: '0', MAX_CLOCK_SKEW_SECONDS: '30', PORT: '8080', PUBLIC_URL: 'https://bank.example/' });
  assert.equal(c.dialect, 'postgresql');
  assert.equal(c.dbPoolSize, 4);
  assert.equal(c.dbPipelineConnections, 0);
  assert.equal(c.maxClockSkewSeconds, 30);
  assert.equal(c.port, 8080);
  assert.equal(c.publicUrl, 'https://bank.example');
});

test('a bad value stops the start with the variable, its value and what is expected', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ XS2A_MODE: 'prod' }, /XS2A_MODE="prod": must be sandbox or production/],
    [{ PORT: 'eighty' }, /PORT="eighty": must be a whole number/],
    [{ MAX_CLOCK_SKEW_SECONDS: '0' }, /MAX_CLOCK_SKEW_SECONDS="0": must be greater than 0/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x": must start with file: \(SQLite\) or postgresql:\/\//],
    [{ PUBLIC_URL: 'bank.example' }, /PUBLIC_URL="bank.example": must be an absolute http\(s\) URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud"/],
    [{ XS2A_MODE: 'production' }, /TRUSTED_CA_FILE: XS2A_MODE=production needs a PEM bundle/],
  ];
  for (const [env, message] of cases) {
    assert.throws(() => parseConfig(env), (e: unknown) => e instanceof ConfigError && message.test(e.message), JSON.stringify(env));
  }
});

test('every bad variable is named at once', () => {
  assert.throws(() => parseConfig({ PORT: 'x', DB_POOL_SIZE: '-1' }), (e: unknown) => e instanceof ConfigError && /PORT=/.test(e.message) && /DB_POOL_SIZE=/.test(e.message));
});
