import { withDeadlockRetry } from '../platform/db/deadlock-retry';
import type { Db } from '../platform/db/database';
import { errorFields, type Logger } from '../platform/log';
import { bumpCampaignStats } from '../sending/campaign-stats.repository';
import * as repo from './clicks.repository';
import { previewReason, type ClickRequest } from './link-previews';
import { redirectTarget } from './redirect-target';
import { isShortCode } from './short-code';

export type ShortLinkOutcome =
  { kind: 'redirect'; location: string; counted: boolean } | { kind: 'not-found' };

/**
 * Follows a short link: the message's click URL, and the click counted unless a preview fetcher or bot
 * asked. A malformed code is refused before any database read. Codes never expire.
 */
export async function followShortLink(
  db: Db,
  code: string,
  request: ClickRequest,
  log: Logger,
  now = new Date(),
): Promise<ShortLinkOutcome> {
  if (!isShortCode(code)) return { kind: 'not-found' };
  const message = await repo.findMessageByShortCode(db, code);
  const location = redirectTarget(message?.click_url ?? null);
  if (!message || !location) return { kind: 'not-found' };
  if (previewReason(request) !== null) return { kind: 'redirect', location, counted: false };
  try {
    await withDeadlockRetry(() => countClick(db, message, location, now));
  } catch (error) {
    // The person still reaches the page; a click we could not count is logged, not shown to them.
    log.error('click not recorded', { messageId: message.id, ...errorFields(error) });
    return { kind: 'redirect', location, counted: false };
  }
  return { kind: 'redirect', location, counted: true };
}

/** One transaction: the message's click row and the campaign's hourly clicks and unique clicks. */
function countClick(db: Db, message: repo.ShortLinkMessage, url: string, at: Date) {
  return db.transaction().execute(async (trx) => {
    const { first } = await repo.recordClick(trx, {
      messageId: Number(message.id),
      accountId: message.account_id,
      campaignId: message.campaign_id,
      recipient: message.recipient,
      url,
      at,
    });
    await bumpCampaignStats(trx, {
      campaignId: message.campaign_id,
      accountId: message.account_id,
      at,
      counts: { clicks: 1, unique_clicks: first ? 1 : 0 },
    });
  });
}
