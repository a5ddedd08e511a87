import { Kysely, MysqlDialect, type Transaction } from 'kysely';
import { createPool } from 'mysql2';
import { config } from '../config';
import type { Database } from './database.types';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** A kysely instance over a small mysql2 pool; timestamps are read and written as UTC. */
export function createDatabase(url: string, connectionLimit = 4): Db {
  const pool = createPool({
    uri: url,
    connectionLimit,
    // A Lambda serves one request at a time: keep one connection warm, close the others when idle, so
    // many idle function instances do not hold the server's connections.
    maxIdle: 1,
    idleTimeout: 30_000,
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
    charset: 'utf8mb4_unicode_ci',
    // Our own database never needs LOCAL INFILE; keep the client capability off on every pool.
    flags: ['-LOCAL_FILES'],
  });
  pool.on('connection', (conn) => {
    conn.query("SET time_zone = '+00:00'");
  });
  return new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
}

let shared: Db | undefined;

/** The container-wide database handle (created on first use). */
export function db(): Db {
  shared ??= createDatabase(config.databaseUrl);
  return shared;
}
