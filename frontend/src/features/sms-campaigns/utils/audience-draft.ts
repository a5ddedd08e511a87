import {
  audienceFieldsSchema,
  audienceIssues,
  type Audience,
  type AudienceFields,
} from '@contracts/campaigns/campaign-audience.schemas';
import { CAMPAIGN_TIME_ZONE_BASE } from '@contracts/campaigns/campaigns.schemas';
import type { Validation } from '@/lib/form-errors';
import { fieldErrorsOf } from '@/lib/form-errors';

/** The Audience and schedule form as typed (numbers as text until they are checked). */
export type AudienceDraft = {
  includeListIds: number[];
  excludeListIds: number[];
  scheduleDays: number[];
  dailySendStartTime: string;
  dailySendFinishTime: string;
  timeZone: string;
  startDate: string;
  finishDate: string;
  recycleCampaignDays: string;
  restPeriodDays: string;
};

/** Today on the South African clock, YYYY-MM-DD. */
export function todayInSouthAfrica(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CAMPAIGN_TIME_ZONE_BASE }).format(now);
}

/** A saved step to edit, or the defaults a marketer expects: weekdays 08:00–17:00 SAST from today. */
export function audienceDraftOf(saved: Audience | null, now = new Date()): AudienceDraft {
  return {
    includeListIds: saved?.includeListIds ?? [],
    excludeListIds: saved?.excludeListIds ?? [],
    scheduleDays: saved?.scheduleDays ?? [1, 2, 3, 4, 5],
    dailySendStartTime: saved?.dailySendStartTime ?? '08:00',
    dailySendFinishTime: saved?.dailySendFinishTime ?? '17:00',
    timeZone: saved?.timeZone ?? CAMPAIGN_TIME_ZONE_BASE,
    startDate: saved?.startDate ?? todayInSouthAfrica(now),
    finishDate: saved?.finishDate ?? '',
    recycleCampaignDays: saved?.recycleCampaignDays?.toString() ?? '7',
    restPeriodDays: saved?.restPeriodDays?.toString() ?? '7',
  };
}

const wholeNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The draft as the API takes it, checked with the shared rules (recycle and rest days for Long Running). */
export function validateAudience(draft: AudienceDraft, longRunning: boolean): Validation<AudienceFields> {
  const parsed = audienceFieldsSchema.safeParse({
    ...draft,
    finishDate: draft.finishDate || null,
    recycleCampaignDays: longRunning ? wholeNumber(draft.recycleCampaignDays) : null,
    restPeriodDays: longRunning ? wholeNumber(draft.restPeriodDays) : null,
  });
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const issues = audienceIssues(parsed.data, longRunning);
  if (!issues.length) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return { ok: false, errors };
}
