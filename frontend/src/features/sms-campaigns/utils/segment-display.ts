import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { CampaignSegment } from '@contracts/campaign-status/campaign-status.schemas';
import { CAMPAIGN_STATUS } from '@contracts/campaigns/campaigns.schemas';
import { countText } from '@/lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);

// The status page's Segment section: every time on the campaign's own clock, with the zone's name.

export const NO_WINDOW_LEFT = "No send window is left before the campaign's finish date.";
export const NO_BUILD_LEFT = "No segment build is left before the campaign's finish date.";
export const NOBODY_QUEUED = 'Nobody to send to in this segment: every candidate was left out.';
export const ALL_RELEASED = 'Every message of this segment was released to send.';
export const DORMANT_PENDING =
  'The campaign is Dormant: its pending messages are sent once it is made Active again.';

const at = (iso: string, timeZone: string) => dayjs.utc(iso).tz(timeZone);

/** 'Thursday, 3 Dec 2026, 09:00' on the zone's clock. */
export const zonedDateTimeText = (iso: string, timeZone: string): string =>
  at(iso, timeZone).format('dddd, D MMM YYYY, HH:mm');

/** 'Thursday, 3 Dec 2026' on the zone's clock. */
export const zonedDateText = (iso: string, timeZone: string): string =>
  at(iso, timeZone).format('dddd, D MMM YYYY');

/** 'Released to send 1 200 of 5 000'. */
export const releasedText = (s: Pick<CampaignSegment, 'released' | 'queued'>): string =>
  `Released to send ${countText(s.released)} of ${countText(s.queued)}`;

/** The share released, 0 to 100, rounded down (100 only when all of it was). */
export const releasedPercent = (s: Pick<CampaignSegment, 'released' | 'queued'>): number =>
  s.queued > 0 ? Math.min(100, Math.floor((s.released / s.queued) * 100)) : 0;

/**
 * 'Sending now, until 17:00 (Africa/Johannesburg)' while the window is open, else
 * 'Next send window: Thursday, 3 Dec 2026, 09:00–17:00 (Africa/Johannesburg)'.
 */
export function windowText(window: CampaignSegment['window'], timeZone: string): string {
  if (!window) return NO_WINDOW_LEFT;
  const closes = at(window.closesAt, timeZone).format('HH:mm');
  if (window.open) return `Sending now, until ${closes} (${timeZone})`;
  return `Next send window: ${zonedDateTimeText(window.opensAt, timeZone)}–${closes} (${timeZone})`;
}

/** 'Today is Freedom Day, a public holiday: nothing is sent today.' */
export const holidayText = (name: string): string =>
  `Today is ${name}, a public holiday: nothing is sent today.`;

/** 'Next segment build: Monday, 7 Dec 2026, 00:00 (Africa/Johannesburg)', or that none is left. */
export const nextBuildText = (nextBuildAt: string | null, timeZone: string): string =>
  nextBuildAt
    ? `Next segment build: ${zonedDateTimeText(nextBuildAt, timeZone)} (${timeZone})`
    : NO_BUILD_LEFT;

/**
 * Before a scheduled campaign's first segment: 'The segment is built on Monday, 7 Dec 2026
 * (Africa/Johannesburg).', 'The segment is being built.', or null when no build is due.
 */
export function segmentDueText(campaign: {
  status: number;
  timeZone: string;
  nextSegmentBuildAt: string | null;
}): string | null {
  if (campaign.status === CAMPAIGN_STATUS.BuildingSegment) return 'The segment is being built.';
  if (!campaign.nextSegmentBuildAt) return null;
  const day = zonedDateText(campaign.nextSegmentBuildAt, campaign.timeZone);
  const dormant = campaign.status === CAMPAIGN_STATUS.Dormant ? ' once the campaign is Active' : '';
  return `The segment is built on ${day} (${campaign.timeZone})${dormant}.`;
}
