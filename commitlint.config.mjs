// Commit messages as CONTRIBUTING.md ("Commit messages") asks: an imperative subject of at most 72 characters without
// a trailing period, the detail in a body after one blank line, no drafts. The project uses no type prefixes
// (`feat:`), so the whole first line is the subject. Checked by `npm run lint:commits` (scripts/lint-commits.mjs), a
// step of `npm test`, for the commits after the rule was introduced.
export default {
  parserPreset: { parserOpts: { headerPattern: /^(.*)$/, headerCorrespondence: ['subject'] } },
  // Merges and reverts are written by git; fixup!/squash!/amend! are not ignored (they are drafts, see below).
  defaultIgnores: false,
  ignores: [(message) => /^Merge (branch|remote-tracking branch|pull request|tag|commit) /.test(message), (message) => /^Revert "/.test(message)],
  plugins: [
    {
      rules: {
        'header-not-draft': ({ header }) => [
          !/^(wip\b|fixup!|squash!|amend!)/i.test(header ?? ''),
          'a commit that lands is not a draft (WIP, fixup!, squash!): fold it into the commit it belongs to',
        ],
      },
    },
  ],
  rules: {
    'header-max-length': [2, 'always', 72],
    'header-full-stop': [2, 'never', '.'],
    'header-trim': [2, 'always'],
    'subject-empty': [2, 'never'],
    'body-leading-blank': [2, 'always'],
    'header-not-draft': [2, 'always'],
  },
  helpUrl: 'CONTRIBUTING.md, "Commit messages"',
};
