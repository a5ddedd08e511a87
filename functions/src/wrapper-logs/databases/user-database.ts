import ipaddr from 'ipaddr.js';
import { config } from '../../platform/config';
import { allowedByCidrs, HostRefusedError, resolveAllowedAddress } from '../../platform/net/address-guard';
import { splitHostPort } from '../../lists/mysql/host-guard';
import { durationText, mysqlLimits } from '../../lists/mysql/mysql-limits';
import type { DatabaseType, TableMetadata } from '../wrapper-logs.schemas';

// A user's own database, reached for a wrapper log. Untrusted like the MySQL list source: the host is
// resolved once and checked (no loopback, private or link-local address unless the deployment allows it),
// and the driver connects to that address; time-outs on connect, on every statement and on the whole call;
// TLS verified for the host name on any public host; values read as text.

/** The connection details, the password already opened (kept in memory only). */
export interface UserDatabaseTarget {
  type: DatabaseType;
  host: string;
  database: string;
  username: string;
  password: string;
}

/** An open connection: metadata and plain SELECTs whose identifiers the caller has already checked. */
export interface UserDatabase {
  dialect: Dialect;
  /** Every table (and view) of the database with its columns. */
  tables(): Promise<TableMetadata[]>;
  /** Rows of a SELECT, every value as text (null for NULL). */
  select(sqlText: string): Promise<Record<string, string | null>[]>;
  close(): void;
}

export interface Dialect {
  quote(identifier: string): string;
  /** ` ORDER BY … LIMIT/OFFSET` in the server's syntax; orderBy is already quoted. */
  page(orderBy: string, offset: number, limit: number): string;
}

/** A failure in the user's terms (shown as "Connection error: {message}"). */
export class UserDatabaseError extends Error {}

export const DEFAULT_PORTS: Record<DatabaseType, number> = { MSSQL: 1433, MYSQL: 3306, POSTGRESQL: 5432 };

/** Limits on what metadata we read back from a server we do not control. */
export const METADATA_LIMITS = { tables: 2_000, columns: 50_000 } as const;

export interface ResolvedTarget {
  /** The name the user typed (TLS checks the certificate against it). */
  name: string;
  /** The checked address the driver connects to. */
  address: string;
  port: number;
  /** Verified TLS is required: any host but a local one the deployment allows. */
  requireTls: boolean;
}

/** Resolves and checks the host (platform/net/address-guard), in the user's terms. */
export async function resolveTarget(target: UserDatabaseTarget): Promise<ResolvedTarget> {
  const cidrs = config.mysqlSourceAllowedCidrs;
  let name: string;
  let port: number;
  try {
    // SQL Server's "host,port" is "host:port" here.
    ({ name, port } = splitHostPort(
      target.host.trim().replace(/,(\d+)$/, ':$1'),
      DEFAULT_PORTS[target.type],
    ));
  } catch (error) {
    throw new UserDatabaseError((error as Error).message);
  }
  let address: string;
  try {
    address = await resolveAllowedAddress(name, cidrs);
  } catch (error) {
    if (error instanceof HostRefusedError) {
      throw new UserDatabaseError(
        error.reason === 'not-found'
          ? error.message
          : 'This host is on a private, loopback or link-local network; connect to a database server that is reachable over the internet.',
      );
    }
    throw error;
  }
  const local = ipaddr.isValid(address) && allowedByCidrs(ipaddr.parse(address), cidrs);
  return { name, address, port, requireTls: !local };
}

/** Time-outs for one call (shared with the MySQL list source; tests lower them through the environment). */
export function userDatabaseLimits() {
  const limits = mysqlLimits();
  return { connectMs: limits.connectMs, statementMs: limits.statementMs, callMs: limits.wizardMs };
}

/**
 * Runs `work` on a fresh connection and always closes it; past the call's deadline the connection is
 * closed and the call fails in the user's terms.
 */
export async function withDeadline<T>(
  open: () => Promise<UserDatabase>,
  work: (database: UserDatabase) => Promise<T>,
): Promise<T> {
  const { callMs } = userDatabaseLimits();
  let database: UserDatabase | undefined;
  let expired = false;
  let timer: NodeJS.Timeout | undefined;
  const run = (async () => {
    const opened = await open();
    if (expired) {
      opened.close();
      throw new UserDatabaseError(timedOut(callMs));
    }
    database = opened;
    return work(opened);
  })();
  run.catch(() => undefined);
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      database?.close();
      reject(new UserDatabaseError(timedOut(callMs)));
    }, callMs);
  });
  try {
    return await Promise.race([run, deadline]);
  } finally {
    clearTimeout(timer);
    database?.close();
  }
}

const timedOut = (ms: number) =>
  `The database server took longer than ${durationText(ms)} to answer; it may be busy or stalled. Try again later.`;

/** Rows as text: dates in ISO form, buffers as UTF-8, booleans as true/false. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A driver's rows with every value as text. */
export function rowsAsText(rows: Record<string, unknown>[]): Record<string, string | null>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cellText(v)])));
}

/** Groups (table, column, type, key) rows into table metadata, within METADATA_LIMITS. */
export function groupColumns(
  rows: { table: string; column: string; type: string; primary: boolean }[],
  fieldTypeOf: (type: string) => TableMetadata['columns'][number]['fieldType'],
): TableMetadata[] {
  const tables = new Map<string, TableMetadata>();
  for (const row of rows.slice(0, METADATA_LIMITS.columns)) {
    let table = tables.get(row.table);
    if (!table) {
      if (tables.size >= METADATA_LIMITS.tables) continue;
      table = { tableName: row.table, columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      columnName: row.column,
      columnType: row.type,
      isPrimaryKey: row.primary,
      fieldType: fieldTypeOf(row.type),
    });
  }
  return [...tables.values()];
}
