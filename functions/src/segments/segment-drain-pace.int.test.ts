import { beforeEach, expect, it, vi } from 'vitest';
import { createLogger } from '../platform/log';
import { zonedToUtc } from '../platform/time/zoned-time';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import {
  createAccountWithUser,
  eventually,
  testDb,
  type TestUser,
  withoutMarketingHours,
} from '../test-support/fixtures';
import { sendToStageQueue } from '../test-support/functions';
import {
  audienceOf,
  buildsOf,
  campaignRow,
  cell,
  createListWithContacts,
  createScheduledCampaign,
} from '../test-support/segment-fixtures';
import { messagesOf } from '../test-support/sending-fixtures';
import { createConnectedProvider } from '../test-support/sms-gateway';
import { insertBuild, takeDueBuild } from './segment-builds.repository';
import { drainCampaign } from './segment-drain';

// The drain's pace (issue 11's segment send benchmark found it short): what is left is spread over the
// window after the sends already scheduled (the release cursor, up to the horizon ahead), so a segment
// that fits its window is all released by the close, whatever the drain's ticks.

vi.setConfig({ testTimeout: 120_000 });

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeEach(async () => {
  user = await createAccountWithUser();
  // Sends at whatever hour the test runs: an account in a country without marketing hours (issue 28).
  await withoutMarketingHours(user.accountId);
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  categoryId = (await createCampaignBasics(user)).categoryId;
});

const sast = (date: string, time: string) => zonedToUtc(date, time, 'Africa/Johannesburg');

it('releases a segment that fits what is left of the window evenly, all of it by the close', async () => {
  // 1,500 members five minutes before a 17:00 close on Wednesday 15 December 2027: 5 a second.
  const numbers = Array.from({ length: 1500 }, (_, i) => cell(60_000 + i));
  const list = await createListWithContacts(user, 'Pace list', numbers);
  await createConnectedProvider(user.accountId, { messagesPerSecond: 1000 });
  const id = await createScheduledCampaign(
    api,
    categoryId,
    0,
    audienceOf([list], { startDate: '2027-12-15', finishDate: '2027-12-15' }),
  );
  // The build the scheduler would queue at the start date (for this campaign only).
  const due = sast('2027-12-15', '00:00');
  const jobId = await testDb()
    .transaction()
    .execute(async (trx) => {
      expect(await takeDueBuild(trx, id, due, null)).toBe(true);
      return insertBuild(trx, { accountId: user.accountId, campaignId: id, due });
    });
  await sendToStageQueue('segment-builds', { jobId });
  await eventually(async () => ((await buildsOf(id))[0]?.status === 'Completed' ? true : undefined), 30_000);

  const close = sast('2027-12-15', '17:00').getTime();
  const log = createLogger({ test: 'segment-drain-pace' });
  const released: number[] = [];
  // A tick a minute: the first schedules the horizon (two minutes) ahead, each later one a minute more.
  for (const minutesLeft of [5, 4, 3, 2, 1]) {
    const now = new Date(close - minutesLeft * 60_000);
    released.push((await drainCampaign(testDb(), id, log, now)).released);
  }
  expect(released).toEqual([600, 300, 300, 300, 0]);
  expect((await campaignRow(id)).release_cursor_at!.getTime()).toBeLessThanOrEqual(close);
  const members = await testDb()
    .selectFrom('sms_segment_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', id)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  expect(Number(members.n)).toBe(0);
  const messages = await messagesOf(id);
  expect(messages).toHaveLength(1500);
  expect(messages.every((m) => m.send_until?.getTime() === close)).toBe(true);
  // (Their sends go out over the next two minutes of real time: the 2027 close is still ahead.)
});
