// Issue 14 / issue 13: a long body is kept as its first characters and a note of the cut, in a string that holds only
// itself — not the whole text it was cut from (an 8 KB entry must not keep a 30 KB report page alive until its flush).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { clipText } from '../../lib/request-log/clip.ts';

test('a body longer than the limit keeps its first characters and an ASCII note of the cut; a shorter one is kept whole', () => {
  const text = JSON.stringify({ transactions: Array.from({ length: 400 }, (_, i) => ({ id: i, creditorName: 'Probe Butikk AS' })) });
  const clipped = clipText(text, 8192);
  assert.equal(clipped, `${text.slice(0, 8192)} ... (cut at 8192 characters)`);
  assert.match(clipped, /^[\x20-\x7e]*$/, 'an ASCII body stays ASCII');
  assert.equal(clipText('{"ok":1}', 8192), '{"ok":1}');
  assert.equal(clipText('x'.repeat(8192), 8192), 'x'.repeat(8192));
  assert.equal(clipText('ø'.repeat(10), 4), 'øøøø ... (cut at 4 characters)');
});

test('a cut body does not keep the text it was cut from alive', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const measure = (cut: (text: string) => string) => {
    gc();
    const before = process.memoryUsage().heapUsed;
    // 400 distinct texts of 40,000 characters (16 MB) cut to 8,192 (3.3 MB)
    const kept = Array.from({ length: 400 }, (_, i) => cut(`{"page":${i},"text":"${'a'.repeat(40_000)}"}`));
    gc();
    const retained = process.memoryUsage().heapUsed - before;
    assert.equal(kept.length, 400);
    return retained;
  };
  const viaSlice = measure((t) => `${t.slice(0, 8192)} ... (cut at 8192 characters)`);
  const viaClip = measure((t) => clipText(t, 8192));
  // The control shows the measurement can see the difference: V8 keeps the whole texts behind a plain slice.
  assert.ok(viaSlice > 12_000_000, `a plain slice kept ${viaSlice} bytes (expected the 16 MB of texts)`);
  assert.ok(viaClip < 6_000_000, `clipText kept ${viaClip} bytes (expected ~3.3 MB: only the cut bodies)`);
});
