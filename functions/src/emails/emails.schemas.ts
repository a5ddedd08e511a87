import { z } from 'zod';

export const emailStatusSchema = z.enum(['Queued', 'Sending', 'Sent', 'Failed']);

/** An e-mail as the API shows it. */
export const emailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  createdDate: z.string(),
  sentDate: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type Email = z.infer<typeof emailSchema>;

export const emailIdPathSchema = z.object({
  emailId: z.coerce
    .number({ error: 'E-mail id must be a number' })
    .int('E-mail id must be a whole number')
    .positive('E-mail id must be a positive number'),
});

/** The message on the e-mail queue: an id, never the content. */
export const emailQueueMessageSchema = z.object({ emailId: z.number().int().positive() });
export type EmailQueueMessage = z.infer<typeof emailQueueMessageSchema>;
