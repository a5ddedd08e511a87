import { describe, expect, it } from 'vitest';
import { checkSubmission, isHoneypotFilled, type FormFieldRule } from './form-submission';
import { leadCallFor, redirectUrlWith } from './lead-action';
import { publicDocument } from './page-document';
import { escapeHtml, invalidSubmissionPage, messagePage } from './public-html';

const rule = (over: Partial<FormFieldRule>): FormFieldRule => ({
  key: 'FirstName',
  label: 'First Name',
  inputType: 'Text',
  systemFieldType: 'FirstName',
  customFieldId: null,
  listId: null,
  isRequired: false,
  saveToLead: true,
  dropdownOptions: [],
  ...over,
});

describe('checkSubmission', () => {
  const fields = [
    rule({ isRequired: true }),
    rule({ key: 'Cellphone', label: 'Cellphone Number', systemFieldType: 'Cellphone' }),
    rule({
      key: 'cf_4',
      label: 'Agree',
      inputType: 'Checkbox',
      systemFieldType: null,
      customFieldId: 4,
      isRequired: true,
    }),
  ];
  it('normalises the cellphone for the account country and stores a ticked box as Yes', () => {
    const out = checkSubmission(
      fields,
      new URLSearchParams('FirstName=+Ann+&Cellphone=082+555+0101&cf_4=on&x=1'),
      'ZA',
    );
    expect(out).toEqual({
      values: { FirstName: 'Ann', Cellphone: '+27825550101', cf_4: 'Yes' },
      cellphone: '+27825550101',
      email: null,
      errors: [],
    });
  });
  it('names each problem by its label', () => {
    const out = checkSubmission(fields, new URLSearchParams('Cellphone=0201234567'), 'NL');
    expect(out.errors).toEqual([
      'First Name is required.',
      'Cellphone Number must be a cellphone number valid in Netherlands.',
      'Agree must be ticked.',
    ]);
  });
  it('refuses values over 1,000 characters', () => {
    const out = checkSubmission([rule({})], new URLSearchParams({ FirstName: 'x'.repeat(1001) }), 'ZA');
    expect(out.errors).toEqual(['First Name is too long (at most 1,000 characters).']);
  });
  it('sees a filled honeypot', () => {
    expect(isHoneypotFilled(new URLSearchParams('website=x'))).toBe(true);
    expect(isHoneypotFilled(new URLSearchParams('website='))).toBe(false);
  });
});

describe('the lead call and the redirect', () => {
  const parameters = [
    { variableKey: 'FirstName', name: 'n', send: true, customValue: null },
    { variableKey: null, name: 'k', send: true, customValue: 'v' },
    { variableKey: 'Email', name: 'e', send: false, customValue: null },
  ];
  it('builds GET, JSON and form calls; DoNothing makes none', () => {
    const base = { type: 1 as const, postUrl: 'https://partner.test/l?a=1', parameters };
    expect(leadCallFor({ ...base, httpVerb: 0, contentType: null }, { FirstName: 'A B' })).toEqual({
      url: 'https://partner.test/l?a=1&n=A+B&k=v',
      method: 'GET',
      contentType: '',
      body: '',
    });
    expect(leadCallFor({ ...base, httpVerb: 1, contentType: 0 }, { FirstName: 'A' })!.body).toBe(
      '{"n":"A","k":"v"}',
    );
    expect(leadCallFor({ ...base, httpVerb: 1, contentType: 1 }, { FirstName: 'A' })!.body).toBe('n=A&k=v');
    expect(leadCallFor({ ...base, type: 0, httpVerb: 1, contentType: 1 }, {})).toBeNull();
  });
  it('URL-encodes the variables of a Redirect URL and leaves unknown ones', () => {
    expect(redirectUrlWith('https://x.test/?n=#FIRSTNAME#&o=#OTHER#', { FIRSTNAME: 'a&b c' })).toBe(
      'https://x.test/?n=a%26b%20c&o=#OTHER#',
    );
  });
});

describe('public html', () => {
  it('adds the base and versions asset references', () => {
    const out = publicDocument(
      '<html><head><link href="assets/a.css"></head><body style="background:url(assets/b%20c.png)"></body></html>',
      'https://pages.test/k/',
      7,
    );
    expect(out).toBe(
      '<html><head><base href="https://pages.test/k/"><link href="assets/a.css?v=7"></head><body style="background:url(assets/b%20c.png?v=7)"></body></html>',
    );
    expect(publicDocument('<p>hi</p>', 'https://pages.test/k/', 1)).toContain(
      '<head><meta charset="utf-8"><base href="https://pages.test/k/"></head><body><p>hi</p>',
    );
  });
  it('escapes messages and errors', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(messagePage('T<', '<script>x</script>')).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(invalidSubmissionPage('https://p.test/k"', ['<i>'])).toContain('<li>&lt;i&gt;</li>');
  });
});
