// Demo data: the accounts and users of demo-data.ts (created once, kept on later runs).
// --scale adds the large benchmark account of seed-scale.ts (scale@scale.test: 1,000,000 contacts over
// 2,000 lists, 100,000 campaigns). --accounts N adds N generated client accounts with three users each.
// Runs only against the stages local, test and test-* (seed-guard.ts).
import { hashPassword } from '../../functions/src/auth/password';
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { priceDemoProviders, seedDemoCampaigns } from './demo-campaigns';
import { seedDemoImport } from './demo-import';
import { connectDemoProviders } from './demo-providers';
import { seedDemoConnectionString, seedDemoSourceDatabase } from './demo-mysql-source';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-data';
import { assertSeedableStage } from './seed-guard';
import { seedScaleAccount } from './seed-scale';

async function seedDemoAccount(db: Db, account: DemoAccount, passwordHash: string): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', account.users[0]!.email)
    .executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    const { insertId } = await trx
      .insertInto('accounts')
      .values({
        name: account.name,
        limit_downloads: account.limitDownloads ? 1 : 0,
        allow_internationalisation: account.allowInternationalisation ? 1 : 0,
      })
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values(
        account.users.map((u) => ({
          account_id: Number(insertId),
          email: u.email,
          password_hash: passwordHash,
          first_name: u.firstName,
          last_name: u.lastName,
          company: account.name,
          cellphone: u.cellphone,
          role: u.role,
          email_verified: 1,
        })),
      )
      .execute();
  });
  return true;
}

async function seedAccounts(db: Db, count: number, passwordHash: string): Promise<void> {
  const start = Date.now();
  for (let i = 0; i < count; i += 1) {
    const name = `Scale Account ${String(i + 1).padStart(5, '0')}`;
    const found = await db.selectFrom('accounts').select('id').where('name', '=', name).executeTakeFirst();
    if (found) continue;
    const { insertId } = await db.insertInto('accounts').values({ name }).executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values(
        [1, 2, 3].map((n) => ({
          account_id: Number(insertId),
          email: `user${n}.account${i + 1}@scale.test`,
          password_hash: passwordHash,
          first_name: `User${n}`,
          last_name: `Account${i + 1}`,
          role: 'Client' as const,
          email_verified: 1,
        })),
      )
      .execute();
  }
  console.log(`seed: ${count} scale accounts in ${Date.now() - start} ms`);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (source infra/env/<stage>.env first)');
  assertSeedableStage(process.env.STAGE);
  const scale = process.argv.includes('--scale');
  const accountsIndex = process.argv.indexOf('--accounts');
  const accounts = accountsIndex > 0 ? Number(process.argv[accountsIndex + 1]) : 0;
  if (!Number.isInteger(accounts) || accounts < 0) throw new Error('--accounts takes a whole number');
  const db = createDatabase(url, 2);
  try {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const sourceDatabase = process.env.DEMO_SOURCE_DATABASE;
    if (sourceDatabase) {
      const rows = await seedDemoSourceDatabase(url, sourceDatabase);
      console.log(
        `seed: demo CRM database ${sourceDatabase} ${rows ? `filled with ${rows} customers` : 'already there'}`,
      );
    }
    let created = 0;
    for (const account of DEMO_ACCOUNTS) if (await seedDemoAccount(db, account, passwordHash)) created += 1;
    console.log(`seed: ${created} demo accounts created, ${DEMO_ACCOUNTS.length - created} already there`);
    let campaignAccounts = 0;
    let priced = 0;
    for (const account of DEMO_ACCOUNTS.filter((a) => a.users[0]!.role === 'Client')) {
      const owner = await db
        .selectFrom('users')
        .select('account_id')
        .where('email', '=', account.users[0]!.email)
        .executeTakeFirstOrThrow();
      if (await seedDemoCampaigns(db, owner.account_id)) campaignAccounts += 1;
      priced += await priceDemoProviders(db, owner.account_id);
      if (sourceDatabase) await seedDemoConnectionString(db, owner.account_id, sourceDatabase);
    }
    console.log(`seed: demo SMS campaigns added to ${campaignAccounts} accounts`);
    if (priced) console.log(`seed: ${priced} demo SMS providers from before prices existed priced`);
    // The run command's demo only (tests make their own imports): one import with rejected rows for the
    // first client account, queued through the product's services; the worker runs it once the stack is up.
    if (process.env.STAGE === 'local') {
      const first = await db
        .selectFrom('users')
        .select(['id', 'account_id'])
        .where('email', '=', DEMO_ACCOUNTS.find((a) => a.users[0]!.role === 'Client')!.users[0]!.email)
        .executeTakeFirstOrThrow();
      if (await seedDemoImport(db, first.account_id, first.id))
        console.log('seed: demo list import queued (the worker runs it once the stack is up)');
    }
    if (accounts) await seedAccounts(db, accounts, passwordHash);
    if (scale) await seedScaleAccount(db, url, passwordHash);
    // Last, so every provider above (demo and scale) speaks to the stage's SMS gateway emulator.
    const gateway = await connectDemoProviders(db, process.env.STAGE!);
    console.log(
      `seed: ${gateway.connected} SMS providers connected to the gateway emulator (${gateway.accounts} emulator accounts)`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
