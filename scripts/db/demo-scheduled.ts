// Demo scheduled campaigns for the Segment Build History, the campaign list's Queued / Sending statuses and
// the status page's segment progress, through the real path: Acme Retail's imported list "Spring
// promotion contacts" (seed.ts queues its import; the import worker runs it once the stack is up) is the
// audience of two campaigns made through the campaign services the editor calls:
// - "Daily Deals" (Long Running): weekdays 08:00-20:00 SAST (the hours South African law allows direct
//   marketing on weekdays, CPA s12 and regulation 4: docs/areas/direct-marketing-times.md), rebuilt every 7 days,
//   rest period 3 days; it sends at once on a weekday that is not a public holiday, else in its next window;
// every message ends with Acme Retail's sender and opt-out line, or activation refuses it (issue 28);
// - "Month-end Promotion" (Simple): weekdays 08:00-17:00 SAST, sends in its next window;
// - "Spring A/B test" (Simple, same hours): two messages tested against each other on 20% of the list by
//   clicks, the winner decided 4 hours after the test share is out (issue 31: docs/areas/sending-sms.md).
// Then the stack's segment scheduler and drain are invoked (as EventBridge would; the local poller also
// runs them every minute), so the segments are built and the sending begins before this script ends.
//
// Run by scripts/run.sh once the stack is up (the stage's env loaded). Local stage only (the demo import
// is); once per stage: campaigns already there are left as they are.
import type { AuthContext } from '../../functions/src/auth/auth-context';
import type { AbTestSettings } from '../../functions/src/campaigns/campaigns.schemas';
import {
  audienceFieldsSchema,
  type AudienceInput,
} from '../../functions/src/campaigns/campaign-audience.schemas';
import { createScheduledCampaign } from '../../functions/src/campaigns/campaign-audience.service';
import { messagesStepSchema } from '../../functions/src/campaigns/campaigns.schemas';
import {
  saveMessagesStep,
  saveProviderStep,
  setCampaignActive,
} from '../../functions/src/campaigns/campaigns.service';
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { localPartsOf } from '../../functions/src/platform/time/zoned-time';
import { acmeOwner, categoryChoice, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const LIST_NAME = 'Spring promotion contacts';
const SAST = 'Africa/Johannesburg';

interface DemoScheduled {
  name: string;
  type: 0 | 1;
  schedule: Partial<AudienceInput>;
  messages: string[];
  clickUrl?: string;
  /** An A/B message test of every message. */
  abTest?: AbTestSettings;
}

const CAMPAIGNS: DemoScheduled[] = [
  {
    name: 'Daily Deals',
    type: 1,
    schedule: {
      scheduleDays: [1, 2, 3, 4, 5],
      dailySendStartTime: '08:00',
      dailySendFinishTime: '20:00',
      recycleCampaignDays: 7,
      restPeriodDays: 3,
    },
    messages: [
      'Acme Daily Deal: 2 for 1 on all winter boots today only.\nAcme Retail: Reply STOP to opt out',
      'Today at Acme: 30% off kitchenware, in store and online.\nAcme Retail: Reply STOP to opt out',
    ],
  },
  {
    name: 'Month-end Promotion',
    type: 0,
    schedule: {
      scheduleDays: [1, 2, 3, 4, 5],
      dailySendStartTime: '08:00',
      dailySendFinishTime: '17:00',
      recycleCampaignDays: null,
      restPeriodDays: null,
    },
    messages: [
      // A merge field (issue 31): each contact's first name, "there" for one without.
      'Hi #FIRSTNAME|there#, month-end at Acme: extra 15% off with your loyalty card until Sunday.\nAcme Retail: Reply STOP to opt out',
    ],
  },
  {
    name: 'Spring A/B test',
    type: 0,
    schedule: {
      scheduleDays: [1, 2, 3, 4, 5],
      dailySendStartTime: '08:00',
      dailySendFinishTime: '17:00',
      recycleCampaignDays: null,
      restPeriodDays: null,
    },
    messages: [
      'Spring has landed at Acme: new garden range, 20% off this week. #CLICKURL#\nAcme Retail: Reply STOP to opt out',
      'Hi #FIRSTNAME|there#, your garden called: Acme spring range at 20% off. #CLICKURL#\nAcme Retail: Reply STOP to opt out',
    ],
    clickUrl: 'https://acme.example/spring',
    abTest: { metric: 'clicks', testPercent: 20, waitHours: 4 },
  },
];

/** The imported demo list, once the import worker has filled it (it may still be running). */
async function demoList(db: Db, accountId: number, waitSeconds: number): Promise<number | null> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    const list = await db
      .selectFrom('sms_lists')
      .select(['id', 'contacts'])
      .where('account_id', '=', accountId)
      .where('name', '=', LIST_NAME)
      .executeTakeFirst();
    if (list && list.contacts > 0) return list.id;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function createDemoCampaign(db: Db, auth: AuthContext, c: DemoScheduled, listId: number) {
  const found = await db
    .selectFrom('sms_campaigns')
    .select('id')
    .where('account_id', '=', auth.accountId)
    .where('name', '=', c.name)
    .executeTakeFirst();
  if (found) return { id: found.id, created: false };
  const audience = audienceFieldsSchema.parse({
    includeListIds: [listId],
    excludeListIds: [],
    timeZone: SAST,
    startDate: localPartsOf(new Date(), SAST).date,
    finishDate: null,
    ...c.schedule,
  });
  const { id } = await createScheduledCampaign(db, auth, {
    type: c.type,
    name: c.name,
    ...(await categoryChoice(db, auth.accountId, 'Promotions')),
    ...audience,
  });
  await saveProviderStep(db, auth, id, { option: 'SpreadStandard', providerId: null });
  await saveMessagesStep(
    db,
    auth,
    id,
    messagesStepSchema.parse({
      messages: c.messages.map((message) => ({ id: null, active: true, message, abVariant: !!c.abTest })),
      clickUrl: c.clickUrl ?? null,
      abTest: c.abTest ?? null,
    }),
  );
  await setCampaignActive(db, auth, id, true);
  return { id, created: true };
}

/** Invokes a scheduled function of the local stack, as EventBridge would. */
async function invoke(name: string): Promise<void> {
  const url = `http://127.0.0.1:${required('LAMBDA_PORT')}/2015-03-31/functions/${required('RESOURCE_PREFIX')}-${name}/invocations`;
  const res = await fetch(url, { method: 'POST', body: '{}' });
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
}

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    const listId = await demoList(db, auth.accountId, 60);
    if (!listId) {
      console.log(`demo scheduled campaigns: the list "${LIST_NAME}" is not imported yet; nothing made`);
      return;
    }
    const made = [];
    for (const c of CAMPAIGNS) made.push({ ...c, ...(await createDemoCampaign(db, auth, c, listId)) });
    await invoke('segmentScheduler');
    // The build worker takes the queued builds within seconds; then the drain starts the sending.
    await new Promise((r) => setTimeout(r, 5000));
    await invoke('segmentDrain');
    for (const c of made) {
      console.log(
        `demo scheduled campaigns: "${c.name}" (campaign ${c.id}${c.created ? ', created' : ', already there'}) on "${LIST_NAME}"`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
