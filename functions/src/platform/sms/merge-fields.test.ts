import { describe, expect, it } from 'vitest';
import { countSms } from './sms-segments';
import {
  cleanFieldValue,
  fillMergeFields,
  findMergeTokens,
  knownNames,
  longestCase,
  SYSTEM_MERGE_FIELDS,
  unknownFieldsWarning,
  unknownMergeFields,
} from './merge-fields';

const known = knownNames([...SYSTEM_MERGE_FIELDS, { name: 'Favourite_Store' }]);

describe('merge fields', () => {
  it('fills a field with the contact value, ignoring case', () => {
    expect(fillMergeFields('Hi #FIRSTNAME#, #firstname#!', { FIRSTNAME: 'Thandi' }, { known })).toBe(
      'Hi Thandi, Thandi!',
    );
  });

  it('uses the fallback when the contact has no value, and nothing without a fallback', () => {
    expect(fillMergeFields('Hi #FIRSTNAME|there#!', { FIRSTNAME: null }, { known })).toBe('Hi there!');
    expect(fillMergeFields('Hi #FIRSTNAME|there#!', { FIRSTNAME: '   ' }, { known })).toBe('Hi there!');
    expect(fillMergeFields('Hi #FIRSTNAME|there#!', { FIRSTNAME: 'Sipho' }, { known })).toBe('Hi Sipho!');
    expect(fillMergeFields('Hi #LASTNAME#!', {}, { known })).toBe('Hi !');
  });

  it('fills custom fields by name', () => {
    expect(fillMergeFields('At #favourite_store#', { FAVOURITE_STORE: 'Rosebank' }, { known })).toBe(
      'At Rosebank',
    );
  });

  it('keeps unknown fields and #CLICKURL# as typed', () => {
    const text = 'Code #SAVE20# at #CLICKURL# for #FIRSTNAME|you#';
    expect(fillMergeFields(text, { FIRSTNAME: 'Ann' }, { known })).toBe(
      'Code #SAVE20# at #CLICKURL# for Ann',
    );
    expect(findMergeTokens('#CLICKURL# #clickurl#')).toEqual([]);
    expect(unknownMergeFields(text, known)).toEqual(['SAVE20']);
  });

  it('says in plain words what an unknown field does', () => {
    expect(unknownFieldsWarning([])).toBeNull();
    expect(unknownFieldsWarning(['FRISTNAME'])).toBe(
      '#FRISTNAME# is not a field we know, so it will be sent exactly as typed. Pick a field from "Insert field" or fix the name.',
    );
    expect(unknownFieldsWarning(['A', 'B'])).toContain('#A#, #B# are not fields we know');
    expect(unknownFieldsWarning(['ORDERNO'], { transactional: true })).toBe(
      '#ORDERNO# is not a field of your contacts: the API send must give its value in "fields", or it is sent exactly as typed.',
    );
  });

  it('collapses line breaks and runs of spaces in values', () => {
    expect(cleanFieldValue('  Anne\r\nMarie \t Smith ', true)).toBe('Anne Marie Smith');
    expect(fillMergeFields('Hi #FIRSTNAME#.', { FIRSTNAME: 'A\nB' }, { known })).toBe('Hi A B.');
  });

  it('never lets a value switch a GSM-7 message to UCS-2', () => {
    const filled = fillMergeFields('Hi #FIRSTNAME#', { FIRSTNAME: 'Zoë’s Ángel 😀 Łukasz' }, { known });
    expect(filled).toBe("Hi Zoe's Angel Lukasz");
    expect(countSms(filled).encoding).toBe('GSM-7');
    // GSM-7 letters (é, ü, Ä) stay as they are
    expect(cleanFieldValue('Renée Müller Ärzte', true)).toBe('Renée Müller Ärzte');
  });

  it('keeps the characters of a value when the message is UCS-2 already', () => {
    expect(fillMergeFields('Привет #FIRSTNAME#', { FIRSTNAME: 'Łukasz 😀' }, { known })).toBe(
      'Привет Łukasz 😀',
    );
  });

  it('fits a fallback the same way', () => {
    expect(fillMergeFields('Hi #FIRSTNAME|friend\u2019s#', {}, { known })).toBe('Hi friend\u2019s');
  });

  it('escapes values for an HTML body, and only flattens them for e-mail', () => {
    const html = fillMergeFields(
      '<p>Hi #FIRSTNAME#</p>',
      { FIRSTNAME: '<b>Zoë 😀</b>' },
      { known, channel: 'email', escape: (s) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;') },
    );
    expect(html).toBe('<p>Hi &lt;b&gt;Zoë 😀&lt;/b&gt;</p>');
    // A fallback is the template's own text (already HTML in a body): not escaped again.
    expect(
      fillMergeFields('#FIRSTNAME|A &amp; B#', {}, { known, channel: 'email', escape: () => 'no' }),
    ).toBe('A &amp; B');
  });

  it('builds the longest case from the longest values or fallbacks', () => {
    const text = 'Hi #FIRSTNAME|there#, #LASTNAME|valued customer# #X#';
    expect(longestCase(text, { FIRSTNAME: 8, LASTNAME: 3 }, known)).toBe('Hi xxxxxxxx, valued customer #X#');
  });
});
