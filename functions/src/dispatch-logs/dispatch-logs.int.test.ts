import type { SQSEvent } from 'aws-lambda';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { apiBase, cdnHeaders } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { createEmailCampaign, signedSnsMessage } from '../test-support/email-fixtures';
import { eventually, testDb, type TestUser } from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import {
  audienceOf,
  createListWithContacts,
  createScheduledCampaign,
} from '../test-support/segment-fixtures';
import { insertMessageRow } from '../test-support/sending-fixtures';
import { createConnectedProvider } from '../test-support/sms-gateway';
import { handler as dispatchLogWorker } from './dispatch-log-worker';
import { DISPATCH_LOG_HEADER, type DispatchLogState } from './dispatch-logs.schemas';

// The proof of dispatch (issue 28, CPA regulation 4(3)) as a job: the status page asks for a build of the
// campaign's dispatch log, the worker streams every dispatched message into S3 (LocalStack), the page polls
// the build and downloads the file through a fresh short-lived link. Through the real API, queue, worker and
// database; 100 000 rows seeded by SQL and built by the worker's own handler in this process, so its memory
// can be watched.

vi.setConfig({ testTimeout: 120_000 });

type Channel = 'sms' | 'email';
const base = (channel: Channel, id: number) => `/api/${channel}/campaigns/${id}/dispatch-log`;

async function smsCampaign() {
  const { user, api, categoryId } = await signedInClient();
  const list = await createListWithContacts(user, 'Proof list', ['+27820000001']);
  const { providerId } = await createConnectedProvider(user.accountId, { name: 'Proof BulkSMS' });
  const id = await createScheduledCampaign(
    api,
    categoryId,
    1,
    audienceOf([list], { recycleCampaignDays: 7, restPeriodDays: 0 }),
    { activate: false, name: 'Proof of dispatch' },
  );
  return { user, api, id, providerId };
}

/** Asks for a build and waits until the worker has ended it. */
async function built(api: ApiClient, channel: Channel, id: number) {
  const asked = await api.post<DispatchLogState>(base(channel, id));
  expect(asked.status).toBe(202);
  expect(asked.body.build?.status).toMatch(/Queued|InProgress|Completed/);
  return eventually(async () => {
    const state = await api.get<DispatchLogState>(base(channel, id));
    const build = state.body.build!;
    return build.id === asked.body.build!.id && build.status === 'Completed' ? build : undefined;
  }, 60_000);
}

/** The downloaded file (through the download route's 302 to S3), as text without its byte order mark. */
async function download(api: ApiClient, url: string) {
  const answer = await api.request('GET', url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const file = await fetch(answer.headers.get('location')!);
  const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { text: text.slice(1), disposition: file.headers.get('content-disposition') };
}

const parse = (text: string) => Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;

/** A build row as the request writes it (for the tests that drive the job themselves). */
async function insertBuild(user: TestUser, campaignId: number, values: Record<string, unknown> = {}) {
  const r = await testDb()
    .insertInto('dispatch_log_builds')
    .values({
      account_id: user.accountId,
      user_id: user.id,
      channel: 'Sms',
      campaign_id: campaignId,
      file_name: `log-${campaignId}.csv`,
      ...values,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

const buildRow = (id: number) =>
  testDb().selectFrom('dispatch_log_builds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the SMS dispatch log', () => {
  it('is built by the worker: each dispatched message with its times in SAST and UTC, provider, provider id and delivery', async () => {
    const { user, api, id, providerId } = await smsCampaign();
    expect((await api.get<DispatchLogState>(base('sms', id))).body).toEqual({ build: null });
    const row = { account_id: user.accountId, campaign_id: id, source: 'Segment' as const };
    const delivered = await insertMessageRow({
      ...row,
      recipient: '+27820000001',
      status: 'Delivered',
      provider_id: providerId,
      provider_message_id: 'bulk-1',
      created_at: new Date('2027-03-19T17:59:00.000Z'),
      sent_at: new Date('2027-03-19T17:59:57.123Z'),
      delivered_at: new Date('2027-03-19T18:00:03.000Z'),
    });
    const sent = await insertMessageRow({
      ...row,
      recipient: '+27820000002',
      status: 'Sent',
      provider_id: providerId,
      provider_message_id: 'bulk-2',
      created_at: new Date('2027-03-19T17:59:01.000Z'),
      sent_at: new Date('2027-03-19T17:59:58.000Z'),
    });
    // Never dispatched: not in the log.
    await insertMessageRow({ ...row, recipient: '+27820000003', status: 'Queued' });

    const build = await built(api, 'sms', id);
    expect(build).toMatchObject({ rows: 2, errorText: null });
    const file = await download(api, build.downloadUrl!);
    expect(file.disposition).toBe(`attachment; filename="Proof-of-dispatch-${id}-dispatch-log.csv"`);
    expect(parse(file.text)).toEqual([
      [...DISPATCH_LOG_HEADER],
      [
        String(delivered),
        '27820000001',
        '2027-03-19 19:59:57.123',
        '2027-03-19T17:59:57.123Z',
        'Proof BulkSMS',
        'bulk-1',
        'Delivered',
        '2027-03-19 20:00:03.000',
        '2027-03-19T18:00:03.000Z',
      ],
      [
        String(sent),
        '27820000002',
        '2027-03-19 19:59:58.000',
        '2027-03-19T17:59:58.000Z',
        'Proof BulkSMS',
        'bulk-2',
        'Sent',
        '',
        '',
      ],
    ]);
  });

  it('a second request while one is being built starts no other build', async () => {
    const { user, api, id } = await smsCampaign();
    // A build a live worker holds (its lease runs for minutes): deterministic, whatever the worker's pace.
    const held = await insertBuild(user, id, {
      status: 'InProgress',
      attempts: 1,
      lease_owner: 'live-run',
      lease_expires_at: sql<Date>`NOW(3) + INTERVAL 600 SECOND`,
    });
    for (let i = 0; i < 3; i += 1) {
      const again = await api.post<DispatchLogState>(base('sms', id));
      expect(again.status).toBe(202);
      expect(again.body.build).toMatchObject({ id: held, status: 'InProgress', downloadUrl: null });
    }
    const rows = await testDb()
      .selectFrom('dispatch_log_builds')
      .select('id')
      .where('campaign_id', '=', id)
      .where('channel', '=', 'Sms')
      .execute();
    expect(rows.map((r) => Number(r.id))).toEqual([held]);
    // Not finished: nothing to download.
    expect(
      (await api.request('GET', `${base('sms', id)}/${held}/download`, { redirect: 'manual' })).status,
    ).toBe(404);
  });

  it("answers 404 for another account's campaign and build", async () => {
    const { api, id } = await smsCampaign();
    const build = await built(api, 'sms', id);
    const { api: other } = await signedInClient();
    expect((await other.get(base('sms', id))).status).toBe(404);
    expect((await other.post(base('sms', id))).status).toBe(404);
    expect((await other.request('GET', build.downloadUrl!, { redirect: 'manual' })).status).toBe(404);
    // Nor through one's own campaign's path.
    const own = await smsCampaign();
    expect(
      (await own.api.request('GET', `${base('sms', own.id)}/${build.id}/download`, { redirect: 'manual' }))
        .status,
    ).toBe(404);
    expect((await api.get(base('email', id))).status).toBe(404);
  });

  it('a build whose worker died halfway is run again by the sweeper and completes with the whole file', async () => {
    const { user, api, id, providerId } = await smsCampaign();
    for (let k = 1; k <= 3; k += 1)
      await insertMessageRow({
        account_id: user.accountId,
        campaign_id: id,
        source: 'Segment',
        recipient: `+2782000000${k}`,
        status: 'Sent',
        provider_id: providerId,
        provider_message_id: `dead-${k}`,
        sent_at: new Date(),
      });
    const dead = await insertBuild(user, id, {
      status: 'InProgress',
      attempts: 1,
      lease_owner: 'dead-worker',
      lease_expires_at: sql<Date>`NOW(3) - INTERVAL 30 SECOND`,
    });
    // While it is not done, nothing is offered for download.
    expect((await api.get<DispatchLogState>(base('sms', id))).body.build).toMatchObject({
      id: dead,
      downloadUrl: null,
    });
    await invokeFunction('jobSweeper');
    const done = await eventually(async () => {
      const row = await buildRow(dead);
      return row.status === 'Completed' ? row : undefined;
    }, 60_000);
    expect(done).toMatchObject({ attempts: 2, rows_written: 3, lease_owner: null });
    const state = (await api.get<DispatchLogState>(base('sms', id))).body.build!;
    const rows = parse((await download(api, state.downloadUrl!)).text);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['dead-1', 'dead-2', 'dead-3']);
  });
});

describe('the e-mail dispatch log', () => {
  it('lists each address dispatched through Amazon SES with its message id and the Delivery event time', async () => {
    const { user, api } = await signedInClient();
    const id = await createEmailCampaign(user.accountId);
    const at = (s: string) => new Date(s);
    const values = (email: string, extra: Record<string, unknown>) => ({
      account_id: user.accountId,
      campaign_id: id,
      email,
      status: 'Sent' as const,
      tracking_token: `${email.slice(0, 4)}${Math.random().toString(36).slice(2)}`
        .padEnd(22, 'x')
        .slice(0, 22),
      ...extra,
    });
    const db = testDb();
    const first = await db
      .insertInto('email_sends')
      .values(
        values('ann@example.com', {
          provider_message_id: 'ses-ann',
          sent_at: at('2027-03-19T06:00:00.500Z'),
        }),
      )
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('email_sends')
      .values(
        values('ben@example.com', {
          provider_message_id: 'ses-ben',
          sent_at: at('2027-03-19T06:00:01.000Z'),
        }),
      )
      .executeTakeFirstOrThrow();
    // Not dispatched, and a test send: neither is in the log.
    await db
      .insertInto('email_sends')
      .values(values('cas@example.com', { status: 'Queued' }))
      .execute();
    await db
      .insertInto('email_sends')
      .values(values('me@example.com', { is_test: 1, provider_message_id: 'ses-me', sent_at: new Date() }))
      .execute();

    // SES's Delivery event for Ann's e-mail records its time.
    const signed = await signedSnsMessage({
      eventType: 'Delivery',
      mail: { messageId: 'ses-ann' },
      delivery: { timestamp: '2027-03-19T06:00:04.250Z', recipients: ['ann@example.com'] },
    });
    const posted = await fetch(`${apiBase()}/api/email/ses-events`, {
      method: 'POST',
      headers: { ...cdnHeaders(), 'content-type': 'text/plain; charset=UTF-8' },
      body: JSON.stringify(signed),
    });
    expect(posted.status).toBe(200);

    const build = await built(api, 'email', id);
    const rows = parse((await download(api, build.downloadUrl!)).text);
    expect(rows).toEqual([
      [...DISPATCH_LOG_HEADER],
      [
        String(first.insertId),
        'ann@example.com',
        '2027-03-19 08:00:00.500',
        '2027-03-19T06:00:00.500Z',
        'Amazon SES',
        'ses-ann',
        'Sent',
        '2027-03-19 08:00:04.250',
        '2027-03-19T06:00:04.250Z',
      ],
      [
        String(second.insertId),
        'ben@example.com',
        '2027-03-19 08:00:01.000',
        '2027-03-19T06:00:01.000Z',
        'Amazon SES',
        'ses-ben',
        'Sent',
        '',
        '',
      ],
    ]);
    // The SMS path of the same id is another campaign (or none): 404.
    expect((await api.get(base('sms', id))).status).toBe(404);
  });
});

describe('volume', () => {
  it('100 000 rows: the worker streams them with bounded memory; the file is whole, in order, each message once', async () => {
    const { user, api, id, providerId } = await smsCampaign();
    const n = 100_000;
    // Seeded by SQL (MariaDB's sequence engine): one statement, no rows in this process.
    await sql`
      INSERT INTO sms_messages
        (account_id, campaign_id, source, recipient, body, segments, encoding, status, provider_id,
         provider_message_id, created_at, sent_at, delivered_at)
      SELECT ${user.accountId}, ${id}, 'Segment', CONCAT('+2783', LPAD(seq, 7, '0')), 'Deal', 1, 'GSM7',
        IF(seq % 2 = 0, 'Delivered', 'Sent'), ${providerId}, CONCAT('p-', seq),
        TIMESTAMP('2027-03-23 06:00:00') + INTERVAL seq SECOND,
        TIMESTAMP('2027-03-23 06:00:01') + INTERVAL seq SECOND,
        IF(seq % 2 = 0, TIMESTAMP('2027-03-23 06:00:05') + INTERVAL seq SECOND, NULL)
      FROM seq_1_to_100000`.execute(testDb());

    // The worker's own handler, in this process, on a build as the request writes it: memory is watched.
    const buildId = await insertBuild(user, id);
    global.gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, 25);
    const event = {
      Records: [{ messageId: 'volume', body: JSON.stringify({ jobId: buildId }), eventSourceARN: 'arn' }],
    } as unknown as SQSEvent;
    const answer = await dispatchLogWorker(event);
    clearInterval(sampler);
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(await buildRow(buildId)).toMatchObject({ status: 'Completed', rows_written: n });
    // A page of 5000 rows and a few 5 MB upload parts; the whole log (about 13 MB of text, far more as
    // JavaScript strings and rows) would be well above this bound.
    expect(peakHeap - before.heapUsed).toBeLessThan(96 * 1024 * 1024);

    // Downloaded through the API as the status page does, and read as a stream.
    const state = (await api.get<DispatchLogState>(base('sms', id))).body.build!;
    expect(state).toMatchObject({ id: buildId, status: 'Completed', rows: n });
    const redirect = await api.request('GET', state.downloadUrl!, { redirect: 'manual' });
    const file = await fetch(redirect.headers.get('location')!);
    const reader = file.body!.getReader();
    const decoder = new TextDecoder();
    let tail = '';
    let lines = 0;
    let inOrder = true;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (tail + decoder.decode(value, { stream: true })).split('\r\n');
      tail = parts.pop()!;
      for (const line of parts) {
        // Row k was created k seconds after the start: in creation order, each message once.
        if (lines > 0) inOrder &&= line.split(',')[5] === `p-${lines}`;
        lines += 1;
      }
    }
    expect(tail).toBe('');
    expect(lines).toBe(n + 1);
    expect(inOrder).toBe(true);
    console.info(
      `dispatch log volume: ${n} rows; heap growth ${Math.round((peakHeap - before.heapUsed) / 1048576)} MB, peak RSS ${Math.round(peakRss / 1048576)} MB`,
    );
  });
});
