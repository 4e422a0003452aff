// Generates one Prisma client per SQL dialect from the single prisma/schema.prisma model.
// The Prisma CLI wants a schema-engine binary it cannot download here; generate does not use it,
// so a stub that answers --version is enough.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = join(root, 'prisma', 'schema.prisma');
if (!existsSync(schemaPath)) process.exit(0);
const outDir = join(root, 'prisma', '.generated');
mkdirSync(outDir, { recursive: true });

const stub = join(outDir, 'schema-engine-stub.sh');
writeFileSync(stub, '#!/bin/sh\necho "schema-engine-cli 0.0.0-stub"\n');
chmodSync(stub, 0o755);

const source = readFileSync(schemaPath, 'utf8');
const dialects = [
  { name: 'sqlite', provider: 'sqlite' },
  { name: 'postgresql', provider: 'postgresql' },
];
for (const d of dialects) {
  const schema = source
    .replace(/provider\s*=\s*"sqlite"/, `provider = "${d.provider}"`)
    .replace(/output\s*=\s*"[^"]*"/, `output = "../../lib/db/generated/${d.name}"`);
  const file = join(outDir, `schema.${d.name}.prisma`);
  writeFileSync(file, schema);
  execFileSync(join(root, 'node_modules', '.bin', 'prisma'), ['generate', '--schema', file], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}
