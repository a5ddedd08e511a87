// How long we wait for a user's MySQL server. Their servers are untrusted: one that accepts the
// connection and then stalls must not hold an API request past its 29 s limit, nor a worker for its
// whole 15 minutes. Each value can be lowered through the environment (tests do, to stall quickly).

/** Time-outs, in milliseconds, for one connection to a user's server. */
export interface MysqlLimits {
  /** TCP connect plus the MySQL handshake (and TLS, when required). */
  connectMs: number;
  /** Any one statement (SHOW DATABASES, SHOW TABLES, a preview SELECT, COUNT(*)). */
  statementMs: number;
  /** A whole wizard call (connect and every statement, the duplicate count's full read included). */
  wizardMs: number;
  /** A streamed table read: the longest wait for the server's next row. */
  streamIdleMs: number;
  /** A streamed table read during an import, from the first row to the last. */
  importReadMs: number;
}

const DEFAULTS: MysqlLimits = {
  connectMs: 5_000,
  statementMs: 10_000,
  wizardMs: 20_000,
  streamIdleMs: 60_000,
  importReadMs: 12 * 60_000,
};

const ENV: Record<keyof MysqlLimits, string> = {
  connectMs: 'MYSQL_SOURCE_CONNECT_TIMEOUT_MS',
  statementMs: 'MYSQL_SOURCE_STATEMENT_TIMEOUT_MS',
  wizardMs: 'MYSQL_SOURCE_WIZARD_TIMEOUT_MS',
  streamIdleMs: 'MYSQL_SOURCE_IDLE_TIMEOUT_MS',
  importReadMs: 'MYSQL_SOURCE_IMPORT_READ_TIMEOUT_MS',
};

/** The limits in force: the defaults, each lowered or raised by its environment variable when set. */
export function mysqlLimits(): MysqlLimits {
  const limits = { ...DEFAULTS };
  for (const key of Object.keys(ENV) as (keyof MysqlLimits)[]) {
    const value = Number(process.env[ENV[key]]);
    if (Number.isInteger(value) && value > 0) limits[key] = value;
  }
  return limits;
}

/** "10 seconds", "12 minutes": a limit as the user reads it. */
export function durationText(ms: number): string {
  if (ms >= 120_000 && ms % 60_000 === 0) return `${ms / 60_000} minutes`;
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
