import {
  emailCampaignSettingsSchema,
  type EmailCampaign,
  type EmailCampaignSettings,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import {
  categoryChoiceOf,
  emptyCategoryDraft,
  type CategoryDraft,
} from '@/components/campaigns/category-picker';
import type { ScheduleDraft } from '@/components/campaigns/schedule-fields';
import { validateWith, type Validation } from '@/lib/form-errors';

/** The editor's form as typed. */
export type SettingsDraft = ScheduleDraft & {
  name: string;
  category: CategoryDraft;
  fromName: string;
  fromEmail: string;
  replyTo: string;
  subject: string;
  preheader: string;
  includeListIds: number[];
  excludeListIds: number[];
};

export function settingsDraftOf(c: EmailCampaign): SettingsDraft {
  return {
    name: c.name,
    category: emptyCategoryDraft(c.category.id),
    fromName: c.fromName ?? '',
    fromEmail: c.fromEmail ?? '',
    replyTo: c.replyTo ?? '',
    subject: c.subject ?? '',
    preheader: c.preheader ?? '',
    includeListIds: c.includeListIds,
    excludeListIds: c.excludeListIds,
    scheduleDays: c.schedule.scheduleDays,
    dailySendStartTime: c.schedule.dailySendStartTime,
    dailySendFinishTime: c.schedule.dailySendFinishTime,
    timeZone: c.schedule.timeZone,
    startDate: c.schedule.startDate,
    finishDate: c.schedule.finishDate ?? '',
    recycleCampaignDays: String(c.schedule.recycleCampaignDays),
    restPeriodDays: String(c.schedule.restPeriodDays),
  };
}

const wholeNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The PUT body, checked with the shared contract (its messages keyed like the server's). */
export function validateSettings(draft: SettingsDraft): Validation<EmailCampaignSettings> {
  const body: EmailCampaignSettings = {
    name: draft.name,
    ...categoryChoiceOf(draft.category),
    fromName: draft.fromName,
    fromEmail: draft.fromEmail,
    replyTo: draft.replyTo,
    subject: draft.subject,
    preheader: draft.preheader,
    includeListIds: draft.includeListIds,
    excludeListIds: draft.excludeListIds,
    scheduleDays: draft.scheduleDays,
    dailySendStartTime: draft.dailySendStartTime,
    dailySendFinishTime: draft.dailySendFinishTime,
    timeZone: draft.timeZone,
    startDate: draft.startDate,
    finishDate: draft.finishDate || null,
    recycleCampaignDays: wholeNumber(draft.recycleCampaignDays),
    restPeriodDays: wholeNumber(draft.restPeriodDays),
  };
  const result = validateWith(emailCampaignSettingsSchema, body);
  return result.ok ? { ok: true, value: body } : result;
}
