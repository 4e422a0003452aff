// `npm run lint:commits`, and the `commits` step of `npm test`: commitlint (commitlint.config.mjs) over every commit
// after BASE, the commit at which the rule was introduced — the history before it is left as it was written.
// CI clones afresh: in a full clone BASE is there; in a shallow one (or a history without BASE) only the last commit
// is checked, and the run says so (`git fetch --unshallow` makes the full check possible). Outside a git checkout
// there is nothing to check.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The last commit before the rule: commits after it must follow CONTRIBUTING.md. */
const BASE = '24c095c6cee7bcb75231d3709c7f38601b156e77';

const root = join(import.meta.dirname, '..');
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

if (git('rev-parse', '--is-inside-work-tree').status !== 0) {
  console.log('commits: not a git checkout, nothing to check');
  process.exit(0);
}
let range = ['--from', BASE, '--to', 'HEAD'];
if (git('cat-file', '-e', `${BASE}^{commit}`).status !== 0 || git('merge-base', '--is-ancestor', BASE, 'HEAD').status !== 0) {
  const shallow = git('rev-parse', '--is-shallow-repository').stdout.trim() === 'true';
  console.log(
    `commits: ${BASE.slice(0, 7)} is not in this ${shallow ? 'shallow clone' : 'history'}; checking the last commit only${shallow ? ' (git fetch --unshallow for all)' : ''}`,
  );
  range = ['--last'];
}
const count = range[0] === '--last' ? 1 : Number(git('rev-list', '--count', `${BASE}..HEAD`).stdout.trim());
const cli = join(root, 'node_modules', '@commitlint', 'cli', 'cli.js');
const r = spawnSync(process.execPath, [cli, '--config', join(root, 'commitlint.config.mjs'), ...range], { cwd: root, stdio: 'inherit' });
if (r.status === 0) console.log(`commits: ${count} commit(s) checked, every message as CONTRIBUTING.md asks`);
process.exit(r.status ?? 1);
