// Delivery reports from a provider's webhook: the provider proven by its secret, every report kept once
// (provider, provider's message id, status), and a final report moving its message to Delivered or
// Undelivered, never backwards, counted once in the campaign's hourly stats and posted to the campaign's
// callback URL (recorded in the report's transaction, dispatched after the commit).
import type { Db, DbOrTrx } from '../platform/db/database';
import { apiError, badRequest } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { findVerifiedProvider } from '../providers/webhook-provider';
import { withDeadlockRetry } from '../platform/db/deadlock-retry';
import {
  parseDeliveryReports,
  WebhookBodyError,
  type DeliveryReport,
  type WebhookRequest,
} from '../providers/gateways';
import { bumpCampaignStats } from '../sending/campaign-stats.repository';
import { dispatchCallbacks, recordCallback } from '../webhooks/callbacks';
import * as repo from './delivery-reports.repository';
import type { DeliveryReportsAnswer } from './delivery-reports.schemas';

type Outcome = 'applied' | 'recorded' | 'duplicates' | 'unmatched';

/** The same answer for an unknown provider and a wrong secret, so neither can be told apart. */
const webhookRefused = () =>
  apiError(401, 'UNAUTHENTICATED', 'This webhook needs the secret it was registered with.');

/** Our message id from the reference the provider echoes (userSuppliedId). */
const messageIdOf = (reference: string | null) =>
  reference && /^[1-9]\d{0,15}$/.test(reference) ? Number(reference) : null;

async function findReportedMessage(
  db: DbOrTrx,
  provider: { id: number; account_id: number },
  report: DeliveryReport,
) {
  const byProviderId = await repo.findMessageByProviderMessageId(db, provider.id, report.providerMessageId);
  if (byProviderId) return byProviderId;
  // The report can come before the send worker has stored the provider's id; our own id, echoed back,
  // still finds the message, but only among the messages of the account the provider belongs to.
  const ours = messageIdOf(report.userSuppliedId);
  return ours === null ? undefined : repo.findAccountMessage(db, provider.account_id, ours);
}

type Applied = { outcome: Outcome; callId?: number | null };

async function applyReport(
  trx: DbOrTrx,
  provider: { id: number; account_id: number },
  report: DeliveryReport,
): Promise<Applied> {
  const message = await findReportedMessage(trx, provider, report);
  const kept = await repo.insertDeliveryReport(trx, {
    provider_id: provider.id,
    provider_message_id: report.providerMessageId,
    message_id: message?.id ?? null,
    account_id: message?.account_id ?? provider.account_id,
    status: report.status,
    delivered: report.delivered ? 1 : 0,
    reported_at: report.reportedAt,
  });
  if (!kept) return { outcome: 'duplicates' };
  if (!message) return { outcome: 'unmatched' };
  if (report.delivered === null) return { outcome: 'recorded' };
  const moved = await repo.finishMessage(trx, message.id, {
    delivered: report.delivered,
    status: report.status,
    at: report.reportedAt,
  });
  if (!moved) return { outcome: 'recorded' };
  await bumpCampaignStats(trx, {
    campaignId: message.campaign_id,
    accountId: message.account_id,
    at: report.reportedAt,
    counts: report.delivered ? { delivered: 1 } : { undelivered: 1 },
  });
  const callId = await recordCallback(trx, {
    accountId: message.account_id,
    campaignId: message.campaign_id,
    type: 'DeliveryReport',
    eventKey: `dr:${message.id}:${report.status}`,
    occurredAt: report.reportedAt,
    cellphone: message.recipient,
    data: {
      messageId: message.id,
      to: message.recipient,
      status: report.status,
      delivered: report.delivered,
      reportedAt: report.reportedAt.toISOString(),
    },
  });
  return { outcome: 'applied', callId };
}

/**
 * Takes a provider's delivery-report webhook call: 401 unless the provider exists and the secret matches,
 * 400 for a body that is not the provider's, otherwise the call's reports applied in one transaction (the
 * provider, proven by its secret, is kept briefly per instance as for inbound replies).
 */
export async function receiveDeliveryReports(
  db: Db,
  input: { providerId: string; request: WebhookRequest; body: unknown; log: Logger; receivedAt?: Date },
): Promise<DeliveryReportsAnswer> {
  const verified = await findVerifiedProvider(db, input.providerId, input.request);
  if (!verified) throw webhookRefused();
  const provider = { id: verified.id, account_id: verified.accountId };

  let reports: DeliveryReport[];
  try {
    reports = parseDeliveryReports(input.body, input.receivedAt);
  } catch (error) {
    if (error instanceof WebhookBodyError) throw badRequest(error.message);
    throw error;
  }
  return applyDeliveryReports(db, provider, reports, input.log);
}

/**
 * Applies reports a provider's webhook brought, once the provider is proven (BulkSMS by its secret, Twilio
 * by its signature): in one transaction, callbacks dispatched after the commit.
 */
export async function applyDeliveryReports(
  db: Db,
  provider: { id: number; account_id: number },
  reports: DeliveryReport[],
  log: Logger,
): Promise<DeliveryReportsAnswer> {
  const answer: DeliveryReportsAnswer = {
    received: reports.length,
    applied: 0,
    recorded: 0,
    duplicates: 0,
    unmatched: 0,
  };
  if (!reports.length) return answer;
  const applied = await withDeadlockRetry(() =>
    db.transaction().execute(async (trx) => {
      const done: Applied[] = [];
      for (const report of reports) done.push(await applyReport(trx, provider, report));
      return done;
    }),
  );
  for (const { outcome } of applied) answer[outcome] += 1;
  await dispatchCallbacks(
    applied.map((a) => a.callId ?? null),
    log,
  );
  return answer;
}
