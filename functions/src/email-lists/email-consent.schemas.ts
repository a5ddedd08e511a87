import { z } from 'zod';
import { formConsentSchema, importConsentSchema } from '../sms-history/consent-record.schemas';

// The consent record of an e-mail address (issue 28 part 6, the e-mail side of sms-history/consent-record):
// how the account came to hold the address (an e-mail list import, with the user who ticked "permission to
// contact", or a landing-page form) and what stops marketing e-mail to it. The account's e-mail suppressions
// (an unsubscribe, a hard bounce, a complaint, a manual entry) win over any consent.

export const emailConsentEntrySchema = z.discriminatedUnion('kind', [importConsentSchema, formConsentSchema]);
export type EmailConsentEntry = z.infer<typeof emailConsentEntrySchema>;

/** GET /api/email/contacts/consent?email= (and &download=true: the same as a JSON file). */
export const emailConsentRecordSchema = z.object({
  email: z.string(),
  /** The account's active suppression of the address, if any: it wins over any consent. */
  suppressedAt: z.string().nullable(),
  suppressionReason: z.enum(['Unsubscribe', 'Bounce', 'Complaint', 'Manual']).nullable(),
  /** True only with a marketing consent (an import or a form) and no active suppression. */
  marketingAllowed: z.boolean(),
  /** In one sentence, why marketing e-mail is or is not allowed. */
  verdict: z.string(),
  entries: z.array(emailConsentEntrySchema),
  exportedAt: z.string(),
});
export type EmailConsentRecord = z.infer<typeof emailConsentRecordSchema>;

export const EMAIL_CONSENT_VERDICTS = {
  Unsubscribe: 'Unsubscribed: no marketing e-mail, whatever consent was given (the unsubscribe wins).',
  Bounce: 'Suppressed after a hard bounce: no e-mail is sent to this address.',
  Complaint: 'Suppressed after a spam complaint: no marketing e-mail, whatever consent was given.',
  Manual: 'Suppressed by your account: no marketing e-mail, whatever consent was given.',
  consented: 'Marketing consent on record, and no suppression.',
  noConsent: 'No marketing consent on record.',
  invalidEmail: (typed: string) => `${typed} is not a valid e-mail address.`,
} as const;

/** ?email= as typed (trimmed, lower-cased as the lists keep it), &download=true for a file. */
export const emailConsentQuerySchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: (issue) => EMAIL_CONSENT_VERDICTS.invalidEmail(String(issue.input)) })),
  download: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
