import { z } from 'zod';

/** Path of the user-administration routes that act on one user. */
export const userIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'User id must be a number' })
    .int('User id must be a whole number')
    .positive('User id must be a positive number'),
});
