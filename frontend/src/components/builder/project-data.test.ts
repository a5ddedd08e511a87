import { describe, expect, it } from 'vitest';
import { htmlHasScripts, pageDocument, parseProjectData } from './project-data';

describe('parseProjectData', () => {
  it('drops script components, component scripts, on* attributes and javascript: urls', () => {
    const project = {
      assets: [],
      styles: [],
      pages: [
        {
          frames: [
            {
              component: {
                type: 'wrapper',
                components: [
                  {
                    tagName: 'h1',
                    attributes: { id: 'a', onclick: 'steal()' },
                    components: [{ type: 'textnode', content: 'Hi' }],
                  },
                  { type: 'script', content: 'alert(1)' },
                  {
                    tagName: 'a',
                    attributes: { href: 'javascript:alert(1)', title: 'ok' },
                    script: 'alert(2)',
                  },
                  { tagName: 'div', components: [{ tagName: 'SCRIPT', attributes: { src: '/x.js' } }] },
                ],
              },
            },
          ],
        },
      ],
    };
    const cleaned = JSON.stringify(parseProjectData(JSON.stringify(project)));
    expect(cleaned).not.toMatch(/alert|steal|script|x\.js/i);
    expect(cleaned).toContain('"title":"ok"');
    expect(cleaned).toContain('"content":"Hi"');
  });

  it('answers null for missing or malformed json', () => {
    expect(parseProjectData(null)).toBeNull();
    expect(parseProjectData('{nope')).toBeNull();
    expect(parseProjectData('{"a":1}')).toBeNull();
  });
});

describe('pageDocument', () => {
  it('writes a whole document with the css in a <style> and the escaped page title', () => {
    const doc = pageDocument('Win <big>', '<body><p>x</p></body>', '.a{color:red}');
    expect(doc).toMatch(/^<!doctype html>/);
    expect(doc).toContain('<title>Win &lt;big&gt;</title>');
    expect(doc).toContain('<style>.a{color:red}</style>');
    expect(doc).toContain('<body><p>x</p></body>');
    expect(pageDocument('t', '<p>y</p>', '')).toContain('<body><p>y</p></body>');
  });

  it('finds scripts in imported html', () => {
    expect(htmlHasScripts('<p>x</p><script src="a.js"></script>')).toBe(true);
    expect(htmlHasScripts('<p>no scripts</p>')).toBe(false);
  });
});
