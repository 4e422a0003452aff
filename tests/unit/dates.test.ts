// Norway's date of an instant (lib/dates.ts todayInNorway, formatted once per UTC minute): the changes of date at
// local midnight in winter (UTC+1) and summer (UTC+2) time, in any order of calls.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { todayInNorway } from '../../lib/dates.ts';

test('todayInNorway changes at midnight in Oslo, in winter and in summer time, whatever instant was asked before', () => {
  const cases: [string, string][] = [
    ['2026-01-14T22:59:59.999Z', '2026-01-14'],
    ['2026-01-14T23:00:00.000Z', '2026-01-15'],
    ['2026-07-14T21:59:59.999Z', '2026-07-14'],
    ['2026-07-14T22:00:00.000Z', '2026-07-15'],
    ['2026-03-28T22:59:00.000Z', '2026-03-28'], // the night summer time begins (02:00 → 03:00 on 2026-03-29)
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    ['2026-10-24T21:59:59.000Z', '2026-10-24'], // the night it ends (03:00 → 02:00 on 2026-10-25)
    ['2026-10-24T22:00:00.000Z', '2026-10-25'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01'],
  ];
  for (let round = 0; round < 2; round++) {
    for (const [instant, date] of round === 0 ? cases : [...cases].reverse()) assert.equal(todayInNorway(new Date(instant)), date, instant);
  }
  // The same minute asked twice, then the next second of it, then the next minute.
  assert.equal(todayInNorway(new Date('2026-01-14T22:59:00.000Z')), '2026-01-14');
  assert.equal(todayInNorway(new Date('2026-01-14T22:59:59.000Z')), '2026-01-14');
  assert.equal(todayInNorway(new Date('2026-01-14T23:00:00.000Z')), '2026-01-15');
});
