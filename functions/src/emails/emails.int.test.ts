import { GetQueueUrlCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { createSqsClient } from '../platform/queue/queues';
import { describe, expect, it } from 'vitest';
import type { Email } from './emails.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, mailboxFor, testDb } from '../test-support/fixtures';

async function emailQueueUrl(): Promise<string> {
  const sqs = createSqsClient();
  const { QueueUrl } = await sqs.send(
    new GetQueueUrlCommand({ QueueName: `${process.env.RESOURCE_PREFIX}-emails` }),
  );
  return QueueUrl!;
}

async function invokeWorker(records: { messageId: string; body: string; receiveCount: number }[]) {
  const res = await fetch(
    `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-emailWorker/invocations`,
    {
      method: 'POST',
      body: JSON.stringify({
        Records: records.map((r) => ({
          messageId: r.messageId,
          receiptHandle: r.messageId,
          body: r.body,
          attributes: { ApproximateReceiveCount: String(r.receiveCount) },
          messageAttributes: {},
          eventSource: 'aws:sqs',
        })),
      }),
    },
  );
  return (await res.json()) as { batchItemFailures: { itemIdentifier: string }[] };
}

describe('the queue round trip: HTTP call -> SQS -> worker -> MySQL (and the mailbox)', () => {
  it('queues a test e-mail, the worker sends it and records it Sent', async () => {
    const user = await createAccountWithUser();
    const api = new ApiClient();
    await api.signIn(user.email, user.password);

    const queued = await api.post<Email>('/api/emails/test');
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ to: user.email });
    // The answer is the e-mail as it is now: a quick worker may already be sending it.
    expect(['Queued', 'Sending', 'Sent']).toContain(queued.body.status);

    const sent = await eventually(async () => {
      const answer = await api.get<Email>(`/api/emails/${queued.body.id}`);
      return answer.body.status === 'Sent' ? answer.body : undefined;
    });
    expect(sent).toMatchObject({ attempts: 1, errorMessage: null });
    expect(sent.sentDate).not.toBeNull();

    const mail = await mailboxFor(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Test e-mail from Pulsar Messaging' });
  });

  it('does not send twice when SQS delivers the same message again', async () => {
    const user = await createAccountWithUser();
    const api = new ApiClient();
    await api.signIn(user.email, user.password);
    const queued = await api.post<Email>('/api/emails/test');
    await eventually(async () =>
      (await api.get<Email>(`/api/emails/${queued.body.id}`)).body.status === 'Sent' ? true : undefined,
    );

    const sqs = createSqsClient();
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: await emailQueueUrl(),
        MessageBody: JSON.stringify({ emailId: queued.body.id }),
      }),
    );
    const duplicate = await invokeWorker([
      { messageId: 'dup', body: JSON.stringify({ emailId: queued.body.id }), receiveCount: 1 },
    ]);
    expect(duplicate.batchItemFailures).toEqual([]);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await mailboxFor(user.email)).toHaveLength(1);
    expect((await api.get<Email>(`/api/emails/${queued.body.id}`)).body.attempts).toBe(1);
  });

  it('reports only the failed record of a batch, and marks it Failed on the last allowed attempt', async () => {
    const user = await createAccountWithUser();
    const db = testDb();
    const insert = async (to: string) =>
      Number(
        (
          await db
            .insertInto('email_messages')
            .values({
              account_id: user.accountId,
              user_id: user.id,
              to_address: to,
              subject: 'Batch',
              body_text: 'x',
              body_html: null,
            })
            .executeTakeFirstOrThrow()
        ).insertId,
      );
    const goodId = await insert(user.email);
    const rejectedId = await insert('someone@reject.test');

    const first = await invokeWorker([
      { messageId: 'good', body: JSON.stringify({ emailId: goodId }), receiveCount: 1 },
      { messageId: 'rejected', body: JSON.stringify({ emailId: rejectedId }), receiveCount: 1 },
      { messageId: 'garbage', body: 'not json at all', receiveCount: 1 },
    ]);
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'rejected' }]);
    const rows = async () =>
      db
        .selectFrom('email_messages')
        .select(['id', 'status', 'attempts', 'error_text'])
        .where('id', 'in', [goodId, rejectedId])
        .orderBy('id')
        .execute();
    expect(await rows()).toMatchObject([
      { id: goodId, status: 'Sent', attempts: 1 },
      { id: rejectedId, status: 'Sending', attempts: 1, error_text: expect.stringMatching(/.+/) },
    ]);

    const last = await invokeWorker([
      { messageId: 'rejected', body: JSON.stringify({ emailId: rejectedId }), receiveCount: 5 },
    ]);
    expect(last.batchItemFailures).toEqual([{ itemIdentifier: 'rejected' }]);
    expect((await rows())[1]).toMatchObject({ status: 'Failed', attempts: 2 });
  });

  it('answers 404 for another account’s e-mail and 400 for an id that is not a number', async () => {
    const owner = await createAccountWithUser();
    const stranger = await createAccountWithUser();
    const ownerApi = new ApiClient();
    await ownerApi.signIn(owner.email, owner.password);
    const queued = await ownerApi.post<Email>('/api/emails/test');

    const strangerApi = new ApiClient();
    await strangerApi.signIn(stranger.email, stranger.password);
    const peek = await strangerApi.get(`/api/emails/${queued.body.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body).toMatchObject({ error: { code: 'NOT_FOUND', message: 'The e-mail was not found.' } });
    expect((await ownerApi.get(`/api/emails/${queued.body.id}`)).status).toBe(200);

    const bad = await strangerApi.get('/api/emails/12abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { emailId: ['E-mail id must be a number'] } },
    });
  });
});
