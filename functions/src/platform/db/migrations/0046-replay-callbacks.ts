import { sql, type Kysely } from 'kysely';

// Replaying web-service callbacks (issue 31, part 4). A call with a replay requested carries the attempt number
// its replay takes (null: none pending), which also keeps a double request from queueing it twice; an attempt
// records whether it was a replay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE webhook_calls ADD COLUMN replay_attempt INT UNSIGNED NULL,
    ADD KEY webhook_calls_replay (replay_attempt)`.execute(db);
  await sql`ALTER TABLE webhook_attempts ADD COLUMN replay TINYINT(1) NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE webhook_attempts DROP COLUMN replay`.execute(db);
  await sql`ALTER TABLE webhook_calls DROP KEY webhook_calls_replay, DROP COLUMN replay_attempt`.execute(db);
}
