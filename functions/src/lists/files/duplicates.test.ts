import { describe, expect, it } from 'vitest';
import { countDuplicates } from './duplicates';
import { bufferFile, excelJsWorkbook } from './test-files';

describe('countDuplicates', () => {
  it('compares phone numbers in E.164 and counts invalid ones apart', async () => {
    const csv = [
      'Cell,Name',
      '0821234567,a',
      '+27 82 123 4567,b',
      '27821234567,c',
      '(082) 123-4567,d',
      '0831234567,e',
      'not a number,f',
      '123,g',
      ',h',
      '0831234567,i',
    ].join('\n');
    expect(await countDuplicates(bufferFile('a.csv', csv), 0, 0, 'ZA')).toEqual({
      duplicates: 4,
      total: 9,
      invalid: 3,
    });
    expect(await countDuplicates(bufferFile('a.csv', csv), 4, 0, 'ZA')).toEqual({
      duplicates: 1,
      total: 5,
      invalid: 3,
    });
  });

  it('compares other keys as trimmed text, ignoring case', async () => {
    const csv = 'Email\nA@x.com\n a@X.com \nb@x.com\n\n';
    expect(await countDuplicates(bufferFile('a.csv', csv), 0, 0)).toEqual({
      duplicates: 1,
      total: 3,
      invalid: 0,
    });
  });

  it('reads numeric phone cells of a workbook', async () => {
    const workbook = await excelJsWorkbook([['Cell'], [27821234567], [821234567], ['082 123 4567']]);
    expect(await countDuplicates(bufferFile('a.xlsx', workbook), 0, 0, 'ZA')).toEqual({
      duplicates: 2,
      total: 3,
      invalid: 0,
    });
  });

  it('refuses a key column outside the file and a start row past the end', async () => {
    await expect(countDuplicates(bufferFile('a.csv', 'A,B\n1,2\n'), 0, 2, 'ZA')).rejects.toMatchObject({
      code: 'keyColumnOutOfRange',
    });
    await expect(countDuplicates(bufferFile('a.csv', 'A,B\n1,2\n'), 1, 0, 'ZA')).rejects.toMatchObject({
      code: 'startRowOutOfRange',
    });
  });
});
