import pg from 'pg';
import { dropDatabase } from '../src/database/ensure-database.js';

// The kit's own integration tests make their databases by hand: libs/testing depends on this lib, so its
// harness cannot be used here.
export const ADMIN_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const asAdmin = async (sql: string) => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/** A database of this run's own (`name` is the test's, made unique by the process id). */
export const kitTestDatabase = (label: string) => {
  const name = `futgg_kit_${label}_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: () => asAdmin(`CREATE DATABASE ${name}`),
    drop: () => dropDatabase(url.toString()),
  };
};
