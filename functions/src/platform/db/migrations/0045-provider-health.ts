import { sql, type Kysely } from 'kysely';

// Routing by measured delivery (issue 30, docs/areas/providers.md "Routing by measured delivery"):
// - sms_provider_health: one small row per provider, written once a minute by the health evaluator
//   (functions/src/providers/health/) and read by the send worker (cached a few seconds per instance): the
//   provider's state (Ok, Degraded, Recovering), its weight in a spread (0..100), since when, until when the
//   cool-down or the ramp step lasts, and the measurements it was judged on.
// - sms_provider_delivery_hours: per provider and closed UTC hour, the messages judged and delivered (the
//   evaluator's hourly roll-up), so a provider's 7-day norm is a sum of at most 168 rows, not a scan.
// - sms_provider_errors: refusals, 5xx and time-outs per provider and second, spread over shard rows so a failing
//   provider's workers do not queue on one row lock; written only when a provider call fails.
// - KEY sms_messages_provider_sent: a provider's messages by send time with their status (covering), for the
//   evaluator's last-hour delivery rate and its last minutes' sends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_provider_health (
      provider_id INT UNSIGNED NOT NULL PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      state ENUM('Ok','Degraded','Recovering') NOT NULL DEFAULT 'Ok',
      weight TINYINT UNSIGNED NOT NULL DEFAULT 100,
      since DATETIME(3) NOT NULL,
      changed_at DATETIME(3) NOT NULL,
      until DATETIME(3) NULL,
      reason VARCHAR(300) NULL,
      hour_judged INT UNSIGNED NOT NULL DEFAULT 0,
      hour_delivered INT UNSIGNED NOT NULL DEFAULT 0,
      delivery_rate DECIMAL(5,4) NULL,
      norm_rate DECIMAL(5,4) NULL,
      error_attempts INT UNSIGNED NOT NULL DEFAULT 0,
      error_count INT UNSIGNED NOT NULL DEFAULT 0,
      error_rate DECIMAL(5,4) NULL,
      evaluated_at DATETIME(3) NOT NULL,
      KEY sms_provider_health_account (account_id),
      CONSTRAINT sms_provider_health_provider_fk FOREIGN KEY (provider_id) REFERENCES sms_providers (id)
        ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
  await sql`
    CREATE TABLE sms_provider_delivery_hours (
      provider_id INT UNSIGNED NOT NULL,
      hour DATETIME NOT NULL,
      judged INT UNSIGNED NOT NULL,
      delivered INT UNSIGNED NOT NULL,
      PRIMARY KEY (provider_id, hour),
      KEY sms_provider_delivery_hours_hour (hour)
    ) ENGINE=InnoDB`.execute(db);
  await sql`
    CREATE TABLE sms_provider_errors (
      provider_id INT UNSIGNED NOT NULL,
      at DATETIME NOT NULL,
      shard TINYINT UNSIGNED NOT NULL,
      errors INT UNSIGNED NOT NULL DEFAULT 0,
      PRIMARY KEY (provider_id, at, shard),
      KEY sms_provider_errors_at (at)
    ) ENGINE=InnoDB`.execute(db);
  await sql`ALTER TABLE sms_messages ADD KEY sms_messages_provider_sent (provider_id, sent_at, status)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sms_messages DROP KEY sms_messages_provider_sent`.execute(db);
  await sql`DROP TABLE sms_provider_errors`.execute(db);
  await sql`DROP TABLE sms_provider_delivery_hours`.execute(db);
  await sql`DROP TABLE sms_provider_health`.execute(db);
}
