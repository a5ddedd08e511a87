import { z } from 'zod';

/** GET /api/user/settings */
export const userSettingsSchema = z.object({
  allowInternationalisation: z.boolean(),
  defaultCountryIso3166: z.string().length(2),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** GET /api/settings (account settings) */
export const accountSettingsSchema = z.object({
  limitDownloads: z.boolean(),
  apiHost: z.string(),
  smsShortUrlHost: z.string(),
  /** Whether each opt-out gets one confirmation SMS (on by default; optout-confirmations/). */
  optoutConfirmation: z.boolean(),
  /** Who the account's marketing messages are from (the setting, else the account's name). */
  senderName: z.string(),
  /** The line the SMS editor appends to a marketing message: "{senderName}: Reply STOP to opt out". */
  optoutLine: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PUT /api/settings/optout-confirmation */
export const optoutConfirmationSchema = z.object({ enabled: z.boolean() });
export type OptoutConfirmationSetting = z.infer<typeof optoutConfirmationSchema>;

/** GET /api/settings/public: page-level settings for the footer, readable before sign-in. */
export const publicSettingsSchema = z.object({
  companyName: z.string(),
  corporateName: z.string(),
  corporateUrl: z.string(),
  supportEmail: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string(),
  releaseVersion: z.string(),
  developmentVersion: z.boolean(),
  /** The chat popup of routes flagged showChatbot: null unless a chat service is configured. */
  chat: z
    .object({ provider: z.literal('crisp'), websiteId: z.string().min(1), clientUrl: z.string().url() })
    .nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/country */
export const countrySchema = z.object({ iso3166Code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const SENDER_NAME_TEXTS = {
  required: 'Enter the name your messages say they are from.',
  tooLong: 'The sender name can be at most 40 characters.',
} as const;

/** PUT /api/settings/sender-name: who the account's marketing messages say they are from. */
export const senderNameBodySchema = z.object({
  senderName: z
    .string({ error: SENDER_NAME_TEXTS.required })
    .trim()
    .min(1, SENDER_NAME_TEXTS.required)
    .max(40, SENDER_NAME_TEXTS.tooLong),
});
export type SenderNameBody = z.infer<typeof senderNameBodySchema>;
