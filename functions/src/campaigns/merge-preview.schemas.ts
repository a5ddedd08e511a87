import { z } from 'zod';

// The editors' merge-field helper (issue 31): the fields a message may use, one contact of the audience to
// preview with, and the longest value of each field over the audience (for the longest-case counter).

export const mergePreviewQuerySchema = z.object({
  /** Which contact of the audience (0: the first), in the order the lists hold them. */
  contact: z.coerce
    .number({ error: 'The contact must be a number.' })
    .int({ error: 'The contact must be a whole number.' })
    .min(0, { error: 'The contact must be 0 or more.' })
    .default(0),
});

export const mergeFieldOptionSchema = z.object({ name: z.string(), label: z.string() });

export const mergePreviewSchema = z.object({
  /** The fields, system fields first: what the editor's menu offers (each inserted as #NAME#). */
  fields: z.array(mergeFieldOptionSchema),
  /** Contacts on the audience lists (rows; a number on two lists counts twice). */
  contacts: z.number().int(),
  /** The contact previewed, or null when the audience has none (or it is a transactional campaign). */
  contact: z
    .object({
      position: z.number().int(),
      cellphone: z.string(),
      /** Values by upper-case field name. */
      values: z.record(z.string(), z.string().nullable()),
    })
    .nullable(),
  /** The longest value of each field over the audience, in characters, by upper-case field name. */
  maxLengths: z.record(z.string(), z.number().int()),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;
