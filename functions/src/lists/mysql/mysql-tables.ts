import type { Connection, FieldPacket, RowDataPacket } from 'mysql2';
import { SAMPLE_ROWS } from '../files/column-mappings';
import { MYSQL_FAILURES, MysqlSourceError } from './mysql-errors';
import { mysqlLimits } from './mysql-limits';
import { watchStream } from './stream-watchdog';

// Reading a user's MySQL tables as rows of text: the header is the table's column names. Tables are
// named only after they were found in SHOW TABLES, and always quoted as identifiers.

/** Schemas every server has that hold no contacts. */
const SYSTEM_DATABASES = new Set(['information_schema', 'mysql', 'performance_schema', 'sys']);
const BATCH_ROWS = 2_000;

/** One cell as the text an import sees: null as empty, binary as UTF-8, everything trimmed. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Buffer.isBuffer(value)) return value.toString('utf8').trim();
  return String(value).trim();
}

/**
 * One statement, with the statement time-out: past it the connection is destroyed (mysql2 only gives
 * up waiting, and the server would still hold the connection's next command) and the call fails.
 */
async function statement(
  connection: Connection,
  sql: string,
  rowsAsArray = true,
): Promise<[RowDataPacket[], FieldPacket[]]> {
  const { statementMs } = mysqlLimits();
  try {
    return await connection.promise().query<RowDataPacket[]>({ sql, rowsAsArray, timeout: statementMs });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'PROTOCOL_SEQUENCE_TIMEOUT') throw error;
    connection.destroy();
    throw new MysqlSourceError(MYSQL_FAILURES.statementTimedOut(statementMs));
  }
}

/** The databases the user can see, without the server's own. */
export async function listDatabases(connection: Connection): Promise<string[]> {
  const [rows] = await statement(connection, 'SHOW DATABASES');
  return rows.map((row) => String(row[0])).filter((name) => !SYSTEM_DATABASES.has(name.toLowerCase()));
}

/** The base tables and views of the connection's database whose names start with `prefix`. */
export async function listTables(connection: Connection, prefix: string): Promise<string[]> {
  const [rows] = await statement(connection, 'SHOW FULL TABLES');
  return rows
    .map((row) => String(row[0]))
    .filter((name) => name.startsWith(prefix))
    .sort((a, b) => a.localeCompare(b));
}

/** SELECT of every column, in primary-key order when the table has one, so row numbers stay put. */
async function selectAll(connection: Connection, table: string): Promise<string> {
  const [keys] = await statement(
    connection,
    `SHOW KEYS FROM ${connection.escapeId(table)} WHERE Key_name = 'PRIMARY'`,
    false,
  );
  const order = keys
    .sort((a, b) => Number(a.Seq_in_index) - Number(b.Seq_in_index))
    .map((key) => connection.escapeId(String(key.Column_name)));
  return `SELECT * FROM ${connection.escapeId(table)}${order.length ? ` ORDER BY ${order.join(', ')}` : ''}`;
}

/** The column names and the first `count` rows of a table, and its row count. */
export async function tableTop(
  connection: Connection,
  table: string,
  count: number,
): Promise<{ header: string[]; rows: string[][]; total: number }> {
  const [rows, fields] = await statement(
    connection,
    `${await selectAll(connection, table)} LIMIT ${Number(count)}`,
  );
  return {
    header: fields.map((field) => field.name),
    rows: rows.map((row) => (row as unknown[]).map(cellText)),
    total: await countRows(connection, table),
  };
}

/** The column names, up to `SAMPLE_ROWS` rows from data row `startRow` on, and the table's row count. */
export async function tableSample(
  connection: Connection,
  table: string,
  startRow: number,
): Promise<{ header: string[]; rows: string[][]; total: number }> {
  const [rows, fields] = await statement(
    connection,
    `${await selectAll(connection, table)} LIMIT ${Number(startRow)}, ${SAMPLE_ROWS}`,
  );
  return {
    header: fields.map((field) => field.name),
    rows: rows.map((row) => (row as unknown[]).map(cellText)),
    total: await countRows(connection, table),
  };
}

async function countRows(connection: Connection, table: string): Promise<number> {
  const [rows] = await statement(connection, `SELECT COUNT(*) FROM ${connection.escapeId(table)}`);
  return Number(rows[0]?.[0] ?? 0);
}

/**
 * Every row of a table as text, header (column names) first, in batches, streamed: the server sends
 * rows as we read them and pauses while we are busy, so memory stays flat for any table size. A server
 * that sends no row for the idle time-out (while we wait for one), or a read past `readLimitMs` (the
 * import's cap by default), destroys the connection and fails the read in the user's terms.
 */
export async function* tableRowBatches(
  connection: Connection,
  table: string,
  readLimitMs = mysqlLimits().importReadMs,
): AsyncGenerator<string[][]> {
  const query = connection.query({ sql: await selectAll(connection, table), rowsAsArray: true });
  let header: string[] | null = null;
  query.on('fields', (fields: { name: string }[]) => {
    header = fields.map((field) => field.name);
  });
  const stream = query.stream({ highWaterMark: BATCH_ROWS });
  const watchdog = watchStream(query, stream, {
    idleMs: mysqlLimits().streamIdleMs,
    totalMs: readLimitMs,
    onExpired: (message) => {
      stream.destroy(new MysqlSourceError(message));
      connection.destroy();
    },
  });
  let batch: string[][] = [];
  let sentHeader = false;
  try {
    for await (const row of stream as AsyncIterable<unknown[]>) {
      if (!sentHeader && header) {
        sentHeader = true;
        yield [header];
      }
      batch.push(row.map(cellText));
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (!sentHeader && header) yield [header];
    if (batch.length) yield batch;
  } finally {
    watchdog.stop();
    stream.destroy();
  }
}
