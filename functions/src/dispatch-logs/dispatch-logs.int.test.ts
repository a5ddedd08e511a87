import { sql } from 'kysely';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../test-support/campaign-fixtures';
import { testDb } from '../test-support/fixtures';
import {
  audienceOf,
  createListWithContacts,
  createScheduledCampaign,
} from '../test-support/segment-fixtures';
import { insertMessageRow } from '../test-support/sending-fixtures';
import { createConnectedProvider } from '../test-support/sms-gateway';
import { dispatchRows } from './dispatch-logs.service';
import { DISPATCH_LOG_HEADER } from './dispatch-logs.schemas';

// The proof of dispatch (issue 28, CPA regulation 4(3)): a campaign's dispatch log through the real API,
// S3 (LocalStack) and database: every dispatched message once, with its times in SAST and UTC, its provider
// and provider id, and its delivery time; 100 000 rows seeded by SQL, read in keyset pages with bounded memory.

vi.setConfig({ testTimeout: 240_000 });

const textWithBom = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('utf8');

async function campaignWithProvider() {
  const { user, api, categoryId } = await signedInClient();
  const list = await createListWithContacts(user, 'Proof list', ['+27820000001']);
  const { providerId } = await createConnectedProvider(user.accountId, { name: 'Proof BulkSMS' });
  const id = await createScheduledCampaign(
    api,
    categoryId,
    1,
    audienceOf([list], { recycleCampaignDays: 7, restPeriodDays: 0 }),
    {
      activate: false,
      name: 'Proof of dispatch',
    },
  );
  return { user, api, id, providerId };
}

describe('the dispatch log', () => {
  it('lists each dispatched message with its dispatch time in SAST and UTC, provider, provider id and delivery', async () => {
    const { user, api, id, providerId } = await campaignWithProvider();
    const base = { account_id: user.accountId, campaign_id: id, source: 'Segment' as const };
    const delivered = await insertMessageRow({
      ...base,
      recipient: '+27820000001',
      status: 'Delivered',
      provider_id: providerId,
      provider_message_id: 'bulk-1',
      created_at: new Date('2027-03-19T17:59:00.000Z'),
      sent_at: new Date('2027-03-19T17:59:57.123Z'),
      delivered_at: new Date('2027-03-19T18:00:03.000Z'),
    });
    const sent = await insertMessageRow({
      ...base,
      recipient: '+27820000002',
      status: 'Sent',
      provider_id: providerId,
      provider_message_id: 'bulk-2',
      created_at: new Date('2027-03-19T17:59:01.000Z'),
      sent_at: new Date('2027-03-19T17:59:58.000Z'),
    });
    // Never dispatched: not in the log.
    await insertMessageRow({ ...base, recipient: '+27820000003', status: 'Queued' });

    const answer = await api.request('GET', `/api/sms/campaigns/${id}/dispatch-log`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const file = await fetch(answer.headers.get('location')!);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Proof-of-dispatch-${id}-dispatch-log.csv"`,
    );
    const text = await textWithBom(file);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual([...DISPATCH_LOG_HEADER]);
    expect(rows.slice(1)).toEqual([
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

  it("answers 404 for another account's campaign", async () => {
    const { id } = await campaignWithProvider();
    const { api: other } = await signedInClient();
    const answer = await other.request('GET', `/api/sms/campaigns/${id}/dispatch-log`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(404);
  });

  it('streams 100 000 rows: each once, in order, read in pages with bounded memory, and downloads whole', async () => {
    const { user, api, id, providerId } = await campaignWithProvider();
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

    // In this process, through the same generator the handler uploads from: memory stays bounded.
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let count = 0;
    let inOrder = true;
    for await (const row of dispatchRows(testDb(), id)) {
      count += 1;
      // Row k was created k seconds after the start: the log is in creation order, each message once.
      inOrder &&= row[5] === `p-${count}`;
      if (count % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(count).toBe(n);
    expect(inOrder).toBe(true);
    // A page of 5000 rows is a few megabytes; the whole log would be far more than this bound.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);

    const answer = await api.request('GET', `/api/sms/campaigns/${id}/dispatch-log`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const file = await fetch(answer.headers.get('location')!);
    const reader = file.body!.getReader();
    let lines = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      lines += parts.length;
    }
    expect(lines).toBe(n + 1);
  });
});
