import { describe, expect, it } from 'vitest';
import { CsvRowCounter, CsvRowParser } from './csv-parse';
import { countRows, readRows } from './read-rows';
import { all, bufferFile, streamInput } from './test-files';

const rowsOf = (name: string, data: Buffer | string) => all(readRows(bufferFile(name, data)));

describe('CSV rows', () => {
  it('drops a UTF-8 byte-order mark and trims values', async () => {
    expect(await rowsOf('a.csv', '\uFEFFCellphone , Name\n 0821234567 ,  Thandi \n')).toEqual([
      ['Cellphone', 'Name'],
      ['0821234567', 'Thandi'],
    ]);
  });

  it('keeps newlines and delimiters inside quoted values', async () => {
    const rows = await rowsOf(
      'a.csv',
      'Name,Address,Cell\r\n"Nkosi, T","12 Main Rd\r\nCape Town",0821234567\r\n',
    );
    expect(rows).toEqual([
      ['Name', 'Address', 'Cell'],
      ['Nkosi, T', '12 Main Rd\nCape Town', '0821234567'],
    ]);
  });

  it.each([
    [';', 'Name;Cell\nA;1\nB;2\n'],
    ['tab', 'Name\tCell\nA\t1\nB\t2\n'],
    ['|', 'Name|Cell\nA|1\nB|2\n'],
    ['sep= line', 'sep=;\nName;Cell\nA;1\nB;2\n'],
  ])('detects the %s separator', async (_label, text) => {
    expect(await rowsOf('a.csv', text)).toEqual([
      ['Name', 'Cell'],
      ['A', '1'],
      ['B', '2'],
    ]);
  });

  it('skips blank lines, lines of only separators and white space', async () => {
    const text = '\n\nName,Cell\n\n , \nA,1\r\n\r\n,,\n\tB , 2\n\n';
    expect(await rowsOf('a.csv', text)).toEqual([
      ['Name', 'Cell'],
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(await countRows(bufferFile('a.csv', text))).toBe(3);
  });

  it('reads Windows-1252 text (Excel on Windows) and UTF-16 with a byte-order mark', async () => {
    const latin = Buffer.concat([Buffer.from('Name\nJos'), Buffer.from([0xe9]), Buffer.from('\n')]);
    expect(await rowsOf('a.csv', latin)).toEqual([['Name'], ['José']]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tCell\r\nZoë\t082\r\n', 'utf16le'),
    ]);
    expect(await rowsOf('a.txt', utf16)).toEqual([
      ['Name', 'Cell'],
      ['Zoë', '082'],
    ]);
  });

  it('reads a stream given once, without reopening it', async () => {
    expect(await all(readRows(streamInput('a.csv', 'Cell\n0821234567\n')))).toEqual([
      ['Cell'],
      ['0821234567'],
    ]);
  });

  it('keeps rows whole across chunk boundaries', async () => {
    const parser = new CsvRowParser(',');
    const text = 'a,"b\nc",d\ne,f,g\n';
    const rows = [...text].flatMap((char) => parser.push(char));
    expect([...rows, ...parser.end()]).toEqual([
      ['a', 'b\nc', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  it('refuses a row longer than 1 MB (an unclosed quote, or not a CSV file)', async () => {
    const text = 'Name\n"' + 'x'.repeat(1_100_000) + '\n';
    await expect(rowsOf('a.csv', text)).rejects.toMatchObject({ code: 'rowTooLong' });
  });
});

describe('CSV row counter', () => {
  const alphabet = ['a', ' ', '"', '"', ',', ';', '\n', '\n', 'b', '\t'];
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('agrees with the row parser on random text, each split at different points', () => {
    const next = random(42);
    for (let round = 0; round < 3000; round++) {
      const length = Math.floor(next() * 60);
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      const parser = new CsvRowParser(',');
      const counter = new CsvRowCounter(',');
      let rows = 0;
      for (let at = 0; at < text.length;) {
        const step = 1 + Math.floor(next() * 12);
        rows += parser.push(text.slice(at, at + step)).length;
        at += step;
      }
      rows += parser.end().length;
      for (let at = 0; at < text.length;) {
        const step = 1 + Math.floor(next() * 20);
        counter.push(text.slice(at, at + step));
        at += step;
      }
      expect({ text, count: counter.end() }).toEqual({ text, count: rows });
    }
  });
});
