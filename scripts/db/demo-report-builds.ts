// Demo report builds for the administrators' Report Builds screen (/admin/report-builds), through the same
// services its calls and the Cross-Campaign Report form reach: a rebuild of Acme Retail's overviews for this
// month, a consolidation run, a cross-campaign report of Acme's last 30 days (its link e-mailed to the
// local mailbox), and one weekly scheduled report for Acme. The stack's workers run the builds within
// seconds (the hourly consolidation's own runs show up there too).
//
// Run by scripts/run.sh once the stack is up (the stage's env loaded). Once per stage: when Acme already has
// a schedule, nothing is made.
import type { AuthContext } from '../../functions/src/auth/auth-context';
import { queueDispositionReport } from '../../functions/src/disposition-reports/disposition-reports.service';
import { saToday } from '../../functions/src/overviews/sa-day';
import { createDatabase } from '../../functions/src/platform/db/database';
import { tenantScopeFor } from '../../functions/src/platform/tenancy';
import { runConsolidationNow, triggerRebuild } from '../../functions/src/report-builds/report-builds.service';
import { createReportSchedule } from '../../functions/src/report-builds/report-schedules.service';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const ADMIN_EMAIL = 'admin@platform.test';

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const acme = await acmeOwner(db);
    const existing = await db
      .selectFrom('sms_report_schedules')
      .select('id')
      .where('account_id', '=', acme.accountId)
      .executeTakeFirst();
    if (existing) {
      console.log('demo report builds: already there');
      return;
    }
    const adminUser = await db
      .selectFrom('users')
      .select(['id', 'account_id'])
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const admin: AuthContext = {
      userId: adminUser.id,
      accountId: adminUser.account_id,
      role: 'Admin',
      sessionId: 0,
      scope: tenantScopeFor(adminUser.account_id),
    };
    const today = saToday();
    await triggerRebuild(db, admin, { accountId: acme.accountId, from: `${today.slice(0, 8)}01`, to: today });
    await runConsolidationNow(db, admin);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await queueDispositionReport(db, acme, {
      from,
      to: new Date().toISOString().slice(0, 10),
      emails: 'alice@acme.test',
      password: 'Demo-report-2026',
      includeMessage: true,
      includeCustomFields: false,
    });
    await createReportSchedule(db, admin, {
      accountId: acme.accountId,
      emails: 'alice@acme.test, reports@acme.test',
      password: 'Demo-report-2026',
      includeMessage: false,
      includeCustomFields: true,
      cadence: 'Weekly',
    });
    console.log(
      'demo report builds: a rebuild, a consolidation run, a cross-campaign report and a weekly schedule for Acme',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
