import { z } from 'zod';
import { phoneHistoryQuerySchema } from './sms-history.schemas';

// The consent record of a number (issue 28 part 6): how each of the account's ways of holding the number came
// about, and what stops marketing to it. Suppressions win over any consent: a number on the account's opt-out
// list or the DMA opt-out list gets no marketing, whatever the imports and forms say.

/** Imported into a list by a user who ticked "permission to contact" (every SMS import requires it). */
export const importConsentSchema = z.object({
  kind: z.literal('Import'),
  listId: z.number(),
  listName: z.string(),
  /** File, MySql (a database source) or EngagedSubscribers; null: added to the list without an import. */
  source: z.string().nullable(),
  /** The file name or database source the row came from. */
  sourceName: z.string().nullable(),
  /** Who ticked "permission to contact" and started the import (null: the user was removed). */
  importedBy: z.string().nullable(),
  /** When the import was started, the box ticked. */
  consentedAt: z.string(),
  addedAt: z.string(),
});

/** Given on a landing page's form: the page, when, from where and with which browser, and the text shown. */
export const formConsentSchema = z.object({
  kind: z.literal('LandingPage'),
  pageId: z.number(),
  pageName: z.string(),
  consentedAt: z.string(),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  consentText: z.string(),
  /** The form's own opt-out box was ticked. */
  optedOut: z.boolean(),
});

export type ImportConsent = z.infer<typeof importConsentSchema>;
export type FormConsent = z.infer<typeof formConsentSchema>;

/** Sent to through the partner API (transactional): no marketing consent. */
export const partnerSendSchema = z.object({
  kind: z.literal('PartnerSend'),
  campaignId: z.number(),
  campaignName: z.string(),
  messages: z.number(),
  firstAt: z.string(),
  lastAt: z.string(),
});

export const consentEntrySchema = z.discriminatedUnion('kind', [
  importConsentSchema,
  formConsentSchema,
  partnerSendSchema,
]);
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** GET /api/sms/history/phone/consent?cellphone= (and &download=true: the same as a JSON file). */
export const consentRecordSchema = z.object({
  cellphone: z.string(),
  /** What stops marketing whatever the consent: the account's opt-out list and the DMA opt-out list. */
  optedOutAt: z.string().nullable(),
  dmaOptedOutAt: z.string().nullable(),
  /** True only with a marketing consent (an import or a form) and no opt-out of either kind. */
  marketingAllowed: z.boolean(),
  /** In one sentence, why marketing is or is not allowed. */
  verdict: z.string(),
  entries: z.array(consentEntrySchema),
  exportedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const CONSENT_VERDICTS = {
  optedOut: 'Opted out: no marketing, whatever consent was given (the opt-out wins).',
  dma: 'On the DMA opt-out list: no marketing, whatever consent was given (the DMA list wins).',
  consented: 'Marketing consent on record, and no opt-out.',
  noConsent: 'No marketing consent on record: only transactional messages.',
} as const;

/** ?cellphone= as typed (the account's default country applies), &download=true for a file. */
export const consentQuerySchema = phoneHistoryQuerySchema.extend({
  download: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
