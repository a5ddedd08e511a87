import { createConnection, type Connection } from 'mysql2';
import { config } from '../../platform/config';
import { resolveAllowedHost } from './host-guard';

/** How to reach a user's MySQL server (the password already decrypted, kept only in memory). */
export interface MysqlTarget {
  host: string;
  username: string;
  password: string;
  database?: string;
}

/** The server did not answer, refused the credentials or the host is not allowed: said in user terms upstream. */
export class MysqlConnectError extends Error {}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens one connection to a user's MySQL server, safely:
 * - the host is resolved once and checked (no loopback/private/link-local unless configured), and we
 *   connect to that address, so DNS cannot point elsewhere between the check and the connection;
 * - LOCAL INFILE is off: the capability is not announced, and with no stream factory a server asking
 *   for a file anyway gets an empty packet (mysql2 ≥ 2 never opens a path itself) and the query fails;
 * - no multiple statements, short time-outs, values read as text.
 */
export async function connectToUserMysql(target: MysqlTarget): Promise<Connection> {
  const { address, port } = await resolveAllowedHost(target.host, config.mysqlSourceAllowedCidrs);
  try {
    const connection = createConnection({
      host: address,
      port,
      user: target.username,
      password: target.password,
      database: target.database || undefined,
      connectTimeout: CONNECT_TIMEOUT_MS,
      flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
      multipleStatements: false,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
    });
    connection.on('error', () => undefined);
    await connection.promise().connect();
    return connection;
  } catch (error) {
    throw new MysqlConnectError((error as Error).message);
  }
}

/** Runs `work` on a fresh connection and always closes it. */
export async function withUserMysql<T>(target: MysqlTarget, work: (c: Connection) => Promise<T>): Promise<T> {
  const connection = await connectToUserMysql(target);
  try {
    return await work(connection);
  } finally {
    connection.destroy();
  }
}
