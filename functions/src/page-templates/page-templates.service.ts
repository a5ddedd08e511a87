import { notFound } from '../platform/http/errors';
import type { TemplateContent, TemplateSummary } from './page-templates.schemas';
import { PAGE_TEMPLATES } from './templates';

/** Where the SPA serves a template's thumbnail (committed PNGs in frontend/public/page-templates/). */
export const thumbnailUrl = (id: string): string => `/page-templates/${id}.png`;

/** GET /api/pages/templates: every template shipped (the same for every account). */
export function listTemplates(): TemplateSummary[] {
  return PAGE_TEMPLATES.map(({ id, name }) => ({ id, name, thumbnailUrl: thumbnailUrl(id) }));
}

/** GET /api/pages/templates/{id}: a template's html and css; 404 for an unknown id. */
export function getTemplate(id: string): TemplateContent {
  const template = PAGE_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw notFound('The template');
  return { id: template.id, name: template.name, html: template.html, css: template.css };
}
