import { sql, type Kysely } from 'kysely';

// Sign-in throttling: instead of one row per failed attempt (counted with a read-then-write that let
// parallel guesses through), one counter row per key, locked while an attempt is counted. A key is an
// e-mail address and a client together (both set), an e-mail address across clients (ip ''), or a
// client across addresses (email ''). Rows whose last failure is older than the window are purged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sign_in_failures`.execute(db);
  await sql`
    CREATE TABLE sign_in_failures (
      email VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
      ip VARCHAR(45) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
      failures INT UNSIGNED NOT NULL DEFAULT 0,
      last_failure_at DATETIME(3) NOT NULL,
      next_attempt_at DATETIME(3) NULL,
      PRIMARY KEY (email, ip),
      KEY sign_in_failures_last_failure (last_failure_at)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sign_in_failures`.execute(db);
  await sql`
    CREATE TABLE sign_in_failures (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      email VARCHAR(254) NOT NULL,
      ip VARCHAR(45) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sign_in_failures_email (email, created_at),
      KEY sign_in_failures_ip (ip, created_at)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}
