import { previewReason, type ClickRequest } from '../clicks/link-previews';
import type { Db } from '../platform/db/database';
import { errorFields, type Logger } from '../platform/log';
import { hitRateWindow } from '../platform/rate/rate-windows.repository';
import { ENGAGEMENT_TYPE } from './email-sending.table';
import { suppressEmail } from './email-suppression.repository';
import * as repo from './email-sends.repository';
import { clickDestination, isSignedLink, isTrackingToken } from './tracking-links';

// The public tracking endpoints' logic: opens, clicks, unsubscribes and conversions, per send token.
// Link-preview fetchers, bots and prefetches (the SMS click filter, functions/src/clicks/link-previews.ts)
// still get the pixel or the redirect, but are never counted. A client (address) past its budget is served
// the same way without being counted; unsubscribing past it is refused (429).

/** Tracking hits one client address may have counted in a minute. */
export const CLIENT_HITS_PER_MINUTE = 600;

export interface TrackingRequest extends ClickRequest {
  clientIp: string | null;
}

async function withinBudget(db: Db, r: TrackingRequest, now: Date): Promise<boolean> {
  const minute = Math.floor(now.getTime() / 60_000) * 60;
  return (
    (await hitRateWindow(db, `email-track:${r.clientIp ?? 'unknown'}`, minute)) <= CLIENT_HITS_PER_MINUTE
  );
}

/** Counts one engagement (and the send's first time); test sends keep their first times only. */
async function engage(db: Db, send: repo.TrackedSend, type: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!send.is_test) await repo.recordEngagement(trx, send, type, now);
    if (type === ENGAGEMENT_TYPE.Opens) await repo.markFirst(trx, send.id, 'first_opened_at', now);
    if (type === ENGAGEMENT_TYPE.Clicks) {
      await repo.markFirst(trx, send.id, 'first_clicked_at', now);
      // A click is also an open (the pixel may have been blocked).
      await repo.markFirst(trx, send.id, 'first_opened_at', now);
    }
  });
}

/** The open pixel: counted for a person, never for a fetcher. Always answers the pixel. */
export async function recordOpen(db: Db, token: string, r: TrackingRequest, log: Logger, now = new Date()) {
  if (!isTrackingToken(token) || previewReason(r) !== null) return false;
  try {
    const send = await repo.findSendByToken(db, token);
    if (!send || !(await withinBudget(db, r, now))) return false;
    await engage(db, send, ENGAGEMENT_TYPE.Opens, now);
    return true;
  } catch (error) {
    log.error('open not recorded', errorFields(error));
    return false;
  }
}

export type ClickOutcome = { kind: 'redirect'; location: string; counted: boolean } | { kind: 'not-found' };

/**
 * A tracked link: redirects only to the URL the e-mail carried (its signature checks), with the token added
 * for the landing pages' origin; counted for a person.
 */
export async function followEmailClick(
  db: Db,
  token: string,
  url: string | null,
  signature: string | null,
  r: TrackingRequest,
  log: Logger,
  now = new Date(),
): Promise<ClickOutcome> {
  if (!isTrackingToken(token) || !url || !/^https?:\/\//i.test(url) || !isSignedLink(token, url, signature))
    return { kind: 'not-found' };
  const location = clickDestination(url, token);
  if (previewReason(r) !== null) return { kind: 'redirect', location, counted: false };
  try {
    const send = await repo.findSendByToken(db, token);
    if (!send || !(await withinBudget(db, r, now))) return { kind: 'redirect', location, counted: false };
    await engage(db, send, ENGAGEMENT_TYPE.Clicks, now);
    return { kind: 'redirect', location, counted: true };
  } catch (error) {
    log.error('click not recorded', errorFields(error));
    return { kind: 'redirect', location, counted: false };
  }
}

/** The send an unsubscribe link names, or null. */
export async function findUnsubscribeTarget(db: Db, token: string) {
  if (!isTrackingToken(token)) return null;
  return (await repo.findSendByToken(db, token)) ?? null;
}

export type UnsubscribeOutcome =
  { kind: 'unsubscribed'; email: string } | { kind: 'not-found' } | { kind: 'too-many' };

/** Suppresses the send's address for its account (idempotent: an address keeps its first reason). */
export async function unsubscribe(
  db: Db,
  token: string,
  r: TrackingRequest,
  log: Logger,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  const send = await findUnsubscribeTarget(db, token);
  if (!send) return { kind: 'not-found' };
  if (!(await withinBudget(db, r, now))) return { kind: 'too-many' };
  await suppressEmail(db, send.account_id, send.email, 'Unsubscribe', send.campaign_id);
  log.info('e-mail address unsubscribed', { campaignId: send.campaign_id, sendId: send.id });
  return { kind: 'unsubscribed', email: send.email };
}

/**
 * A landing page form submitted by a visitor who came through an e-mail click (the page's URL carried the
 * send's token): a Conversion for the send's campaign, when the page belongs to the send's account.
 */
export async function recordConversion(
  db: Db,
  token: string | null | undefined,
  pageAccountId: number,
  log: Logger,
  now = new Date(),
): Promise<boolean> {
  if (!isTrackingToken(token)) return false;
  try {
    const send = await repo.findSendByToken(db, token);
    if (!send || send.is_test || send.account_id !== pageAccountId) return false;
    await repo.recordEngagement(db, send, ENGAGEMENT_TYPE.Conversions, now);
    return true;
  } catch (error) {
    log.error('conversion not recorded', errorFields(error));
    return false;
  }
}
