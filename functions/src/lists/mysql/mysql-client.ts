import { connect as tcpConnect } from 'node:net';
import * as tls from 'node:tls';
import { createConnection, type Connection, type SslOptions } from 'mysql2';
import { config } from '../../platform/config';
import { resolveAllowedHost, splitHostPort } from './host-guard';
import { MYSQL_FAILURES, MysqlConnectError, MysqlSourceError, tlsFailure } from './mysql-errors';
import { mysqlLimits } from './mysql-limits';

export { MysqlConnectError, MysqlSourceError } from './mysql-errors';

/** How to reach a user's MySQL server (the password already decrypted, kept only in memory). */
export interface MysqlTarget {
  host: string;
  username: string;
  password: string;
  database?: string;
  /** TLS with the certificate verified for the host name typed, or no connection at all. */
  requireTls: boolean;
}

let tlsOptions: SslOptions | undefined;

/**
 * Node's bundled roots (plus NODE_EXTRA_CA_CERTS) and the operating system's store; certificate and
 * host name checked. One object, so mysql2 builds its secure context once per container.
 */
function verifiedTls(): SslOptions {
  tlsOptions ??= {
    // Without getCACertificates (Node < 22.15), Node's own default: bundled roots and NODE_EXTRA_CA_CERTS.
    ca: tls.getCACertificates
      ? [...new Set([...tls.getCACertificates('default'), ...tls.getCACertificates('system')])]
      : undefined,
    rejectUnauthorized: true,
    verifyIdentity: true,
    minVersion: 'TLSv1.2',
  };
  return tlsOptions;
}

/**
 * Opens one connection to a user's MySQL server, safely:
 * - the host is resolved once and checked (no loopback/private/link-local unless configured), and we
 *   connect to that address (our own socket), so DNS cannot point elsewhere between the check and the
 *   connection; mysql2 is given the name the user typed, which TLS sends as SNI and checks the
 *   certificate against;
 * - with `requireTls`, a server that does not offer TLS, or whose certificate is not trusted or not
 *   for that name, is refused before the password is sent;
 * - LOCAL INFILE is off: the capability is not announced, and with no stream factory a server asking
 *   for a file anyway gets an empty packet (mysql2 ≥ 2 never opens a path itself) and the query fails;
 * - no multiple statements, short time-outs (mysql-limits.ts), values read as text.
 */
export async function connectToUserMysql(target: MysqlTarget): Promise<Connection> {
  const { address, port } = await resolveAllowedHost(target.host, config.mysqlSourceAllowedCidrs);
  const { name } = splitHostPort(target.host);
  const limits = mysqlLimits();
  let connection: Connection | undefined;
  try {
    const socket = tcpConnect({ host: address, port });
    socket.setNoDelay(true);
    connection = createConnection({
      host: name,
      port,
      stream: socket,
      user: target.username,
      password: target.password,
      database: target.database || undefined,
      connectTimeout: limits.connectMs,
      ssl: target.requireTls ? verifiedTls() : undefined,
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
    connection?.destroy();
    throw tlsFailure(error, name) ?? new MysqlConnectError((error as Error).message);
  }
}

/**
 * Runs `work` on a fresh connection and always closes it. With `deadlineMs`, the whole call (connect
 * included) fails with a user's-terms time-out at that deadline, and the connection is destroyed.
 */
export async function withUserMysql<T>(
  target: MysqlTarget,
  work: (c: Connection) => Promise<T>,
  deadlineMs?: number,
): Promise<T> {
  let connection: Connection | undefined;
  let timer: NodeJS.Timeout | undefined;
  let expired = false;
  const run = (async () => {
    const opened = await connectToUserMysql(target);
    if (expired) {
      opened.destroy();
      throw new MysqlSourceError(MYSQL_FAILURES.callTimedOut(deadlineMs!));
    }
    connection = opened;
    return work(opened);
  })();
  const deadline =
    deadlineMs === undefined
      ? null
      : new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            expired = true;
            connection?.destroy();
            reject(new MysqlSourceError(MYSQL_FAILURES.callTimedOut(deadlineMs)));
          }, deadlineMs);
        });
  // The run may still settle after the deadline won; nothing is waiting for it then.
  run.catch(() => undefined);
  try {
    return await (deadline ? Promise.race([run, deadline]) : run);
  } finally {
    clearTimeout(timer);
    connection?.destroy();
  }
}
