// The accept path and the send relay when a process dies between any two steps, against the running test
// stack (its relay, send worker and gateway emulator) and the real database and queue: before the accept's
// commit, after the commit but before the queue, and a relay that dies after the queue took a batch but
// before it recorded it. Nothing is lost, nothing is sent twice, and each message is counted once.
import { sql, type KyselyPlugin } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { sendBatchToQueue } from '../platform/queue/queues';
import { tenantScopeFor } from '../platform/tenancy';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { createSendingSetup, insertMessageRow, messagesOf, statsOf } from '../test-support/sending-fixtures';
import { emulatorMessages } from '../test-support/sms-gateway';
import { acceptSend, acceptSendBatch, type SendCaller } from './send.service';

vi.setConfig({ testTimeout: 90_000 });

const log = createLogger({ test: 'send-accept-crash' });
let user: TestUser;

beforeEach(async () => {
  user = await createAccountWithUser();
});

const callerOf = (apiKeyId: number): SendCaller => ({
  scope: tenantScopeFor(user.accountId),
  source: 'Api',
  apiKeyId,
  country: 'ZA',
});

/** `count` of the campaign's messages reach the emulator, each exactly once, and end Delivered. */
async function expectEachSentOnce(campaignId: number, account: string, count: number): Promise<void> {
  await eventually(async () => {
    const rows = (await messagesOf(campaignId)).filter((m) => m.status !== 'Suppressed');
    return rows.length === count && rows.every((m) => m.status === 'Delivered') ? rows : undefined;
  }, 60_000);
  const sent = await emulatorMessages({ account });
  expect(sent).toHaveLength(count);
  expect(new Set(sent.map((m) => m.reference)).size).toBe(count);
  expect(sent.every((m) => m.submissions === 1)).toBe(true);
}

/** A database handle whose first insert into `table` fails, as if the process died there. */
function dyingAtInsertInto(table: string): Db {
  let died = false;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      const node = args.node as { kind: string; into?: { table?: { identifier?: { name?: string } } } };
      if (!died && node.kind === 'InsertQueryNode' && node.into?.table?.identifier?.name === table) {
        died = true;
        throw new Error('the function died here');
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return createDatabase(process.env.DATABASE_URL!, 2).withPlugin(plugin);
}

describe('a crash on the accept path', () => {
  it('before the batch commits: nothing is written, and the partner’s retry is accepted once', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27826670009' })
      .execute();
    const orders = Array.from({ length: 10 }, (_, i) => ({
      to: `082667000${i}`,
      idempotencyKey: `crash-${i}`,
    }));
    // The suppressed recipient's counter is written after the insert, in the same transaction: die there.
    const dying = dyingAtInsertInto('sms_campaign_stats');
    await expect(
      acceptSendBatch(dying, callerOf(setup.apiKeyId), setup.campaignId, orders, log),
    ).rejects.toThrow(/died/);
    expect(await messagesOf(setup.campaignId)).toHaveLength(0);
    const retried = await acceptSendBatch(testDb(), callerOf(setup.apiKeyId), setup.campaignId, orders, log);
    expect(retried.filter((r) => r.accepted)).toHaveLength(9);
    await expectEachSentOnce(setup.campaignId, setup.emulatorAccounts[0]!.username, 9);
    expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 9, suppressed: 1, sent: 9 });
    await dying.destroy();
  });

  it('after the commit, before any queue hand-off (the function died before answering): sent once, counted once', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    for (let i = 0; i < 5; i++)
      await acceptSend(testDb(), callerOf(setup.apiKeyId), setup.campaignId, { to: `082667100${i}` }, log);
    await expectEachSentOnce(setup.campaignId, setup.emulatorAccounts[0]!.username, 5);
    expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 5, sent: 5, delivered: 5 });
  });

  it('a relay that dies after the queue took its batch, before recording it: each sent once, counted once', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    // Accepted messages, and a relay that has them (row-locked, so the stack's relay skips them) from the
    // moment they are committed: it hands them to the queue, then dies before its commit.
    const ids: number[] = [];
    let dyingRelay: Promise<void> | undefined;
    await testDb()
      .transaction()
      .execute(async (accept) => {
        for (let i = 0; i < 12; i++)
          ids.push(
            await insertMessageRow(
              {
                account_id: user.accountId,
                campaign_id: setup.campaignId,
                recipient: `+2782667200${String(i).padStart(2, '0')}`,
              },
              accept,
            ),
          );
        const relayDb = createDatabase(process.env.DATABASE_URL!, 1);
        dyingRelay = relayDb
          .transaction()
          .execute(async (relay) => {
            const { rows } = await sql<{ id: number }>`
              SELECT id FROM sms_messages WHERE id IN (${sql.join(ids)}) FOR UPDATE`.execute(relay);
            const taken = await sendBatchToQueue(
              'OutboundMessages',
              rows.map((r) => ({ body: { messageId: r.id }, delaySeconds: 0 })),
            );
            expect(taken).toHaveLength(12);
            throw new Error('the relay died before recording the hand-off');
          })
          .catch((error: Error) => expect(error.message).toMatch(/relay died/))
          .finally(() => relayDb.destroy());
        // The relay's lock request is queued behind this transaction before it commits.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
    await dyingRelay;
    await expectEachSentOnce(setup.campaignId, setup.emulatorAccounts[0]!.username, 12);
    expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 12, sent: 12, delivered: 12 });
  });
});
