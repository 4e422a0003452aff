// A fresh, empty PostgreSQL database for an end-to-end test, next to TEST_DATABASE_URL.
import pg from 'pg';

/** Drops and creates database `name`; returns its URL. */
export async function freshDatabase(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
