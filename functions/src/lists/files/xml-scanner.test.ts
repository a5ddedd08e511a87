import { describe, expect, it } from 'vitest';
import type { RawCell } from './xlsx-cell';
import { columnOf, readCellTag } from './xlsx-sheet';
import { XmlScanner } from './xml-scanner';

function events(chunks: string[]): string[] {
  const out: string[] = [];
  const handler = {
    collecting: false,
    open(name: string, tag: string) {
      out.push(`<${name} ${tag}`);
      if (name === 't') handler.collecting = true;
    },
    close(name: string) {
      out.push(`</${name}`);
      if (name === 't') handler.collecting = false;
    },
    text(text: string) {
      out.push(`"${text}"`);
    },
  };
  const scanner = new XmlScanner(handler);
  for (const chunk of chunks) scanner.push(chunk);
  scanner.end();
  return out.reduce<string[]>((merged, event) => {
    const last = merged[merged.length - 1];
    if (event.startsWith('"') && last?.startsWith('"'))
      merged[merged.length - 1] = last.slice(0, -1) + event.slice(1);
    else merged.push(event);
    return merged;
  }, []);
}

describe('XmlScanner', () => {
  const doc =
    '<?xml version="1.0"?><x:sst xmlns:x="urn:x"><!-- note --><x:si><x:t a="1>2" b=\'q\'>A &amp; B</x:t>' +
    '<x:t><![CDATA[<raw> & ]]></x:t><x:t/></x:si></x:sst>';

  it('reports tags without prefixes, decoded text, CDATA, and ignores comments', () => {
    expect(events([doc])).toEqual([
      '<sst <x:sst xmlns:x="urn:x">',
      '<si <x:si>',
      '<t <x:t a="1>2" b=\'q\'>',
      '"A & B"',
      '</t',
      '<t <x:t>',
      '"<raw> & "',
      '</t',
      '<t <x:t/>',
      '</t',
      '</si',
      '</sst',
    ]);
  });

  it('gives the same events however the text is split', () => {
    expect(events([...doc])).toEqual(events([doc]));
    expect(events([doc.slice(0, 37), doc.slice(37, 90), doc.slice(90)])).toEqual(events([doc]));
  });

  it('refuses a document type declaration (no entity expansion)', () => {
    expect(() => events(['<!DOCTYPE lolz [<!ENTITY lol "lol">]><a/>'])).toThrow(
      expect.objectContaining({ code: 'corruptExcel' }),
    );
  });
});

describe('cell tags', () => {
  it('reads r, s and t whatever the quoting, spacing or prefix', () => {
    const cell: RawCell = { type: 'n', style: 0, raw: '' };
    expect(readCellTag('<x:c x:r = \'AB12\' s="3" t="s" cm="1">', cell)).toBe(27);
    expect(cell).toEqual({ type: 's', style: 3, raw: '' });
    expect(columnOf('A1')).toBe(0);
    expect(columnOf('XFD1048576')).toBe(16383);
    expect(columnOf(null)).toBe(-1);
  });
});
