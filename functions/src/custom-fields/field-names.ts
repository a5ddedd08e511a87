import { isSystemFieldName } from './system-fields';

export const FIELD_NAME_MAX = 100;

/**
 * The name a field created from a label gets (the list import's "create a custom field", and migration
 * 0023's backfill): every run of characters other than letters, digits and underscores becomes one
 * underscore, leading and trailing underscores dropped ("First name!" → "First_name"); "field" when nothing
 * is left. Then made unique among `taken` (compared ignoring case) and never a system field's name, with a
 * numeric suffix (City, City_2, City_3 …).
 */
export function nameFromLabel(label: string, taken: Iterable<string>): string {
  const base =
    label
      .replace(/[^A-Za-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, FIELD_NAME_MAX - 4) || 'field';
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  const free = (name: string) => !used.has(name.toLowerCase()) && !isSystemFieldName(name);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) if (free(`${base}_${n}`)) return `${base}_${n}`;
}
