import type { Connection, RowDataPacket } from 'mysql2';
import { SAMPLE_ROWS } from '../files/column-mappings';

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

/** The databases the user can see, without the server's own. */
export async function listDatabases(connection: Connection): Promise<string[]> {
  const [rows] = await connection
    .promise()
    .query<RowDataPacket[]>({ sql: 'SHOW DATABASES', rowsAsArray: true });
  return rows.map((row) => String(row[0])).filter((name) => !SYSTEM_DATABASES.has(name.toLowerCase()));
}

/** The base tables and views of the connection's database whose names start with `prefix`. */
export async function listTables(connection: Connection, prefix: string): Promise<string[]> {
  const [rows] = await connection
    .promise()
    .query<RowDataPacket[]>({ sql: 'SHOW FULL TABLES', rowsAsArray: true });
  return rows
    .map((row) => String(row[0]))
    .filter((name) => name.startsWith(prefix))
    .sort((a, b) => a.localeCompare(b));
}

/** SELECT of every column, in primary-key order when the table has one, so row numbers stay put. */
async function selectAll(connection: Connection, table: string): Promise<string> {
  const [keys] = await connection
    .promise()
    .query<RowDataPacket[]>(`SHOW KEYS FROM ${connection.escapeId(table)} WHERE Key_name = 'PRIMARY'`);
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
  const [rows, fields] = await connection.promise().query<RowDataPacket[]>({
    sql: `${await selectAll(connection, table)} LIMIT ${Number(count)}`,
    rowsAsArray: true,
  });
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
  const [rows, fields] = await connection.promise().query<RowDataPacket[]>({
    sql: `${await selectAll(connection, table)} LIMIT ${Number(startRow)}, ${SAMPLE_ROWS}`,
    rowsAsArray: true,
  });
  return {
    header: fields.map((field) => field.name),
    rows: rows.map((row) => (row as unknown[]).map(cellText)),
    total: await countRows(connection, table),
  };
}

async function countRows(connection: Connection, table: string): Promise<number> {
  const [rows] = await connection.promise().query<RowDataPacket[]>({
    sql: `SELECT COUNT(*) FROM ${connection.escapeId(table)}`,
    rowsAsArray: true,
  });
  return Number(rows[0]?.[0] ?? 0);
}

/**
 * Every row of a table as text, header (column names) first, in batches, streamed: the server sends
 * rows as we read them and pauses while we are busy, so memory stays flat for any table size.
 */
export async function* tableRowBatches(connection: Connection, table: string): AsyncGenerator<string[][]> {
  const query = connection.query({ sql: await selectAll(connection, table), rowsAsArray: true });
  let header: string[] | null = null;
  query.on('fields', (fields: { name: string }[]) => {
    header = fields.map((field) => field.name);
  });
  const stream = query.stream({ highWaterMark: BATCH_ROWS });
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
    stream.destroy();
  }
}
