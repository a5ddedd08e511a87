import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { apiError, conflict, notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { errorFields } from '../platform/log';
import { tenantScopeFor } from '../platform/tenancy';
import { isEmailSuppressed } from './email-suppression.repository';
import { queueSends } from './email-send-queue';
import * as repo from './email-sends.repository';
import { fromDomainProblem } from './sending-domains.service';
import type { SendTestResponse } from './email-sending.schemas';

export const SUPPRESSED_TEST_TEXT =
  'This address unsubscribed, bounced or complained, so your account may not e-mail it. Send the test to another address.';

/**
 * POST /api/email/campaigns/{id}/send-test: one e-mail of the campaign to `email` through the same pipeline
 * as its rounds (the send queue, the worker, SES), written as a test send (is_test 1). Another account's
 * campaign is 404; a suppressed address is refused; a campaign without a from address, subject or content
 * cannot be tested.
 */
export async function sendTest(
  db: Db,
  auth: Pick<AuthContext, 'accountId'>,
  campaignId: number,
  email: string,
  log: Logger,
): Promise<SendTestResponse> {
  const scope = tenantScopeFor(auth.accountId);
  const campaign = await repo.findCampaignForTest(db, scope, campaignId);
  if (!campaign) throw notFound('The campaign');
  if (!campaign.from_email || !campaign.subject?.trim() || !campaign.body_html?.trim())
    throw conflict('Give the campaign a from address, a subject and content before sending a test.');
  // The from domain is checked again at every send: it may have been removed since the campaign was saved.
  const fromProblem = await fromDomainProblem(db, campaign.account_id, campaign.from_email);
  if (fromProblem) throw conflict(fromProblem);
  const address = email.trim().toLowerCase();
  if (await isEmailSuppressed(db, campaign.account_id, address))
    throw apiError(422, 'RECIPIENT_SUPPRESSED', SUPPRESSED_TEST_TEXT);
  const at = new Date();
  const sendId = await repo.insertTestSend(db, {
    accountId: campaign.account_id,
    campaignId: campaign.id,
    listContactId: await repo.findAudienceContact(db, campaign.id, address),
    email: address,
    at,
  });
  try {
    await queueSends(db, [{ id: sendId, delaySeconds: 0 }], log);
  } catch (error) {
    // Written: the sweep queues it.
    log.warn('test send not queued; the sweep will', { sendId, ...errorFields(error) });
  }
  return { sendId, status: 'Queued', email: address };
}
