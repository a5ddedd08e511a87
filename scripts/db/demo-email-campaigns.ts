// Demo e-mail campaigns for Acme Retail (issue 14): categories in groups and a few campaigns in different states
// from news@acme.test, so the Email Campaigns list, the editor, the builder and the status page have something
// to show. Made through the e-mail campaign service; the states the sending pipeline reaches by itself
// (Completed) are set through the repository. esend's demo verifies acme.test first; when it has not, the
// domain is marked Verified here. The audience is elists' "Newsletter subscribers" list when it exists.
// Skipped when Acme already has these campaigns.
import { createDatabase } from '../../functions/src/platform/db/database';
import {
  ensureEmailCategory,
  ensureVerifiedSendingDomain,
  findEmailListByName,
  updateCampaign,
} from '../../functions/src/email-campaigns/email-campaigns.repository';
import {
  EMAIL_CAMPAIGN_STATUS,
  emailCampaignSettingsSchema,
} from '../../functions/src/email-campaigns/email-campaigns.schemas';
import {
  createEmailCampaign,
  getEmailCampaign,
  listEmailCampaigns,
  saveEmailCampaignBody,
  saveEmailCampaignSettings,
  setEmailCampaignActive,
  setEmailCampaignArchived,
} from '../../functions/src/email-campaigns/email-campaigns.service';
import { emailCampaignListRequestSchema } from '../../functions/src/email-campaigns/email-campaigns.schemas';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const FROM = 'news@acme.test';

const body = (headline: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${headline}</title></head>
<body style="margin:0;background-color:#f4f5f7">
<table style="width:100%;background-color:#f4f5f7;padding:24px 0" cellpadding="0" cellspacing="0"><tr><td align="center">
<table style="width:600px;max-width:100%;background-color:#ffffff;border-radius:6px" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 32px;font-family:Helvetica,Arial,sans-serif;font-size:22px;font-weight:bold;color:#1f2a44">${headline}</td></tr>
<tr><td style="padding:0 32px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#333333">${text}</td></tr>
<tr><td style="padding:0 32px 24px"><a href="https://shop.acme.test/specials" style="display:inline-block;padding:12px 20px;background-color:#4338ca;color:#ffffff;font-family:Helvetica,Arial,sans-serif;font-weight:bold;text-decoration:none;border-radius:4px">Shop now</a></td></tr>
<tr><td style="padding:16px 32px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">Acme Retail, 1 Main Road, Cape Town. You receive this e-mail because you subscribed.</td></tr>
</table></td></tr></table></body></html>`;

type Demo = {
  name: string;
  category: string;
  group: string | null;
  subject: string | null;
  headline?: string;
  recycle: number;
  rest: number;
  state: 'Active' | 'Completed' | 'Dormant' | 'Archived';
};

const DEMOS: Demo[] = [
  {
    name: 'Weekly Specials',
    category: 'Newsletters',
    group: 'Marketing',
    subject: 'This week at Acme: up to 40% off',
    headline: 'This week’s specials',
    recycle: 7,
    rest: 3,
    state: 'Active',
  },
  {
    name: 'Spring Sale Announcement',
    category: 'Promotions',
    group: 'Marketing',
    subject: 'The Spring Sale starts today',
    headline: 'Spring Sale',
    recycle: 0,
    rest: 0,
    state: 'Completed',
  },
  {
    name: 'Welcome Series',
    category: 'Lifecycle',
    group: null,
    subject: null,
    recycle: 0,
    rest: 0,
    state: 'Dormant',
  },
  {
    name: 'Black Friday 2025',
    category: 'Promotions',
    group: 'Marketing',
    subject: 'Black Friday: the doors open at midnight',
    headline: 'Black Friday',
    recycle: 0,
    rest: 0,
    state: 'Archived',
  },
];

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    const existing = await listEmailCampaigns(
      db,
      auth,
      emailCampaignListRequestSchema.parse({ campaignName: 'Weekly Specials', archivedStatus: 'Both' }),
    );
    if (existing.totalRows > 0) {
      console.log('demo email campaigns: already there');
      return;
    }
    await ensureVerifiedSendingDomain(db, auth.accountId, 'acme.test');
    const audience = await findEmailListByName(db, auth.scope, 'Newsletter subscribers');
    const made: string[] = [];
    for (const demo of DEMOS) {
      const categoryId = await ensureEmailCategory(db, auth.scope, demo.category, demo.group);
      const { id } = await createEmailCampaign(db, auth, { name: demo.name, categoryId });
      const saved = await getEmailCampaign(db, auth, id);
      await saveEmailCampaignSettings(
        db,
        auth,
        id,
        emailCampaignSettingsSchema.parse({
          name: demo.name,
          categoryId,
          fromName: 'Acme Retail',
          fromEmail: demo.subject ? FROM : null,
          subject: demo.subject,
          preheader: demo.subject ? 'Open for this week’s best prices' : null,
          includeListIds: audience && demo.state !== 'Dormant' ? [audience.id] : [],
          ...saved.schedule,
          // The campaign the sending demo sends may send any day and hour, so run.sh shows it sent whenever
          // it runs (a weekday 09:00-16:00 window left it waiting on evenings and weekends).
          ...(demo.state === 'Active'
            ? {
                scheduleDays: [1, 2, 3, 4, 5, 6, 7],
                dailySendStartTime: '00:00',
                dailySendFinishTime: '23:59',
              }
            : { scheduleDays: [1, 2, 3, 4, 5], dailySendStartTime: '09:00', dailySendFinishTime: '16:00' }),
          recycleCampaignDays: demo.recycle,
          restPeriodDays: demo.rest,
        }),
      );
      if (demo.headline)
        await saveEmailCampaignBody(db, auth, id, {
          html: body(demo.headline, `${demo.subject}. Come and see what is new in store and online.`),
          json: null,
        });
      let state: string = demo.state;
      if (demo.state === 'Active') {
        if (audience) await setEmailCampaignActive(db, auth, id, true);
        else state = 'Dormant (no "Newsletter subscribers" list to send to)';
      }
      if (demo.state === 'Completed')
        await updateCampaign(db, auth.scope, id, { status: EMAIL_CAMPAIGN_STATUS.Completed, send_active: 0 });
      if (demo.state === 'Archived') await setEmailCampaignArchived(db, auth, id, true);
      made.push(`${demo.name} (${state})`);
    }
    console.log(`demo email campaigns: ${made.join(', ')}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
