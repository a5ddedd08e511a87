import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula } from './csv-cell';
import { csvChunks } from './csv-lines';

describe('neutraliseFormula', () => {
  it.each([
    ['=cmd|"/C calc"!A0', `'=cmd|"/C calc"!A0`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@x', "'@x"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
  ])('prefixes %j with a quote', (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each(['Thandi', '27821234567', 'a=b', 'x+1', ' =leading space', "'already", ''])(
    'leaves %j alone',
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );
});

describe('csvCell and csvLine', () => {
  it('quotes commas, quotes and line breaks, and empties null and undefined', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
  });

  it('neutralises before quoting, so a formula with a comma stays one defused cell', () => {
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell('\r\n=1')).toBe(`"'\r\n=1"`);
  });

  it('writes lines that a CSV parser reads back as the defused values', () => {
    const values = ['=cmd', '+1', '-2', '@x', 'plain, with comma', 'quote "q"', 'multi\r\nline', null];
    const line = csvLine(values);
    expect(line.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(line.slice(0, -2)).data[0];
    expect(parsed).toEqual([
      "'=cmd",
      "'+1",
      "'-2",
      "'@x",
      'plain, with comma',
      'quote "q"',
      'multi\r\nline',
      '',
    ]);
  });
});

describe('csvChunks', () => {
  async function* rows(count: number) {
    for (let i = 0; i < count; i++) yield [`+2782${String(i).padStart(7, '0')}`, `Name ${i}`];
  }

  it('writes the header, every row once, counts them, and hands on large chunks', async () => {
    const counter = { rows: 0 };
    const chunks: string[] = [];
    for await (const chunk of csvChunks({ header: ['Cellphone', 'Name'], rows: rows(10_000) }, counter))
      chunks.push(chunk);
    expect(counter.rows).toBe(10_000);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThan(20);
    const lines = chunks.join('').split('\r\n');
    expect(lines[0]).toBe('Cellphone,Name');
    expect(lines[1]).toBe("'+27820000000,Name 0");
    expect(lines).toHaveLength(10_002);
    expect(lines.at(-1)).toBe('');
  });

  it('starts with a byte order mark only when asked, and writes a header-only file for no rows', async () => {
    const read = async (bom: boolean) => {
      let text = '';
      for await (const chunk of csvChunks({ header: ['A'], rows: rows(0), byteOrderMark: bom }))
        text += chunk;
      return text;
    };
    expect(await read(true)).toBe('\uFEFFA\r\n');
    expect(await read(false)).toBe('A\r\n');
  });
});
