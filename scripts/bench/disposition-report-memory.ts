// The cross-campaign report's memory bound (issue 12: a 1,000,000-row report built with worker memory under
// 512 MB): seeds N messages in an account of its own with MariaDB's sequence engine, runs the report worker's
// code in this process (Include Message and Include Custom Fields on) and prints the time and the peak RSS,
// then removes the account's rows. Usage, with a stage's env loaded (its stack up, for S3 and the mailbox):
//   npx tsx scripts/bench/disposition-report-memory.ts [rows, default 1000000]
import { sql } from 'kysely';
import { runDispositionReport } from '../../functions/src/disposition-reports/disposition-report-runner';
import { seal } from '../../functions/src/platform/crypto/secret-box';
import { createDatabase } from '../../functions/src/platform/db/database';
import { createLogger } from '../../functions/src/platform/log';

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 1_000_000);
  const db = createDatabase(process.env.DATABASE_URL!);
  const account = Number(
    (await db.insertInto('accounts').values({ name: 'Report memory bench' }).executeTakeFirstOrThrow())
      .insertId,
  );
  try {
    const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    const category = await db
      .insertInto('sms_categories')
      .values({ account_id: account, name: 'Bench', group_name: null })
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('sms_campaigns')
      .values({
        account_id: account,
        category_id: Number(category.insertId),
        name: 'Report bench',
        type: 2,
        status: 5,
        schedule_days: '',
      } as never)
      .executeTakeFirstOrThrow();
    let started = Date.now();
    await sql`
      INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, status, created_at)
      SELECT ${account}, ${Number(campaign.insertId)}, 'Api', CONCAT('+2782', LPAD(seq, 7, '0')),
        CONCAT('Bench message number ', seq, ' with some text to make it longer'), 1, 'GSM7', 'Delivered',
        TIMESTAMP('2026-01-01') + INTERVAL seq SECOND
      FROM ${sql.raw(`seq_1_to_${Math.floor(n)}`)}`.execute(db);
    console.log(`seeded ${n} messages in ${Date.now() - started} ms`);
    const job = await db
      .insertInto('sms_disposition_reports')
      .values({
        account_id: account,
        user_id: user.id,
        from_date: '2026-01-01',
        to_date: '2026-12-31',
        emails: 'bench@example.com',
        password_sealed: seal('bench-password'),
        include_message: 1,
        include_custom_fields: 1,
      })
      .executeTakeFirstOrThrow();
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    started = Date.now();
    await runDispositionReport(db, Number(job.insertId), createLogger({ bench: 'disposition-report' }));
    clearInterval(timer);
    const row = await db
      .selectFrom('sms_disposition_reports')
      .select(['status', 'rows_written'])
      .where('id', '=', Number(job.insertId))
      .executeTakeFirstOrThrow();
    console.log(
      `report ${row.status}, ${row.rows_written} rows in ${Date.now() - started} ms; peak RSS ${Math.round(peak / 1_048_576)} MB (bound 512 MB)`,
    );
  } finally {
    for (const table of [
      'sms_disposition_reports',
      'sms_messages',
      'sms_campaigns',
      'sms_categories',
    ] as const)
      await db.deleteFrom(table).where('account_id', '=', account).execute();
    await db.deleteFrom('accounts').where('id', '=', account).execute();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
