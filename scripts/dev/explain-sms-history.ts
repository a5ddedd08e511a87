// Prints MariaDB's plan (EXPLAIN) and time of every SMS History query, for the account's and the global
// view, against the stage's database (DATABASE_URL): each panel must read only the number's rows through
// an index. Usage: tsx scripts/dev/explain-sms-history.ts <cellphone E.164> <idNumber> [accountId]
import { Kysely, MysqlDialect, type CompiledQuery } from 'kysely';
import { createPool } from 'mysql2';
import type { Database } from '../../functions/src/platform/db/database.types';
import { tenantScopeFor } from '../../functions/src/platform/tenancy';
import type { HistoryReach } from '../../functions/src/sms-history/history-reach';
import * as ids from '../../functions/src/sms-history/id-number-history.repository';
import * as repo from '../../functions/src/sms-history/phone-history.repository';

const [cellphone = '+27830000001', idNumber = '7777715009081', accountArg] = process.argv.slice(2);
const pool = createPool({ uri: process.env.DATABASE_URL!, timezone: 'Z', connectionLimit: 1 });
const queries: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new MysqlDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') queries.push(event.query);
  },
});

async function explain(label: string, run: () => Promise<unknown>): Promise<void> {
  queries.length = 0;
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  for (const query of queries.splice(0)) {
    const plan = await db.executeQuery<Record<string, unknown>>({
      ...query,
      sql: `EXPLAIN ${query.sql}`,
    });
    console.log(`\n${label} (${ms.toFixed(1)} ms)`);
    for (const row of plan.rows)
      console.log(`  ${row.table} type=${row.type} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}`);
  }
}

async function main(): Promise<void> {
  const accountId = Number(
    accountArg ??
      (
        await db
          .selectFrom('sms_messages')
          .select('account_id')
          .where('recipient', '=', cellphone)
          .executeTakeFirstOrThrow()
      ).account_id,
  );
  const reaches: [string, HistoryReach][] = [
    ['account', { kind: 'account', scope: tenantScopeFor(accountId) }],
    ['global', { kind: 'global' }],
  ];
  const window = { offset: 0, limit: 10 };
  for (const [name, reach] of reaches) {
    await explain(`${name} lists`, () => repo.listNumberLists(db, reach, cellphone, 500));
    await explain(`${name} messages`, () => repo.listNumberMessages(db, reach, cellphone, window));
    await explain(`${name} messages count`, () => repo.countNumberMessages(db, reach, cellphone));
    await explain(`${name} delivery reports`, () =>
      repo.listNumberDeliveryReports(db, reach, cellphone, window),
    );
    await explain(`${name} delivery reports count`, () =>
      repo.countNumberDeliveryReports(db, reach, cellphone),
    );
    await explain(`${name} replies`, () => repo.listNumberReplies(db, reach, cellphone, 500));
    await explain(`${name} callbacks`, () => repo.listNumberCallbacks(db, reach, cellphone, 500));
    await explain(`${name} clicks`, () => repo.listNumberClicks(db, reach, cellphone, 500));
    await explain(`${name} id on lists`, () => ids.listListCellphonesOfIdNumber(db, reach, idNumber, 500));
    await explain(`${name} id in replies`, () => ids.listReplyCellphonesOfIdNumber(db, reach, idNumber, 500));
  }
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
