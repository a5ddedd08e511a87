import { describe, expect, it } from 'vitest';
import { MAX_LIST_ROWS, MAX_UPLOAD_BYTES } from './limits';
import { bufferFile, csvLines, generatedFile } from './test-files';
import { assertWithinRowLimit, topRows } from './top-rows';

const phone = (i: number) => `08${String(20_000_000 + i).padStart(8, '0')}`;

describe('topRows', () => {
  it('answers the header, the first 10 rows padded to the widest row, and the data-row count', async () => {
    const text =
      'Cell,Name\n' +
      Array.from({ length: 25 }, (_, i) => `${phone(i)},Name ${i}${i === 3 ? ',extra' : ''}`).join('\n');
    const top = await topRows(bufferFile('a.csv', text));
    expect(top.header.values).toEqual(['Cell', 'Name', '']);
    expect(top.rows).toHaveLength(10);
    expect(top.rows[0]?.values).toEqual([phone(0), 'Name 0', '']);
    expect(top.rows[3]?.values).toEqual([phone(3), 'Name 3', 'extra']);
    expect(top).toMatchObject({ totalRowsCount: 25, listTooBig: false, maxRowCount: 500_000 });
  });

  it('accepts exactly 500,000 data rows', async () => {
    const file = generatedFile('big.csv', () =>
      csvLines('Cell,Name', MAX_LIST_ROWS, (i) => `${phone(i)},N${i}`),
    );
    expect(await topRows(file)).toMatchObject({ totalRowsCount: 500_000, listTooBig: false });
  });

  it('flags 500,001 data rows as too big for a list, and the import refuses them', async () => {
    const file = generatedFile('big.csv', () =>
      csvLines('Cell,Name', MAX_LIST_ROWS + 1, (i) => `${phone(i)},N${i}`),
    );
    const top = await topRows(file);
    expect(top).toMatchObject({ totalRowsCount: 500_001, listTooBig: true, maxRowCount: 500_000 });
    expect(() => assertWithinRowLimit(top.totalRowsCount)).toThrow(
      'The file has 500,001 rows, more than the 500,000 a list can hold.',
    );
    expect(() => assertWithinRowLimit(500_000)).not.toThrow();
  });

  it('refuses a header-only file, an empty file and one of blank lines', async () => {
    await expect(topRows(bufferFile('a.csv', 'Cellphone,Name\r\n\r\n'))).rejects.toMatchObject({
      code: 'noContacts',
      message: 'The file has a header row but no contacts.',
    });
    await expect(topRows(bufferFile('a.csv', ''))).rejects.toMatchObject({ message: 'The file is empty.' });
    await expect(topRows(bufferFile('a.csv', '\uFEFF\n \n,,\n'))).rejects.toMatchObject({ code: 'empty' });
  });

  it('refuses a file over 100 MB, by its size or while reading it', async () => {
    const sized = { ...bufferFile('a.csv', 'Cell\n1\n'), size: MAX_UPLOAD_BYTES + 1 };
    await expect(topRows(sized)).rejects.toMatchObject({
      code: 'tooLarge',
      message: 'The file is bigger than 100 MB.',
    });
    const line = `${'0821234567,Somebody,Someone,someone@example.com'.padEnd(99, ' ')}\n`;
    const unsized = generatedFile('a.csv', function* () {
      const block = line.repeat(10_000);
      for (let i = 0; i <= MAX_UPLOAD_BYTES / block.length; i++) yield block;
    });
    await expect(topRows(unsized)).rejects.toMatchObject({ code: 'tooLarge' });
  });
});
