import { describe, expect, it } from 'vitest';
import { countRows, readRows } from './read-rows';
import { all, bufferFile, excelJsWorkbook, handmadeWorkbook, streamInput, zipOf } from './test-files';
import { topRows } from './top-rows';

describe('Excel rows', () => {
  it('reads a workbook written by exceljs: strings, numeric phones, dates, blank rows; first sheet only', async () => {
    const workbook = await excelJsWorkbook(
      [
        ['Cellphone', 'Name', 'Date of birth', 'Score'],
        [27821234567, 'Thandi', new Date(Date.UTC(1985, 6, 14)), 0.1 + 0.2],
        [],
        [null, null, null, null],
        [821234567, ' Sipho ', new Date(Date.UTC(2001, 0, 2)), 1e21],
      ],
      { 2: 'yyyy-mm-dd' },
    );
    const rows = await all(readRows(bufferFile('list.xlsx', workbook)));
    expect(rows).toEqual([
      ['Cellphone', 'Name', 'Date of birth', 'Score'],
      ['27821234567', 'Thandi', '1985-07-14', '0.3'],
      ['821234567', 'Sipho', '2001-01-02', '1e+21'],
    ]);
    expect(await countRows(bufferFile('list.xlsx', workbook))).toBe(3);
  });

  it('reads a workbook laid out as Excel writes it, with prefixes, inline and rich text, formats', async () => {
    const workbook = await handmadeWorkbook({
      prefix: 'x',
      sharedStrings: [
        '<x:t>Cell</x:t>',
        '<x:r><x:t>Na</x:t></x:r><x:r><x:t xml:space="preserve">me</x:t></x:r>',
        '<x:t>Line_x000D_two &amp; more</x:t>',
        '<x:t>  </x:t>',
      ],
      numFmts:
        '<x:numFmts><x:numFmt numFmtId="164" formatCode="0000000000"/><x:numFmt numFmtId="165" formatCode="dd/mm/yyyy;@"/></x:numFmts>',
      cellXfs:
        '<x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="165"/><x:xf numFmtId="14"/><x:xf numFmtId="22"/>',
      sheetData:
        '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="D1" t="inlineStr"><x:is><x:t>Born</x:t></x:is></x:c></x:row>' +
        '<x:row r="2"><x:c r="A2" s="1"><x:v>821234567</x:v></x:c><x:c r="B2" t="s"><x:v>2</x:v></x:c><x:c r="C2" t="b"><x:v>1</x:v></x:c><x:c r="D2" s="2"><x:v>31061</x:v></x:c></x:row>' +
        '<x:row r="3"><x:c r="A3" t="s"><x:v>3</x:v></x:c><x:c r="B3" s="1"/></x:row>' +
        '<!-- a comment --><x:row r="9"><x:c r="A9" t="str"><x:f>A2&amp;""</x:f><x:v>2.7821234567E10</x:v></x:c><x:c r="D9" s="4"><x:v>31061.5</x:v></x:c></x:row>',
    });
    expect(await all(readRows(bufferFile('list.xlsx', workbook)))).toEqual([
      ['Cell', 'Name', '', 'Born'],
      ['0821234567', 'Line\rtwo & more', 'TRUE', '1985-01-14'],
      ['2.7821234567E10', '', '', '1985-01-14 12:00:00'],
    ]);
  });

  it('reads dates in the 1904 date system', async () => {
    const workbook = await handmadeWorkbook({
      date1904: true,
      cellXfs: '<xf numFmtId="0"/><xf numFmtId="14"/>',
      sheetData: '<row><c><v>1</v></c></row><row><c s="1"><v>29599</v></c></row>',
    });
    expect(await all(readRows(bufferFile('a.xlsx', workbook)))).toEqual([['1'], ['1985-01-14']]);
  });

  it('gives the same preview from memory, from ranged reads and from a stream given once', async () => {
    const workbook = await excelJsWorkbook([['Cell'], ['0821234567'], ['0831234567']]);
    const expected = { header: { values: ['Cell'] }, totalRowsCount: 2 };
    expect(await topRows(bufferFile('a.xlsx', workbook))).toMatchObject(expected);
    expect(await topRows(bufferFile('a.xlsx', workbook, true))).toMatchObject(expected);
    expect(await topRows(streamInput('a.xlsx', workbook))).toMatchObject(expected);
  });

  it('refuses a corrupt workbook', async () => {
    const workbook = await excelJsWorkbook([['Cell'], ['0821234567']]);
    await expect(topRows(bufferFile('a.xlsx', workbook.subarray(0, 2000)))).rejects.toMatchObject({
      code: 'corruptExcel',
    });
    const noWorkbook = await zipOf([{ name: '[Content_Types].xml', data: '<Types/>' }]);
    await expect(topRows(bufferFile('a.xlsx', noWorkbook))).rejects.toMatchObject({ code: 'corruptExcel' });
    const doctype = await handmadeWorkbook({
      sheetData: '<!DOCTYPE x [<!ENTITY a "b">]><row><c><v>1</v></c></row>',
    });
    await expect(topRows(bufferFile('a.xlsx', doctype))).rejects.toMatchObject({ code: 'corruptExcel' });
  });

  it('refuses a sheet with more than 1,000 columns', async () => {
    const workbook = await handmadeWorkbook({ sheetData: '<row><c r="ZZZ1"><v>1</v></c></row>' });
    await expect(topRows(bufferFile('a.xlsx', workbook))).rejects.toMatchObject({ code: 'tooManyColumns' });
  });
});
