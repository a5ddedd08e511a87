// Opt-out confirmation (issue 28 part 4): after a number opts out, one SMS saying "You will receive no more
// messages from {sender}." when the account's setting is on (the default). It goes through the send pipeline
// as a message of the campaign the opt-out answered (its providers, retries and delivery reports), source
// OptoutConfirmation: the send worker exempts it from the opt-out it confirms and from nothing else (a number
// on the DMA opt-out list gets none). At most one per number per South African day per account
// (sms_optout_confirmations' primary key). An opt-out that answers none of our campaigns gets none: without a
// campaign there is no provider to send through.
import { senderNameOf } from '../accounts/sender-name';
import type { DbOrTrx } from '../platform/db/database';
import { countSms } from '../platform/sms/sms-segments';
import { localPartsOf } from '../platform/time/zoned-time';
import { bumpCampaignStats } from '../sending/campaign-stats.repository';
import { insertMessage, suppressionOf } from '../sending/sending.repository';
import {
  claimConfirmationDay,
  findConfirmationSettings,
  recordConfirmationMessage,
} from './optout-confirmations.repository';

const E164 = /^\+[1-9]\d{6,14}$/;

export const confirmationText = (sender: string) => `You will receive no more messages from ${sender}.`;

export interface ConfirmedOptout {
  accountId: number;
  cellphone: string;
  /** The campaign the opt-out answered; null: none (no confirmation). */
  campaignId: number | null;
}

/**
 * Writes the confirmation of an opt-out in the caller's transaction (the one that records the opt-out), and
 * answers its message id for the caller to queue after the commit, or null when none is due: the setting
 * is off, no campaign, already confirmed today, or the number is on the DMA opt-out list.
 */
export async function writeOptoutConfirmation(trx: DbOrTrx, optout: ConfirmedOptout): Promise<number | null> {
  if (optout.campaignId === null || !E164.test(optout.cellphone)) return null;
  const account = await findConfirmationSettings(trx, optout.accountId);
  if (!account || account.optout_confirmation !== 1) return null;
  if ((await suppressionOf(trx, optout.accountId, optout.cellphone, { exceptOptouts: true })) !== null)
    return null;
  const now = new Date();
  const day = localPartsOf(now, 'Africa/Johannesburg').date;
  if (!(await claimConfirmationDay(trx, optout.accountId, optout.cellphone, day))) return null;
  // The sender is the account's sender name (Settings › Sender name), else its name.
  const body = confirmationText(senderNameOf(account));
  const count = countSms(body);
  const messageId = await insertMessage(trx, {
    accountId: optout.accountId,
    campaignId: optout.campaignId,
    campaignMessageId: null,
    apiKeyId: null,
    source: 'OptoutConfirmation',
    idempotencyKey: null,
    recipient: optout.cellphone,
    body,
    segments: count.parts,
    encoding: count.encoding === 'GSM-7' ? 'GSM7' : 'UCS2',
    shortCode: null,
    clickUrl: null,
    status: 'Queued',
    suppression: null,
    createdAt: now,
  });
  await bumpCampaignStats(trx, {
    campaignId: optout.campaignId,
    accountId: optout.accountId,
    at: now,
    counts: { queued: 1 },
  });
  await recordConfirmationMessage(trx, optout.accountId, optout.cellphone, day, messageId);
  return messageId;
}
