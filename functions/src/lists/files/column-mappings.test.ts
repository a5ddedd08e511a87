import { describe, expect, it } from 'vitest';
import { guessColumnMappings } from './column-mappings';
import { matchHeader } from './header-synonyms';
import { readRows } from './read-rows';
import { bufferFile } from './test-files';

describe('matchHeader', () => {
  it.each([
    ['Cell', 'Cellphone'],
    ['Mobile Number', 'Cellphone'],
    ['MSISDN', 'Cellphone'],
    ['Phone', 'Cellphone'],
    ['Alternative Number', 'AltContactNumber'],
    ['Alt. cell', 'AltContactNumber'],
    ['Name', 'FirstName'],
    ['First name', 'FirstName'],
    ['Surname', 'LastName'],
    ['LAST_NAME', 'LastName'],
    ['E-mail', 'Email'],
    ['Email address', 'Email'],
    ['ID Number', 'IDNumber'],
    ['Identity', 'IDNumber'],
    ['DOB', 'DateOfBirth'],
    ['Date of Birth', 'DateOfBirth'],
    ['Sex', 'Gender'],
    ['Race', 'Race'],
    ['Monthly income', 'Income'],
    ['Postal code', 'PostalCode'],
    ['ZIP', 'PostalCode'],
    ['Province', 'Region'],
    ['State', 'Region'],
    ['Marital status', 'MaritalStatus'],
    ['Opt-in', 'OptIn'],
    ['Custom 3', 'Custom3'],
  ])('%s → %s', (header, fieldType) => {
    expect(matchHeader(header)?.fieldType).toBe(fieldType);
  });

  it('does not read field names into unrelated headers', () => {
    expect(matchHeader('Customer ID')).toBeNull();
    expect(matchHeader('Company name')).toBeNull();
    expect(matchHeader('')).toBeNull();
  });
});

describe('guessColumnMappings', () => {
  it('maps by header first, then by values, never giving a field to two columns', async () => {
    const csv = [
      'Mobile,Name,Name,Col4,Col5,Col6,Col7,Phone,Notes',
      '082 123 4567,Thandi,Sipho,thandi@example.co.za,8001015009087,1980-01-01,+27831234567,0841234567,hi',
      '0821234568,Lindiwe,Zola,lindiwe@example.co.za,8506155000084,1985-06-15,0831234568,0841234568,',
    ].join('\n');
    const mappings = await guessColumnMappings(readRows(bufferFile('a.csv', csv)), 0, 'za');
    expect(mappings.map((m) => m.fieldType)).toEqual([
      'Cellphone',
      'FirstName',
      null,
      'Email',
      'IDNumber',
      'DateOfBirth',
      null,
      'AltContactNumber',
      null,
    ]);
    expect(mappings[0]).toEqual({ index: 0, name: 'Mobile', value: '082 123 4567', fieldType: 'Cellphone' });
  });

  it('judges phone numbers for the list country and samples from the start row', async () => {
    const rows = [
      ['A', 'B'],
      ['header again', 'x'],
      ['2025550123', 'y'],
      ['2025550124', 'z'],
    ];
    const us = await guessColumnMappings(rows, 1, 'US');
    expect(us[0]).toMatchObject({ value: '2025550123', fieldType: 'Cellphone' });
    const za = await guessColumnMappings(rows, 1, 'ZA');
    expect(za[0]?.fieldType).toBeNull();
  });

  it('refuses a start row past the end and a header-only file', async () => {
    await expect(guessColumnMappings([['A'], ['1']], 5, 'ZA')).rejects.toMatchObject({
      code: 'startRowOutOfRange',
    });
    await expect(guessColumnMappings([['A']], 0, 'ZA')).rejects.toMatchObject({ code: 'noContacts' });
  });
});
