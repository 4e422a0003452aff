// Issue 14: GET /metrics is not public — without METRICS_TOKEN configured it does not exist (404).
import '../helpers/test-env.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dispatch } from '../helpers/router.ts';

test('GET /metrics answers 404 when no METRICS_TOKEN is configured, with or without a token', async () => {
  assert.equal((await dispatch(new Request('http://localhost:3000/metrics'))).status, 404);
  assert.equal((await dispatch(new Request('http://localhost:3000/metrics', { headers: { authorization: 'Bearer anything-anything-anything' } }))).status, 404);
});
