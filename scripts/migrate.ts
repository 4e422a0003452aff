// `npm run db:migrate`: applies the SQL migrations to the configured database (npm start does this too).
import { getConfig } from '../lib/config.ts';
import { runMigrations } from '../lib/db/migrate.ts';

const applied = await runMigrations(getConfig());
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
