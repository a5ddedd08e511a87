import pg from 'pg';
import { fieldTypeOfColumn } from './column-types';
import {
  groupColumns,
  rowsAsText,
  resolveTarget,
  userDatabaseLimits,
  UserDatabaseError,
  type UserDatabase,
  type UserDatabaseTarget,
} from './user-database';

// PostgreSQL with node-postgres: connects to the checked address; on a public host TLS is required and the
// certificate verified for the name typed; values come back as text (no type parsing).

const dialect = {
  quote: (identifier: string) =>
    identifier
      .split('.')
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join('.'),
  page: (orderBy: string, offset: number, limit: number) =>
    ` ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
};

const asText = { getTypeParser: () => (value: string) => value };

export async function openPostgres(target: UserDatabaseTarget): Promise<UserDatabase> {
  const resolved = await resolveTarget(target);
  const limits = userDatabaseLimits();
  const client = new pg.Client({
    host: resolved.address,
    port: resolved.port,
    user: target.username,
    password: target.password,
    database: target.database,
    ssl: resolved.requireTls ? { rejectUnauthorized: true, servername: resolved.name } : false,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    query_timeout: limits.statementMs,
    application_name: 'wrapper-log',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    void client.end().catch(() => undefined);
    throw new UserDatabaseError((error as Error).message || 'The server refused the connection.');
  }
  const query = async (text: string) =>
    (await client.query({ text, types: asText })).rows as Record<string, unknown>[];
  return {
    dialect,
    async tables() {
      // pg_catalog, not information_schema: its constraint views hide the keys of tables the user may only read.
      const rows = await query(
        `SELECT CASE WHEN n.nspname = 'public' THEN c.relname ELSE n.nspname || '.' || c.relname END AS t,
                a.attname AS c, format_type(a.atttypid, a.atttypmod) AS y,
                EXISTS (SELECT 1 FROM pg_index i
                         WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)) AS k
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE c.relkind IN ('r', 'v', 'm', 'p', 'f')
            AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
            AND has_table_privilege(c.oid, 'SELECT')
          ORDER BY n.nspname, c.relname, a.attnum`,
      );
      return groupColumns(
        rows.map((r) => ({
          table: String(r.t),
          column: String(r.c),
          type: String(r.y),
          primary: r.k === 't',
        })),
        fieldTypeOfColumn,
      );
    },
    select: async (sqlText) => rowsAsText(await query(sqlText)),
    close: () => void client.end().catch(() => undefined),
  };
}
