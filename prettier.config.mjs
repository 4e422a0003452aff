// Prettier at the project's width: code lines run to ~160 characters (a declaration, a zod schema or a call on one
// line reads better here than folded), comments are wrapped by hand at 120 and Prettier leaves them as they are.
// Single quotes, semicolons, trailing commas: what the code already writes. `npm run format:check` checks,
// `npm run format` writes; .prettierignore lists what is never formatted.
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
};
