/*
 * Page content is untrusted: the stored project json is read back into the builder, which runs inside the SPA's
 * origin. The builder never executes page scripts (its html parser drops <script> and on* attributes); these
 * helpers do the same for project data loaded as json, which does not pass through that parser.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const UNSAFE_VALUE = /^\s*(javascript|vbscript|data:text\/html)/i;

function isScriptComponent(component: JsonObject): boolean {
  const type = typeof component.type === 'string' ? component.type.toLowerCase() : '';
  const tag = typeof component.tagName === 'string' ? component.tagName.toLowerCase() : '';
  return type === 'script' || tag === 'script';
}

function cleanAttributes(attributes: Json | undefined): Json | undefined {
  if (!isObject(attributes)) return attributes;
  const kept: JsonObject = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (/^on/i.test(name)) continue;
    if (typeof value === 'string' && UNSAFE_VALUE.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

function cleanComponent(component: JsonObject): JsonObject {
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(component)) {
    // A component's own script (GrapesJS runs it in the canvas) and its props are dropped.
    if (key === 'script' || key === 'script-props' || key === 'script-export') continue;
    if (key === 'attributes') {
      const attributes = cleanAttributes(value);
      if (attributes !== undefined) kept[key] = attributes;
    } else if (key === 'components' && Array.isArray(value)) {
      kept[key] = cleanComponents(value);
    } else if (key === 'components' && isObject(value)) {
      kept[key] = isScriptComponent(value) ? [] : cleanComponent(value);
    } else {
      kept[key] = deepClean(value);
    }
  }
  return kept;
}

const cleanComponents = (components: Json[]): Json[] =>
  components
    .filter((c) => !(isObject(c) && isScriptComponent(c)))
    .map((c) => (isObject(c) ? cleanComponent(c) : c));

function deepClean(value: Json): Json {
  if (Array.isArray(value)) return value.map(deepClean);
  if (!isObject(value)) return value;
  // Anything with a type or tagName is a component; the pages' frames hold them under `component`.
  if ('type' in value || 'tagName' in value || 'components' in value) return cleanComponent(value);
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, deepClean(v)]));
}

/** Parses stored project json and removes every script from it; null when it is not a GrapesJS project. */
export function parseProjectData(json: string | null): JsonObject | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(data as Json) || !Array.isArray((data as JsonObject).pages)) return null;
  return deepClean(data as Json) as JsonObject;
}

/** True when stored html carries scripts (an imported page): the builder shows the page without them. */
export const htmlHasScripts = (html: string | null): boolean => !!html && /<script[\s>]/i.test(html);

/** The stored page html: a whole document with the page's css in a <style> in its head. */
export function pageDocument(title: string, bodyHtml: string, css: string): string {
  const escapedTitle = title.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
  const body = /^\s*<body[\s>]/i.test(bodyHtml) ? bodyHtml : `<body>${bodyHtml}</body>`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapedTitle}</title>`,
    `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    '</head>',
    body,
    '</html>',
  ].join('\n');
}
