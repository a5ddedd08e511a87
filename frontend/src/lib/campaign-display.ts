// How campaign lists show their fields (spec 1 §2.1, spec 2 §2.10): shared by SMS and e-mail campaigns.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  CAMPAIGN_STATUS,
  CAMPAIGN_TIME_ZONE_BASE,
  CAMPAIGN_TYPE,
  type CampaignStatus,
} from '@contracts/campaigns/campaigns.schemas';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How the base time zone (Africa/Johannesburg) is labelled. */
export const SAST = 'SAST';
export const NOT_APPLICABLE = 'N/A';
export const NONE_SELECTED = 'None selected';
export const NO_DAYS_SELECTED = 'No days selected';
export const SPREAD_EQUALLY = 'Spread Equally';

/** Abbreviations of ISO weekdays 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_ABBREVIATIONS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 'Mon, Tue, Fri' for ISO weekday numbers, or 'No days selected'. */
export function scheduleDaysText(days: readonly number[]): string {
  const names = [...days]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_ABBREVIATIONS[day - 1])
    .filter((name): name is (typeof WEEKDAY_ABBREVIATIONS)[number] => name !== undefined);
  return names.length > 0 ? names.join(', ') : NO_DAYS_SELECTED;
}

/** A stored UTC date shown in South African time as 'YYYY-MM-DD HH:mm', or 'None selected'. */
export function sastDateText(iso: string | null): string {
  if (!iso) return NONE_SELECTED;
  const date = dayjs.utc(iso);
  return date.isValid() ? date.tz(CAMPAIGN_TIME_ZONE_BASE).format('YYYY-MM-DD HH:mm') : NONE_SELECTED;
}

/** The provider column: the provider's name, or 'Spread Equally' when no provider is selected. */
export const providerText = (providerName: string | null): string => providerName || SPREAD_EQUALLY;

/** The billing (spread type) column. */
export function billingText(reverseBilled: boolean | null): string {
  if (reverseBilled === null) return NOT_APPLICABLE;
  return reverseBilled ? 'Reverse Billed' : 'Standard';
}

/** Send and receive status: On when above 0. */
export const onOffText = (value: number): 'On' | 'Off' => (value > 0 ? 'On' : 'Off');

export type StatusLabel = {
  text: string;
  color: 'success' | 'info' | 'primary' | 'default' | 'warning';
};

const STATUS_LABELS: Partial<Record<CampaignStatus, StatusLabel>> = {
  [CAMPAIGN_STATUS.Active]: { text: 'Active', color: 'success' },
  [CAMPAIGN_STATUS.Queued]: { text: 'Queued', color: 'info' },
  [CAMPAIGN_STATUS.Sending]: { text: 'Sending', color: 'primary' },
  [CAMPAIGN_STATUS.Dormant]: { text: 'Dormant', color: 'default' },
  [CAMPAIGN_STATUS.BuildingSegment]: { text: 'Building Segment', color: 'warning' },
};

/** The status label; Completed (and any unknown status) has none. */
export const statusLabelOf = (status: number): StatusLabel | undefined =>
  STATUS_LABELS[status as CampaignStatus];

const TYPE_LABELS: Record<number, string> = {
  [CAMPAIGN_TYPE.Simple]: 'Simple',
  [CAMPAIGN_TYPE.LongRunning]: 'Long Running',
  [CAMPAIGN_TYPE.Transactional]: 'Transactional',
};

export const campaignTypeText = (type: number): string => TYPE_LABELS[type] ?? 'Unknown type';

/** 'UTC+2', 'UTC+5:30', 'UTC-5', 'UTC' for an offset in minutes. */
export function utcOffsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

export type CampaignTime = {
  /** 'HH:mm' in the campaign's time zone (the stored South African time when they are the same). */
  time: string;
  /** The stored time, 'HH:mm SAST'. */
  sast: string;
  /** The zone offset when the time was converted, e.g. 'UTC+4'; undefined for South African time. */
  offset?: string;
};

/**
 * A daily send time stored in South African time ('HH:mm'), in the campaign's time zone: converted
 * (on the given day, for daylight saving) with its UTC offset when the zones differ.
 */
export function campaignTime(hhmm: string, timeZone: string, now: Date = new Date()): CampaignTime {
  const sast = `${hhmm} ${SAST}`;
  if (!timeZone || timeZone === CAMPAIGN_TIME_ZONE_BASE || !/^\d{1,2}:\d{2}$/.test(hhmm)) {
    return { time: hhmm, sast };
  }
  try {
    const day = dayjs(now).tz(CAMPAIGN_TIME_ZONE_BASE).format('YYYY-MM-DD');
    const local = dayjs.tz(`${day} ${hhmm.padStart(5, '0')}`, CAMPAIGN_TIME_ZONE_BASE).tz(timeZone);
    if (!local.isValid()) return { time: hhmm, sast };
    return { time: local.format('HH:mm'), sast, offset: utcOffsetText(local.utcOffset()) };
  } catch {
    // An unknown time zone name: show the stored time as it is.
    return { time: hhmm, sast };
  }
}
