import { describe, expect, it } from 'vitest';
import { readRows } from './read-rows';
import { all, bufferFile, excelJsWorkbook, zeroBomb, zeros, zipOf } from './test-files';
import { topRows } from './top-rows';

const csv = 'Cellphone,Name\n0821234567,Thandi\n';

describe('zipped uploads', () => {
  it('reads the one CSV inside, ignoring folders and macOS extras', async () => {
    const zip = await zipOf([
      { name: 'export/', data: '' },
      { name: 'export/contacts.csv', data: csv },
      { name: '__MACOSX/export/._contacts.csv', data: 'junk' },
      { name: 'export/.DS_Store', data: 'junk' },
    ]);
    expect(await all(readRows(bufferFile('list.zip', zip)))).toEqual([
      ['Cellphone', 'Name'],
      ['0821234567', 'Thandi'],
    ]);
  });

  it('reads a streamed (data-descriptor) entry, stored or deflated, and a workbook inside a zip', async () => {
    for (const compress of [true, false]) {
      const zip = await zipOf([{ name: 'c.csv', data: zeros(0), compress }]);
      await expect(all(readRows(bufferFile('a.zip', zip)))).rejects.toMatchObject({ code: 'empty' });
    }
    const workbook = await excelJsWorkbook([['Cell'], ['0821234567']]);
    const zip = await zipOf([{ name: 'list.xlsx', data: workbook }]);
    expect(await all(readRows(bufferFile('a.zip', zip)))).toEqual([['Cell'], ['0821234567']]);
    expect(await all(readRows(bufferFile('a.zip', zip, true)))).toEqual([['Cell'], ['0821234567']]);
  });

  it.each([
    [
      'several files',
      [
        { name: 'a.csv', data: csv },
        { name: 'b.csv', data: csv },
      ],
      'zipFileCount',
    ],
    ['no files', [{ name: 'empty/', data: '' }], 'zipFileCount'],
    ['a file that is not a list', [{ name: 'photo.jpg', data: 'x' }], 'zipFileCount'],
    ['a nested zip', [{ name: 'inner.zip', data: 'PK' }], 'nestedZip'],
    ['a zip disguised as a CSV', [{ name: 'inner.csv', data: 'PK\x03\x04' + 'x'.repeat(40) }], 'nestedZip'],
  ])('refuses a zip with %s', async (_label, entries, code) => {
    const zip = await zipOf(entries);
    await expect(topRows(bufferFile('list.zip', zip))).rejects.toMatchObject({ code });
  });

  it('refuses a zip bomb: 200 MB of zeros compressed to a few hundred KB', async () => {
    const zip = zeroBomb('contacts.csv', 200);
    expect(zip.length).toBeLessThan(1024 * 1024);
    await expect(topRows(bufferFile('list.zip', zip))).rejects.toMatchObject({ code: 'unzippedTooLarge' });
  });

  it('stops a bomb whose header understates its size while it streams', async () => {
    const lying = zeroBomb('contacts.csv', 200, 1000);
    await expect(topRows(bufferFile('list.zip', lying))).rejects.toMatchObject({ code: 'corruptZip' });
  });

  it('reads a well-formed zip built the same way as the bombs', async () => {
    const zip = zeroBomb('contacts.csv', 1);
    await expect(topRows(bufferFile('list.zip', zip))).rejects.toMatchObject({ code: 'notSpreadsheet' });
  });

  it('refuses a damaged or password-protected zip', async () => {
    const zip = await zipOf([{ name: 'contacts.csv', data: csv }]);
    await expect(topRows(bufferFile('list.zip', zip.subarray(0, zip.length - 30)))).rejects.toMatchObject({
      code: 'corruptZip',
    });
    const locked = Buffer.from(zip);
    const central = locked.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    locked.writeUInt16LE(locked.readUInt16LE(central + 8) | 1, central + 8);
    await expect(topRows(bufferFile('list.zip', locked))).rejects.toMatchObject({
      code: 'passwordProtected',
    });
  });
});
