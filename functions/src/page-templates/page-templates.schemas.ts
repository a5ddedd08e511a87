import { z } from 'zod';

/** Spec 3 §3 Template: one entry of the Pick a Template dialog. */
export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A path on the SPA's own origin (frontend/public/page-templates/{id}.png). */
  thumbnailUrl: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListSchema = z.array(templateSummarySchema);

/** GET /api/pages/templates/{id}: the content the editor starts from (the design's "template content" call). */
export const templateContentSchema = z.object({
  id: z.string(),
  name: z.string(),
  html: z.string(),
  css: z.string(),
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** Template ids are short slugs; anything else is not a template (404, never a file path). */
export const templateIdPathSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/) });
