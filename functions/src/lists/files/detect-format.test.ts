import { describe, expect, it } from 'vitest';
import { detectFormat, extensionOf } from './detect-format';

const text = (value: string) => Buffer.from(value);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
const local = (name: string) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name)]);
};

describe('detectFormat', () => {
  it('tells CSV, workbook and zip apart by content and name', () => {
    expect(detectFormat(text('Cell,Name\n'), 'list.csv')).toBe('csv');
    expect(detectFormat(text('PK,Name\n'), 'list.csv')).toBe('csv');
    expect(detectFormat(text('Cell\n'), 'list')).toBe('csv');
    expect(detectFormat(local('[Content_Types].xml'), 'list.xlsx')).toBe('xlsx');
    expect(detectFormat(local('[Content_Types].xml'), 'list')).toBe('xlsx');
    expect(detectFormat(local('xl/workbook.xml'), 'list.xls')).toBe('xlsx');
    expect(detectFormat(local('contacts.csv'), 'list.zip')).toBe('zip');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'a.csv', 'empty'],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n'), 'a.csv', 'notSpreadsheet'],
    [
      'a PNG named .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      'a.csv',
      'notSpreadsheet',
    ],
    ['binary with NUL bytes', Buffer.from([0x41, 0, 0x42, 0x43]), 'a.csv', 'notSpreadsheet'],
    ['a Word document', local('[Content_Types].xml'), 'a.docx', 'notSpreadsheet'],
    ['an HTML page', text('<html><body>hi</body></html>'), 'a.csv', 'notSpreadsheet'],
    ['an old .xls workbook', OLE2, 'a.xls', 'oldExcel'],
    ['an HTML table saved as .xls', text('\uFEFF <table><tr><td>1</td></tr></table>'), 'a.xls', 'oldExcel'],
    ['a password-protected .xlsx', OLE2, 'a.xlsx', 'passwordProtected'],
    ['text named .zip', text('Cell\n'), 'a.zip', 'corruptZip'],
  ])('refuses %s', (_label, head, name, code) => {
    expect(() => detectFormat(head, name)).toThrow(expect.objectContaining({ code }));
  });

  it('reads the extension from the last path segment', () => {
    expect(extensionOf('C:\\Users\\me\\List.CSV')).toBe('csv');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
  });
});
