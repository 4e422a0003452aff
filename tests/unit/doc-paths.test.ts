// Every repository path named in the documentation and in code comments exists (issue 39): a reference that points at
// a moved or deleted file misleads the next reader. What counts as a path, and what is left alone:
// - In README.md, CONTRIBUTING.md, docs/**/*.md and bench/README.md: markdown links to local files, resolved from the
//   file that links (with `#anchor`: the target's heading must exist), and any word that begins with a top-level
//   folder of the repository (`lib/…`, `tests/…`, `app/(portal)/…`), resolved from the repository's root.
// - In the comments of source files (.ts, .tsx, .mjs, .js outside node_modules, .next and generated code): words that
//   begin with a top-level folder, resolved from the root. Bare file names (`read-rows.ts`) and relative imports are not
//   checked: their folder is the reader's context.
// - Templates are not paths: a word with `<…>`, `*`, `NNNN`, `…` or `$` in it (`lib/<domain>/operations/`,
//   `prisma/migrations/sqlite/NNNN_name.sql`). `{a,b}` expands to each (`prisma/migrations/{sqlite,postgresql}/`).
//   Two segments with neither an extension nor a trailing slash (`app/floor`, `tests/e2e`) read as prose as often as
//   a path and are not checked; a module named without its extension (`lib/server/lifecycle`) is found with one.
//   URLs (`http://…/docs/x`, `/guides/signing`) are not repository paths: a word preceded by `/` or `:` is skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = process.cwd();
/** Never searched: installed, built or generated. */
const SKIP_DIRS = new Set(['node_modules', '.next', '.git', 'generated', '.generated', 'data', 'test-results', 'artifacts', 'results', 'fixtures']);

/** The repository's top-level folders (what a path must begin with). */
const TOP = readdirSync(root)
  .filter((n) => !SKIP_DIRS.has(n) && !n.startsWith('.') && statSync(join(root, n)).isDirectory())
  .concat(['.ci']);

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (!SKIP_DIRS.has(name) && !(name.startsWith('.') && name !== '.ci')) walk(p, keep, out);
    } else if (keep(name)) out.push(p);
  }
  return out;
}

const PATH_WORD = new RegExp(`(?<![\\w/:.\\-@])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w.\\-()\\[\\]{},/@+<>*…$]*)`, 'g');
const TEMPLATE = /[<>*…$]|NNNN/;

/** `{a,b}` expanded to every combination. */
function expand(word: string): string[] {
  const m = /\{([^{}]*)\}/.exec(word);
  if (!m) return [word];
  return m[1]!.split(',').flatMap((alt) => expand(word.slice(0, m.index) + alt + word.slice(m.index + m[0].length)));
}

/** The repository paths a text names (from the root), templates left out, trailing punctuation cut. */
export function pathsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PATH_WORD)) {
    // A markdown link's text ends at `](`: `[docs/README.md](docs/README.md)`.
    let word = m[1]!.split('](')[0]!;
    if (TEMPLATE.test(word)) continue;
    // A sentence's punctuation, or a closing bracket the path did not open.
    for (;;) {
      const cut = word.replace(/[.,:;]+$/, '');
      const opens = (s: string, o: string, c: string) => s.split(o).length - s.split(c).length;
      if (cut.endsWith(')') && opens(cut, '(', ')') < 0) word = cut.slice(0, -1);
      else if (cut.endsWith(']') && opens(cut, '[', ']') < 0) word = cut.slice(0, -1);
      else if (cut === word) break;
      else word = cut;
    }
    // Two segments without an extension or a trailing slash are prose as often as a path ("app/floor ratio").
    const segments = word.split('/');
    if (segments.length === 2 && !segments[1]!.includes('.') && segments[1] !== '') continue;
    out.push(...expand(word));
  }
  return out;
}

/** A named path exists: as written, or as a module named without its extension (`lib/server/lifecycle`). */
const exists = (path: string) => existsSync(join(root, path)) || ['.ts', '.tsx', '.mjs', '.js'].some((ext) => existsSync(join(root, path + ext)));

/** The comments of a source file: `// …` to the end of the line and `/* … *\/` blocks. */
function commentsOf(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)].map((m) => m[0]).join('\n');
}

/** GitHub's anchor of a markdown heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
}

/** Markdown links to local files: [text](target), relative to the linking file. */
function linksIn(text: string): { target: string; anchor: string | null }[] {
  const out: { target: string; anchor: string | null }[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = m[1]!;
    if (/^(?:[a-z]+:|#|\/)/i.test(href)) continue;
    const [target, anchor] = href.split('#') as [string, string | undefined];
    out.push({ target: decodeURIComponent(target), anchor: anchor ?? null });
  }
  return out;
}

const lineOf = (text: string, needle: string) => text.slice(0, Math.max(0, text.indexOf(needle))).split('\n').length;

test('what counts as a repository path', () => {
  const cases: [string, string[]][] = [
    ['see `lib/db/raw.ts`.', ['lib/db/raw.ts']],
    ['(tests/routes/query-budget.test.ts)', ['tests/routes/query-budget.test.ts']],
    ['the route `app/v1/payments/[paymentProduct]/route.ts`', ['app/v1/payments/[paymentProduct]/route.ts']],
    ['guides in app/(portal)/guides/, once', ['app/(portal)/guides/']],
    ['`prisma/migrations/{sqlite,postgresql}/`', ['prisma/migrations/sqlite/', 'prisma/migrations/postgresql/']],
    ['`lib/<domain>/operations/<verb>-<noun>.ts`', []],
    ['prisma/migrations/sqlite/NNNN_name.sql', []],
    ['http://localhost:3000/docs/errors and /guides/signing', []],
    ['node_modules/next/x.js and ../lib/db/raw.ts and read-rows.ts', []],
    ['the app/floor ratio; tests/e2e/ and lib/server/lifecycle', ['tests/e2e/', 'lib/server/lifecycle']],
    ['[docs/decisions/](../docs/decisions/)', ['docs/decisions/']],
  ];
  for (const [text, paths] of cases) assert.deepEqual(pathsIn(text), paths, text);
  assert.deepEqual(linksIn('[a](docs/x.md#y) [b](https://x.org) [c](#z)'), [{ target: 'docs/x.md', anchor: 'y' }]);
  assert.equal(slug('The direct path'), 'the-direct-path');
  assert.equal(slug('`npm start`: what it does'), 'npm-start-what-it-does');
});

test('every repository path named in the docs and in comments exists', () => {
  const missing: string[] = [];
  const docs = [
    join(root, 'README.md'),
    join(root, 'CONTRIBUTING.md'),
    join(root, 'bench', 'README.md'),
    ...walk(join(root, 'docs'), (n) => n.endsWith('.md')),
  ].filter(existsSync);
  for (const file of docs) {
    const text = readFileSync(file, 'utf8');
    const rel = relative(root, file);
    for (const p of pathsIn(text)) if (!exists(p)) missing.push(`${rel}:${lineOf(text, p)}: ${p}`);
    for (const { target, anchor } of linksIn(text)) {
      const to = join(dirname(file), target);
      if (!existsSync(to)) missing.push(`${rel}:${lineOf(text, target)}: link to ${target}`);
      else if (anchor && to.endsWith('.md') && !anchorsOf(to).has(anchor)) missing.push(`${rel}:${lineOf(text, anchor)}: no heading #${anchor} in ${target}`);
    }
  }
  const sources = walk(root, (n) => /\.(?:ts|tsx|mjs|js)$/.test(n) && !n.endsWith('.d.ts'));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    const rel = relative(root, file);
    for (const p of pathsIn(commentsOf(text))) if (!exists(p)) missing.push(`${rel}:${lineOf(text, p)}: ${p}`);
  }
  assert.ok(sources.length > 300 && docs.length > 30, `searched ${sources.length} sources and ${docs.length} documents`);
  assert.deepEqual(missing, [], `paths named that do not exist:\n${missing.join('\n')}`);
});
