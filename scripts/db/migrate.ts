// Brings the database in DATABASE_URL to the latest migration. --fresh drops every table first (tests).
import { sql } from 'kysely';
import { createDatabase } from '../../functions/src/platform/db/database';
import { migrateToLatest } from '../../functions/src/platform/db/migrator';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (source infra/env/<stage>.env first)');
  const db = createDatabase(url, 1);
  try {
    if (process.argv.includes('--fresh')) await dropAllTables(db);
    const applied = await migrateToLatest(db);
    const name = new URL(url).pathname.slice(1);
    console.log(
      applied.length ? `db: ${name}: applied ${applied.join(', ')}` : `db: ${name}: schema up to date`,
    );
  } finally {
    await db.destroy();
  }
}

async function dropAllTables(db: ReturnType<typeof createDatabase>): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()`.execute(db);
  await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(db);
  for (const { name } of tables.rows) await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(db);
  await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(db);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
