// The Pages list with 10,000 pages in one account (issue 13: p95 under 100 ms), called through the CDN
// server as the SPA calls it. Makes its own account (a user signed in through the API) with 10,000 pages
// (a third of them linked from SMS campaigns), measures the first page (default sort), a filter, sort by
// name, the last page and the archived view, then deletes what it made.
// Usage (a stage must be running): set -a; . /work/envs/test-a.env; set +a; tsx scripts/bench/pages-list.ts
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../functions/src/auth/password';
import { createDatabase } from '../../functions/src/platform/db/database';
import { load, percentile } from './harness';
import { api, signIn } from './stack-client';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const PASSWORD = 'Bench-pass-2026!';

async function main(): Promise<void> {
  const db = createDatabase(process.env.DATABASE_URL!, 2);
  const tag = randomUUID().slice(0, 8);
  const account = Number(
    (
      await db
        .insertInto('accounts')
        .values({ name: `Pages bench ${tag}` })
        .executeTakeFirstOrThrow()
    ).insertId,
  );
  const email = `pages-bench-${tag}@bench.test`;
  await db
    .insertInto('users')
    .values({
      account_id: account,
      email,
      password_hash: await hashPassword(PASSWORD),
      first_name: 'Bench',
      last_name: tag,
      role: 'Client',
    })
    .execute();
  try {
    const started = Date.now();
    for (let i = 0; i < PAGES; i += 1000) {
      await db
        .insertInto('pages')
        .values(
          Array.from({ length: Math.min(1000, PAGES - i) }, (_, j) => {
            const n = i + j;
            return {
              account_id: account,
              page_key: `bench-${tag}-${n}`,
              name: `Landing page ${String(n).padStart(5, '0')}`,
              title: `Title ${n}`,
              archived: n % 10 === 0 ? 1 : 0,
              created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
            };
          }),
        )
        .execute();
    }
    const category = Number(
      (
        await db
          .insertInto('sms_categories')
          .values({ account_id: account, name: 'Bench', group_name: 'Bench' })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    const ids = await db.selectFrom('pages').select('id').where('account_id', '=', account).execute();
    const linked = ids.filter((_, i) => i % 3 === 0);
    for (let i = 0; i < linked.length; i += 1000) {
      await db
        .insertInto('sms_campaigns')
        .values(
          linked.slice(i, i + 1000).map((p, j) => ({
            account_id: account,
            category_id: category,
            name: `Campaign ${i + j}`,
            type: 2,
            landing_page_id: p.id,
          })),
        )
        .execute();
    }
    console.log(
      `pages bench: ${PAGES} pages (${linked.length} linked campaigns) made in ${Date.now() - started} ms`,
    );

    await signIn(email, PASSWORD);
    const unarchived = PAGES - Math.ceil(PAGES / 10);
    const cases: [string, object][] = [
      ['first page, default sort (createdDate asc)', {}],
      ['filter "page 0123"', { filter: 'page 0123' }],
      ['sort by name desc', { sort: 'name', sortDirection: 'desc' }],
      ['last page', { page: Math.ceil(unarchived / 10) }],
      ['archived', { showArchived: true }],
    ];
    for (const [name, body] of cases) {
      await api('POST', '/api/pages/list', body); // warm
      const ms = await load(
        async () => {
          await api('POST', '/api/pages/list', body);
        },
        REQUESTS,
        CONCURRENCY,
      );
      console.log(
        `  ${name}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${REQUESTS} calls, ${CONCURRENCY} in flight)`,
      );
    }
    const health = await load(
      async () => {
        await api('GET', '/api/health');
      },
      REQUESTS,
      CONCURRENCY,
    );
    console.log(
      `  no-op GET /api/health: p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms`,
    );
  } finally {
    await db.deleteFrom('sms_campaigns').where('account_id', '=', account).execute();
    await db.deleteFrom('sms_categories').where('account_id', '=', account).execute();
    await db.deleteFrom('pages').where('account_id', '=', account).execute();
    await db
      .deleteFrom('sessions')
      .where('user_id', 'in', db.selectFrom('users').select('id').where('account_id', '=', account))
      .execute();
    await db.deleteFrom('users').where('account_id', '=', account).execute();
    await db.deleteFrom('accounts').where('id', '=', account).execute();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
