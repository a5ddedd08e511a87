import { sql, type Kysely } from 'kysely';

// 'Require TLS' per MySQL connection string. New rows say it themselves; rows saved before this
// switch existed get it on unless their host is a local-development one (localhost, 127.0.0.0/8,
// ::1): a server that does not offer TLS then fails with a text telling the user to turn it off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mysql_connection_strings
      ADD COLUMN require_tls TINYINT(1) NOT NULL DEFAULT 0 AFTER type`.execute(db);
  await sql`
    UPDATE mysql_connection_strings
    SET require_tls = 1
    WHERE LOWER(host) NOT REGEXP '^(localhost|127[.][0-9.]+|[[]?::1[]]?)(:[0-9]+)?$'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mysql_connection_strings DROP COLUMN require_tls`.execute(db);
}
