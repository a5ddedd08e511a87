import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb } from '../test-support/fixtures';
import { seedReplies } from '../test-support/reply-fixtures';
import { createSendingSetup, statsOf } from '../test-support/sending-fixtures';
import { emulatorMessages } from '../test-support/sms-gateway';
import { RESPOND_TOO_LONG, type RespondResult } from './replies.schemas';
import { ALREADY_RESPONDED, NO_CAMPAIGN_TO_RESPOND, RESPOND_SUPPRESSED } from './respond.service';

async function signedIn() {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api };
}

const uniqueNumber = () => `+2782${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

const replyRow = (id: number) =>
  testDb()
    .selectFrom('sms_replies')
    .select(['responded', 'response_message_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('Respond', () => {
  it('sends the response through the campaign’s provider and marks the reply Responded, once', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user, { connected: true });
    const from = uniqueNumber();
    const [replyId] = await seedReplies(user.accountId, [
      { from, message: 'How much is it?', campaignId: setup.campaignId },
    ]);
    const answer = await api.post<RespondResult>('/api/sms/responses/respond', {
      responseId: replyId,
      respondMessage: '  R199 a month, Thandi from Acme will call you today.  ',
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ messageId: expect.any(Number), to: from });
    const message = await testDb()
      .selectFrom('sms_messages')
      .selectAll()
      .where('id', '=', answer.body.messageId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      account_id: user.accountId,
      campaign_id: setup.campaignId,
      source: 'Reply',
      recipient: from,
      body: 'R199 a month, Thandi from Acme will call you today.',
      segments: 1,
      encoding: 'GSM7',
      short_code: null,
    });
    expect(await replyRow(replyId!)).toEqual({ responded: 1, response_message_id: answer.body.messageId });
    // The handset gets it from the campaign's provider, and the message ends Sent.
    const received = await eventually(async () => {
      const messages = await emulatorMessages({ to: from });
      return messages.length ? messages : undefined;
    });
    expect(received.map((m) => m.body)).toEqual(['R199 a month, Thandi from Acme will call you today.']);
    expect(received[0]!.account).toBe(setup.emulatorAccounts[0]!.username);
    await eventually(async () => {
      const row = await testDb()
        .selectFrom('sms_messages')
        .select('status')
        .where('id', '=', answer.body.messageId)
        .executeTakeFirstOrThrow();
      return ['Sent', 'Delivered'].includes(row.status) ? row : undefined;
    });
    expect((await statsOf(setup.campaignId)).queued).toBe(1);
    // The inbox shows it responded; a second Respond is refused and sends nothing.
    const again = await api.post<ErrorBody>('/api/sms/responses/respond', {
      responseId: replyId,
      respondMessage: 'Another one',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY_RESPONDED);
    const sent = await testDb()
      .selectFrom('sms_messages')
      .select('id')
      .where('campaign_id', '=', setup.campaignId)
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('answers one of two simultaneous Responds and sends one message', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user, { connected: true });
    const [replyId] = await seedReplies(user.accountId, [
      { from: uniqueNumber(), message: 'Hello?', campaignId: setup.campaignId },
    ]);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        api.post('/api/sms/responses/respond', { responseId: replyId, respondMessage: `Answer ${n}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    const messages = await testDb()
      .selectFrom('sms_messages')
      .select('id')
      .where('campaign_id', '=', setup.campaignId)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('is refused for an opted-out or DMA number, and sends nothing', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user, { connected: true });
    const optedOut = uniqueNumber();
    const dma = uniqueNumber();
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: optedOut })
      .execute();
    await testDb().insertInto('dma_optouts').values({ account_id: user.accountId, cellphone: dma }).execute();
    const [a, b] = await seedReplies(user.accountId, [
      { from: optedOut, message: 'STOP', campaignId: setup.campaignId, type: 'Optout', keyword: 'STOP' },
      { from: dma, message: 'Who is this', campaignId: setup.campaignId },
    ]);
    for (const [id, text] of [
      [a!, RESPOND_SUPPRESSED.Optout],
      [b!, RESPOND_SUPPRESSED.Dma],
    ] as const) {
      const answer = await api.post<ErrorBody>('/api/sms/responses/respond', {
        responseId: id,
        respondMessage: 'Sorry to see you go',
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'RECIPIENT_SUPPRESSED', message: text });
      expect(await replyRow(id)).toEqual({ responded: 0, response_message_id: null });
    }
    const messages = await testDb()
      .selectFrom('sms_messages')
      .select('id')
      .where('campaign_id', '=', setup.campaignId)
      .execute();
    expect(messages).toHaveLength(0);
  });

  it('is refused for a reply with no campaign, another account’s reply, and a bad message', async () => {
    const { user, api } = await signedIn();
    const [orphan] = await seedReplies(user.accountId, [{ from: uniqueNumber(), message: 'Hi' }]);
    const noCampaign = await api.post<ErrorBody>('/api/sms/responses/respond', {
      responseId: orphan,
      respondMessage: 'Hello',
    });
    expect(noCampaign.status).toBe(409);
    expect(noCampaign.body.error.message).toBe(NO_CAMPAIGN_TO_RESPOND);

    const stranger = await createAccountWithUser();
    const strangerSetup = await createSendingSetup(stranger, { connected: true });
    const [foreign] = await seedReplies(stranger.accountId, [
      { from: uniqueNumber(), message: 'Hi', campaignId: strangerSetup.campaignId },
    ]);
    const notYours = await api.post<ErrorBody>('/api/sms/responses/respond', {
      responseId: foreign,
      respondMessage: 'Hello',
    });
    expect(notYours.status).toBe(404);
    expect(await replyRow(foreign!)).toEqual({ responded: 0, response_message_id: null });

    const tooLong = await api.post<ErrorBody>('/api/sms/responses/respond', {
      responseId: orphan,
      respondMessage: 'x'.repeat(161),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ respondMessage: [RESPOND_TOO_LONG] });
    const exactly160 = await api.post<ErrorBody>('/api/sms/responses/respond', {
      responseId: orphan,
      respondMessage: 'x'.repeat(160),
    });
    expect(exactly160.status).toBe(409); // valid text; refused for the missing campaign only
    for (const respondMessage of ['', '   ', undefined]) {
      const empty = await api.post<ErrorBody>('/api/sms/responses/respond', {
        responseId: orphan,
        respondMessage,
      });
      expect(empty.status).toBe(400);
      expect(Object.keys(empty.body.error.fields ?? {})).toEqual(['respondMessage']);
    }
  });
});
