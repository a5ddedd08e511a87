import { describe, expect, it } from 'vitest';
import type { CustomField, PageFormField, SystemField } from '../api/page-editor-api';
import {
  customDefinition,
  definitionsByKey,
  systemDefinition,
  toItems,
  toPageFormFields,
  type FormFieldItem,
} from './form-fields';
import { buildFormHtml, escapeHtml } from './form-html';

const firstName: SystemField = {
  systemFieldType: 'FirstName',
  name: 'FirstName',
  label: 'First Name',
  inputType: 'Text',
  dropdownOptions: [],
};
const email: SystemField = {
  ...firstName,
  systemFieldType: 'Email',
  name: 'Email',
  label: 'Email',
  inputType: 'Email',
};
const cellphone: SystemField = {
  ...firstName,
  systemFieldType: 'Cellphone',
  name: 'Cellphone',
  label: 'Cellphone Number',
};
const size: CustomField = {
  id: 7,
  name: 'shirt_size',
  label: 'Shirt <Size> & "fit"',
  inputType: 'Dropdown',
  dropdownOptions: [
    { label: 'Small', value: 'S' },
    { label: 'Large & tall', value: 'L"XL' },
  ],
  scope: 'Account',
  listId: null,
  listName: null,
};
const terms: CustomField = {
  ...size,
  id: 9,
  name: 'terms',
  label: 'I accept',
  inputType: 'Checkbox',
  dropdownOptions: [],
};

const item = (definition: FormFieldItem['definition'], isRequired = false): FormFieldItem => ({
  definition,
  isRequired,
  saveToLead: true,
});

/** Parses the html the way a browser would and returns the form. */
function parse(html: string): HTMLFormElement {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const form = doc.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

describe('buildFormHtml', () => {
  it('writes the design’s form: data-page-form, POST to submit, an input per field key, the honeypot and Submit', () => {
    const form = parse(
      buildFormHtml([item(systemDefinition(firstName), true), item(customDefinition(size))]),
    );
    expect(form.hasAttribute('data-page-form')).toBe(true);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('submit');
    const names = [...form.querySelectorAll('input, select')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['FirstName', 'cf_7', 'website']);
    const honeypot = form.querySelector('input[name="website"]');
    expect(honeypot?.getAttribute('class')).toBe('hp-field');
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.getAttribute('aria-hidden')).toBe('true');
    const button = form.querySelector('button');
    expect(button?.getAttribute('type')).toBe('submit');
    expect(button?.textContent).toBe('Submit');
    expect(form.lastElementChild).toBe(button);
  });

  it('marks required fields and labels every input', () => {
    const form = parse(
      buildFormHtml([item(systemDefinition(firstName), true), item(systemDefinition(email))]),
    );
    const first = form.querySelector<HTMLInputElement>('[name="FirstName"]');
    const mail = form.querySelector<HTMLInputElement>('[name="Email"]');
    expect(first?.required).toBe(true);
    expect(mail?.required).toBe(false);
    expect(first?.labels?.[0]?.textContent).toBe('First Name *');
    expect(mail?.labels?.[0]?.textContent).toBe('Email');
  });

  it('uses the input type of each field: email, tel for cellphones, a select with its options, a checkbox', () => {
    const form = parse(
      buildFormHtml([
        item(systemDefinition(email)),
        item(systemDefinition(cellphone)),
        item(customDefinition(size)),
        item(customDefinition(terms)),
      ]),
    );
    expect(form.querySelector('[name="Email"]')?.getAttribute('type')).toBe('email');
    expect(form.querySelector('[name="Cellphone"]')?.getAttribute('type')).toBe('tel');
    const select = form.querySelector('select[name="cf_7"]');
    expect([...(select?.querySelectorAll('option') ?? [])].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose…'],
      ['S', 'Small'],
      ['L"XL', 'Large & tall'],
    ]);
    const box = form.querySelector<HTMLInputElement>('[name="cf_9"]');
    expect(box?.type).toBe('checkbox');
    expect(box?.labels?.[0]?.textContent).toBe('I accept');
  });

  it('escapes labels and option texts, so a field definition never adds markup', () => {
    const html = buildFormHtml([item(customDefinition(size))]);
    expect(html).not.toContain('<Size>');
    expect(parse(html).querySelector('label')?.textContent).toBe('Shirt <Size> & "fit"');
    expect(escapeHtml(`<script>"x"&'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;',
    );
  });
});

describe('form fields', () => {
  it('turns stored fields into items and back, leaving out fields whose definition is gone', () => {
    const definitions = definitionsByKey([firstName], [size]);
    const stored: PageFormField[] = [
      { customFieldId: null, systemFieldType: 'FirstName', isRequired: true, saveToLead: false },
      { customFieldId: 7, systemFieldType: null, isRequired: false, saveToLead: true },
      { customFieldId: 99, systemFieldType: null, isRequired: false, saveToLead: true },
    ];
    const items = toItems(stored, definitions);
    expect(items.map((i) => i.definition.key)).toEqual(['FirstName', 'cf_7']);
    expect(toPageFormFields(items)).toEqual(stored.slice(0, 2));
  });
});
