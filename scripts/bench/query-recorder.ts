// Shared by the benchmarks that compare a service call through HTTP with the same SQL straight through
// mysql2: records the statements one call of the service runs, grouped by what ran side by side, and
// replays them.
import { Kysely, MysqlDialect, type KyselyPlugin } from 'kysely';
import { createPool as createCallbackPool } from 'mysql2';
import type { Pool } from 'mysql2/promise';
import type { Database } from '../../functions/src/platform/db/database.types';

/** Recorded statements, in groups that ran side by side. */
export type StatementGroups = { sql: string; parameters: readonly unknown[] }[][];

/** Runs `call` once through its own kysely and records its statements, grouped by overlap. */
export async function recordStatements<T>(
  call: (db: Kysely<Database>) => Promise<T>,
): Promise<{ result: T; groups: StatementGroups }> {
  const inFlight = new Set<unknown>();
  const groups: StatementGroups = [];
  let current: StatementGroups[number] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      inFlight.add(args.queryId);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const db = new Kysely<Database>({
    dialect: new MysqlDialect({
      pool: createCallbackPool({ uri: process.env.DATABASE_URL, connectionLimit: 4, timezone: 'Z' }),
    }),
    plugins: [plugin],
    log: (event) => {
      current.push({ sql: event.query.sql, parameters: event.query.parameters });
      inFlight.delete(event.query.queryId);
      if (inFlight.size === 0) {
        groups.push(current);
        current = [];
      }
    },
  });
  try {
    const result = await call(db);
    if (current.length) groups.push(current);
    return { result, groups };
  } finally {
    await db.destroy();
  }
}

/** Runs recorded statements again straight through mysql2, each group side by side. */
export async function replayStatements(pool: Pool, groups: StatementGroups): Promise<void> {
  for (const group of groups) {
    await Promise.all(group.map((s) => pool.query(s.sql, s.parameters as unknown[])));
  }
}
