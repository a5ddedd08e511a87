import { describe, expect, it } from 'vitest';
import { getTemplate, listTemplates } from './page-templates.service';

describe('page templates', () => {
  it('ships the blank one-column template first and at least four more, each with a thumbnail', () => {
    const templates = listTemplates();
    expect(templates[0]).toEqual({
      id: 'blank',
      name: 'Blank (one column)',
      thumbnailUrl: '/page-templates/blank.png',
    });
    expect(templates.length).toBeGreaterThanOrEqual(5);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
  });

  it('keeps every template 675 px wide, free of scripts, external resources and forms of its own', () => {
    for (const { id } of listTemplates()) {
      const { html, css } = getTemplate(id);
      expect(css).toContain('max-width: 675px');
      expect(html).not.toMatch(/<script|<form|\son\w+=/i);
      expect(`${html}${css}`).not.toMatch(/https?:\/\//);
      expect(html).toContain('data-form-slot');
    }
  });

  it('answers 404 for an unknown template', () => {
    expect(() => getTemplate('nope')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});
