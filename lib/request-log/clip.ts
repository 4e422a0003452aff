// A long body as the request log keeps it (issue 14): its first characters and a note of the cut, as a string of its own.

/**
 * `text` when it has at most `chars` characters, else its first `chars` and ` ... (cut at N characters)`.
 *
 * Two costs of a logged report page are avoided here (docs/decisions/0018-request-log-off-the-request-path.md):
 * - V8 makes `slice()` a view of the whole text and the template a pair of pointers to it, so the queued entry kept a
 *   30 KB report page alive for the 8 KB of it that is written, through the young generation's copies and promotion
 *   until its flush. Reading one character flattens the result into a string of its own and the page can go
 *   (tests/unit/request-log-clip.test.ts holds V8 to that).
 * - The mark is ASCII: the earlier `…` made every cut body a two-byte string (twice the memory, and slower to encode
 *   for the driver).
 */
export function clipText(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const clipped = `${text.slice(0, chars)} ... (cut at ${chars} characters)`;
  flatten(clipped);
  return clipped;
}

/** Makes V8 flatten a concatenated string (the first character read does). */
function flatten(s: string): number {
  return s.charCodeAt(0);
}
