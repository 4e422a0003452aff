// scripts/server-admission.mjs: requests beyond the limit wait and start in arrival order as running ones finish;
// one whose client went away while waiting never starts; limit 0 admits everything; at most STARTS_PER_TURN start in
// one turn of the event loop, the others in the next turns, in order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';

interface Admission {
  admit(res: FakeResponse, start: () => void, slots?: number): void;
  readonly running: number;
  readonly waiting: number;
}
const admissionPath = '../../scripts/server-admission.mjs';
const { createAdmission, slotsFor, STARTS_PER_TURN } = (await import(admissionPath)) as {
  createAdmission(limit: number, options?: { startsPerTurn?: number }): Admission;
  slotsFor(contentLength: string | undefined, limit: number): number;
  STARTS_PER_TURN: number;
};
/** The concurrency limit alone: no cap on starts per turn (the tests of the cap are the last ones). */
const uncapped = { startsPerTurn: Infinity };

class FakeResponse extends EventEmitter {
  destroyed = false;
  writableEnded = false;
  /** The response was sent: Node emits 'close' after 'finish'. */
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  /** The client went away. */
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

test('at most `limit` run; the others start first come, first served as running ones finish', () => {
  const admission = createAdmission(2, uncapped);
  const started: number[] = [];
  const responses = Array.from({ length: 6 }, () => new FakeResponse());
  responses.forEach((res, i) => admission.admit(res, () => started.push(i)));
  assert.deepEqual(started, [0, 1]);
  assert.equal(admission.running, 2);
  assert.equal(admission.waiting, 4);
  responses[1]!.end();
  assert.deepEqual(started, [0, 1, 2]);
  responses[0]!.end();
  responses[2]!.end();
  assert.deepEqual(started, [0, 1, 2, 3, 4]);
  assert.equal(admission.waiting, 1);
  responses[3]!.end();
  responses[4]!.end();
  responses[5]!.end();
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5]);
  assert.equal(admission.running, 0);
  assert.equal(admission.waiting, 0);
});

test('a request whose client went away while waiting never starts, and frees no slot it did not hold', () => {
  const admission = createAdmission(1, uncapped);
  const started: string[] = [];
  const [a, b, c] = [new FakeResponse(), new FakeResponse(), new FakeResponse()];
  admission.admit(a, () => started.push('a'));
  admission.admit(b, () => started.push('b'));
  admission.admit(c, () => started.push('c'));
  b.destroy(); // gone while waiting: its close must not count as a finished request
  assert.equal(admission.running, 1);
  assert.equal(admission.waiting, 1);
  a.end();
  assert.deepEqual(started, ['a', 'c']);
  assert.equal(admission.running, 1);
  c.end();
  assert.equal(admission.running, 0);
});

test('the queue stays in order across many requests (compaction of its head)', () => {
  const admission = createAdmission(3, uncapped);
  const started: number[] = [];
  const responses = Array.from({ length: 500 }, () => new FakeResponse());
  responses.forEach((res, i) => admission.admit(res, () => started.push(i)));
  for (let i = 0; i < responses.length; i++) responses[i]!.end();
  assert.deepEqual(started, responses.map((_, i) => i));
  assert.equal(admission.running, 0);
});

test('limit 0 admits every request at once', () => {
  const admission = createAdmission(0);
  const started: number[] = [];
  for (let i = 0; i < 50; i++) admission.admit(new FakeResponse(), () => started.push(i));
  assert.equal(started.length, 50);
  assert.equal(admission.waiting, 0);
});

test('a large body takes more slots: it waits for room, and nothing behind it overtakes it', () => {
  assert.equal(slotsFor(undefined, 8), 1);
  assert.equal(slotsFor('2000', 8), 1);
  assert.equal(slotsFor(String(512 * 1024), 8), 2);
  assert.equal(slotsFor(String(4 * 1024 * 1024), 8), 8, 'a full-size bulk body has the process to itself');
  assert.equal(slotsFor(String(100 * 1024 * 1024), 8), 8);
  assert.equal(slotsFor('x', 8), 1);

  const admission = createAdmission(8, uncapped);
  const started: string[] = [];
  const [small1, bulk, small2, small3] = [new FakeResponse(), new FakeResponse(), new FakeResponse(), new FakeResponse()];
  admission.admit(small1, () => started.push('small1'));
  admission.admit(bulk, () => started.push('bulk'), 8);
  admission.admit(small2, () => started.push('small2'));
  assert.deepEqual(started, ['small1'], 'the bulk waits for all 8 slots; the small one behind it waits too');
  small1.end();
  assert.deepEqual(started, ['small1', 'bulk']);
  admission.admit(small3, () => started.push('small3'));
  assert.equal(admission.running, 8);
  bulk.end();
  assert.deepEqual(started, ['small1', 'bulk', 'small2', 'small3']);
  assert.equal(admission.running, 2);
});

test('at most STARTS_PER_TURN requests start in one turn of the event loop; the others start in the next turns, in order', async () => {
  assert.equal(STARTS_PER_TURN, 4);
  const admission = createAdmission(8);
  const started: number[] = [];
  const responses = Array.from({ length: 10 }, () => new FakeResponse());
  responses.forEach((res, i) => admission.admit(res, () => started.push(i)));
  assert.deepEqual(started, [0, 1, 2, 3], 'four in this turn although eight slots are free');
  assert.equal(admission.waiting, 6);
  await nextTurn();
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7], 'four more in the next turn: all eight slots taken');
  for (const i of [0, 1, 2, 3]) responses[i]!.end();
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7], 'slots are free, but this turn has started its four');
  await nextTurn();
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.equal(admission.waiting, 0);
  // A request that arrives in a later turn, with a slot free and nobody waiting, starts at once.
  await nextTurn();
  const late = new FakeResponse();
  admission.admit(late, () => started.push(10));
  assert.equal(started.at(-1), 10);
});

test('a finished request frees its slot for a waiting one in the same turn while the turn has starts left', async () => {
  const admission = createAdmission(2);
  const started: string[] = [];
  const [a, b, c] = [new FakeResponse(), new FakeResponse(), new FakeResponse()];
  admission.admit(a, () => started.push('a'));
  admission.admit(b, () => started.push('b'));
  admission.admit(c, () => started.push('c'));
  assert.deepEqual(started, ['a', 'b']);
  a.end();
  assert.deepEqual(started, ['a', 'b', 'c'], 'the third start of this turn: within the four');
  await nextTurn();
  assert.equal(admission.running, 2);
});
