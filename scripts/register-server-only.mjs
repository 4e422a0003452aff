// `import 'server-only'` marks modules that must never reach a browser bundle: Next's bundler resolves it to an
// empty module on the server and fails the build when a client component imports such a module. Outside the
// bundler (the tests, the CLI, the bench, the migration runner) Node has nothing to resolve it to, so this hook
// resolves it to an empty module: `node --import ./scripts/register-server-only.mjs --import tsx …`.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
