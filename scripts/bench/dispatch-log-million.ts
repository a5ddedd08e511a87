// The dispatch log at a million rows (issue 28, proof of dispatch): seeds N dispatched messages (default
// 1,000,000) in a throwaway account and campaign with MariaDB's sequence engine, then builds the campaign's
// dispatch log through the worker's own path: the build row as POST …/dispatch-log writes it, and the
// dispatchLogWorker handler (defineWorker, the shared job mechanism, keyset pages from MariaDB, a multipart
// upload to the Reports bucket on the stage's S3 endpoint) run in this process so its memory can be read.
// Prints rows/s, wall time and peak RSS, checks the stored file's size and row count, then removes
// everything it made. Usage, with a stage's env loaded (its S3 endpoint up):
//   node_modules/.bin/tsx scripts/bench/dispatch-log-million.ts [rows, default 1000000]
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { SQSEvent } from 'aws-lambda';
import { sql } from 'kysely';
import { handler } from '../../functions/src/dispatch-logs/dispatch-log-worker';
import { createDatabase } from '../../functions/src/platform/db/database';
import { bucketOf, s3 } from '../../functions/src/platform/storage/s3';

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** Counts the file's lines as a stream (the file is never held whole). */
async function countLines(key: string): Promise<number> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucketOf('Reports'), Key: key }));
  let lines = 0;
  for await (const chunk of object.Body as AsyncIterable<Uint8Array>)
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  return lines;
}

async function main(): Promise<void> {
  const n = Math.floor(Number(process.argv[2] ?? 1_000_000));
  const db = createDatabase(process.env.DATABASE_URL!);
  const account = Number(
    (await db.insertInto('accounts').values({ name: 'Dispatch log bench' }).executeTakeFirstOrThrow())
      .insertId,
  );
  let key: string | null = null;
  try {
    const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    const category = await db
      .insertInto('sms_categories')
      .values({ account_id: account, name: 'Bench', group_name: null })
      .executeTakeFirstOrThrow();
    const campaign = Number(
      (
        await db
          .insertInto('sms_campaigns')
          .values({
            account_id: account,
            category_id: Number(category.insertId),
            name: 'Dispatch log bench',
            type: 1,
            status: 1,
            schedule_days: '',
          } as never)
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    const provider = Number(
      (
        await db
          .insertInto('sms_providers')
          .values({ account_id: account, name: 'Bench BulkSMS', credentials: null, webhook_secret: null })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    let started = Date.now();
    await sql`
      INSERT INTO sms_messages
        (account_id, campaign_id, source, recipient, body, segments, encoding, status, provider_id,
         provider_message_id, created_at, sent_at, delivered_at)
      SELECT ${account}, ${campaign}, 'Segment', CONCAT('+2783', LPAD(seq, 7, '0')), 'Deal', 1, 'GSM7',
        IF(seq % 2 = 0, 'Delivered', 'Sent'), ${provider}, CONCAT('bulk-', seq),
        TIMESTAMP('2027-03-23 06:00:00') + INTERVAL seq SECOND,
        TIMESTAMP('2027-03-23 06:00:01') + INTERVAL seq SECOND,
        IF(seq % 2 = 0, TIMESTAMP('2027-03-23 06:00:05') + INTERVAL seq SECOND, NULL)
      FROM ${sql.raw(`seq_1_to_${n}`)}`.execute(db);
    console.log(`seeded ${n} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const build = Number(
      (
        await db
          .insertInto('dispatch_log_builds')
          .values({
            account_id: account,
            user_id: user.id,
            channel: 'Sms',
            campaign_id: campaign,
            file_name: `Dispatch-log-bench-${campaign}-dispatch-log.csv`,
          })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    started = Date.now();
    const event = {
      Records: [{ messageId: 'bench', body: JSON.stringify({ jobId: build }), eventSourceARN: 'bench' }],
    } as unknown as SQSEvent;
    const answer = await handler(event);
    const ms = Date.now() - started;
    clearInterval(timer);
    const row = await db
      .selectFrom('dispatch_log_builds')
      .select(['status', 'rows_written', 'object_key', 'attempts'])
      .where('id', '=', build)
      .executeTakeFirstOrThrow();
    key = row.object_key;
    if (row.status !== 'Completed' || !key || answer.batchItemFailures.length)
      throw new Error(`build ended ${row.status} (${JSON.stringify(answer)})`);
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketOf('Reports'), Key: key }));
    const lines = await countLines(key);
    console.log(
      [
        `dispatch log: ${row.rows_written} rows in ${(ms / 1000).toFixed(1)} s (${Math.round(row.rows_written / (ms / 1000))} rows/s)`,
        `file ${mb(head.ContentLength ?? 0)} MB, ${lines} lines (header + ${lines - 1} rows${lines - 1 === n ? ', complete' : ', INCOMPLETE'})`,
        `peak RSS ${mb(peak)} MB (${mb(peak - idle)} MB above ${mb(idle)} MB before the build)`,
      ].join('\n'),
    );
  } finally {
    if (key) await s3().send(new DeleteObjectCommand({ Bucket: bucketOf('Reports'), Key: key }));
    await db.deleteFrom('dispatch_log_builds').where('account_id', '=', account).execute();
    // In slices: one DELETE of a million rows would hold a huge undo log.
    for (;;) {
      const r = await sql`DELETE FROM sms_messages WHERE account_id = ${account} LIMIT 50000`.execute(db);
      if (!Number(r.numAffectedRows ?? 0)) break;
    }
    for (const table of ['sms_campaigns', 'sms_providers', 'sms_categories'] as const)
      await db.deleteFrom(table).where('account_id', '=', account).execute();
    await db.deleteFrom('accounts').where('id', '=', account).execute();
    await db.destroy();
  }
}

// The worker's own database pool and S3 client stay open: end the process when the work is done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
