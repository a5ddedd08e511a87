import { z } from 'zod';

// The e-mail sending contract shared with the SPA: the campaign editor's test send and the sending domains
// card on Settings.

export const emailCampaignIdPathSchema = z.object({
  id: z.coerce.number({ error: 'The campaign id must be a number.' }).int().positive(),
});

export const sendTestRequestSchema = z.object({
  email: z
    .string({ error: 'Type an e-mail address.' })
    .trim()
    .min(1, 'Type an e-mail address.')
    .max(254, 'An e-mail address has at most 254 characters.')
    .email('Type a valid e-mail address, e.g. name@example.com.'),
});
export type SendTestRequest = z.infer<typeof sendTestRequestSchema>;

export const sendTestResponseSchema = z.object({
  sendId: z.number().int(),
  status: z.literal('Queued'),
  email: z.string(),
});
export type SendTestResponse = z.infer<typeof sendTestResponseSchema>;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export const sendingDomainSchema = z
  .string({ error: 'Type a domain, e.g. mail.example.com.' })
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/\.$/, ''))
  .refine(
    (d) => DOMAIN.test(d),
    'Type a domain name such as example.com or mail.example.com (no @, no http://).',
  );

export const addSendingDomainRequestSchema = z.object({ domain: sendingDomainSchema });
export type AddSendingDomainRequest = z.input<typeof addSendingDomainRequestSchema>;

export const sendingDomainPathSchema = z.object({ domain: sendingDomainSchema });

export const sendingDomainStatusSchema = z.enum(['Pending', 'Verified', 'Failed']);

export const sendingDomainRowSchema = z.object({
  domain: z.string(),
  status: sendingDomainStatusSchema,
  createdDate: z.string(),
  verifiedDate: z.string().nullable(),
  /** DNS records to publish while Pending (DKIM CNAMEs). */
  dnsRecords: z.array(z.object({ type: z.literal('CNAME'), name: z.string(), value: z.string() })),
});
export type SendingDomainRow = z.infer<typeof sendingDomainRowSchema>;

export const sendingDomainListSchema = z.object({ rows: z.array(sendingDomainRowSchema) });
export type SendingDomainList = z.infer<typeof sendingDomainListSchema>;
