import { describe, expect, it } from 'vitest';
import { excelSerialToIso } from './excel-date';
import { formatNumber } from './xlsx-cell';
import { classifyFormat } from './xlsx-styles';
import { isSaIdNumber, luhnValid } from './sa-id-number';
import { decodeXml } from './xml-text';
import { attribute } from './xml-scanner';

describe('Excel values', () => {
  it('turns serial dates into ISO dates in both date systems', () => {
    expect(excelSerialToIso(1, 'date', false)).toBe('1900-01-01');
    expect(excelSerialToIso(61, 'date', false)).toBe('1900-03-01');
    expect(excelSerialToIso(45000, 'date', false)).toBe('2023-03-15');
    expect(excelSerialToIso(45000.75, 'datetime', false)).toBe('2023-03-15 18:00:00');
    expect(excelSerialToIso(0.5, 'time', false)).toBe('12:00:00');
    expect(excelSerialToIso(0, 'date', true)).toBe('1904-01-01');
    expect(excelSerialToIso(-1, 'date', false)).toBeNull();
  });

  it('writes numbers as Excel shows them, whole numbers without exponent or decimals', () => {
    expect(formatNumber(27821234567)).toBe('27821234567');
    expect(formatNumber(2.7821234567e10)).toBe('27821234567');
    expect(formatNumber(8001015009087)).toBe('8001015009087');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0)).toBe('0');
  });

  it('classifies number formats', () => {
    expect(classifyFormat('yyyy-mm-dd')).toEqual({ kind: 'date' });
    expect(classifyFormat('[$-409]d-mmm-yy;@')).toEqual({ kind: 'date' });
    expect(classifyFormat('h:mm:ss')).toEqual({ kind: 'time' });
    expect(classifyFormat('[h]:mm')).toEqual({ kind: 'time' });
    expect(classifyFormat('mm:ss')).toEqual({ kind: 'time' });
    expect(classifyFormat('dd/mm/yyyy hh:mm')).toEqual({ kind: 'datetime' });
    expect(classifyFormat('0000000000')).toEqual({ kind: 'padded', width: 10 });
    expect(classifyFormat('#,##0.00 "days"')).toEqual({ kind: 'plain' });
    expect(classifyFormat('General')).toEqual({ kind: 'plain' });
    expect(classifyFormat('0.00E+00')).toEqual({ kind: 'plain' });
  });

  it('decodes XML text and attributes without expanding anything else', () => {
    expect(decodeXml('a &amp; b &lt;c&gt; &#65;&#x42; &unknown; &')).toBe('a & b <c> AB &unknown; &');
    expect(attribute('<c r="A1" s=\'2\' t="s">', 's')).toBe('2');
    expect(attribute('<sheet r:id="rId1" id="x">', 'id')).toBe('rId1');
    expect(attribute('<c sr="B2" r="A1">', 'r')).toBe('A1');
  });

  it('checks South African ID numbers', () => {
    expect(isSaIdNumber('8001015009087')).toBe(true);
    expect(isSaIdNumber('8001015009088')).toBe(false);
    expect(isSaIdNumber('8013015009087')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });
});
