import type { FormFieldItem } from './form-fields';

/*
 * The form in the page html (issue 13 design, "The form in the page html"): the editor writes it, the public
 * submit function reads it. A plain HTML form posting to `submit` (relative to the page's public URL), an input
 * per field named by its key, the honeypot `website`, and a Submit button. Values are validated on the server
 * against the page's stored form fields, never against this html.
 */

/** The marker attribute of the page's one form. */
export const PAGE_FORM_SELECTOR = 'form[data-page-form]';
/** Where a template wants its form (the form goes inside; without one, after the selection or at the end). */
export const FORM_SLOT_SELECTOR = '[data-form-slot]';
export const HONEYPOT_NAME = 'website';
export const SUBMIT_LABEL = 'Submit';

/** Styles for the form's classes; added to the page's css when the page has none for `.page-form`. */
export const FORM_CSS = `
.page-form { display: flex; flex-direction: column; gap: 14px; margin: 8px 0; }
.page-form__field { display: flex; flex-direction: column; gap: 4px; }
.page-form__label { font-size: 14px; font-weight: bold; }
.page-form__input { font-size: 16px; padding: 10px 12px; border: 1px solid #9aa5b1; border-radius: 4px; }
.page-form__check { display: flex; gap: 8px; align-items: center; font-size: 15px; }
.page-form__submit { font-size: 17px; font-weight: bold; padding: 12px 20px; border: 0; border-radius: 4px; background-color: #1d4ed8; color: #ffffff; cursor: pointer; }
.hp-field { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for html content and double-quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The html input type of a field: email for Email, tel for the two phone numbers, text otherwise. */
function textInputType(item: FormFieldItem): string {
  const { inputType, systemFieldType } = item.definition;
  if (inputType === 'Email') return 'email';
  if (systemFieldType === 'Cellphone' || systemFieldType === 'AltContactNumber') return 'tel';
  return 'text';
}

const AUTOCOMPLETE: Record<string, string> = {
  FirstName: 'given-name',
  LastName: 'family-name',
  Email: 'email',
  Cellphone: 'tel',
  DateOfBirth: 'bday',
};

function fieldHtml(item: FormFieldItem): string {
  const { key, label, inputType, dropdownOptions } = item.definition;
  const id = `pf-${key}`;
  const name = escapeHtml(key);
  const required = item.isRequired ? ' required' : '';
  const mark = item.isRequired ? ' <span class="page-form__required" aria-hidden="true">*</span>' : '';
  const text = `${escapeHtml(label)}${mark}`;
  if (inputType === 'Checkbox') {
    return `<div class="page-form__field"><label class="page-form__check" for="${id}"><input type="checkbox" id="${id}" name="${name}" value="true"${required}/>${text}</label></div>`;
  }
  const labelHtml = `<label class="page-form__label" for="${id}">${text}</label>`;
  if (inputType === 'Dropdown') {
    const options = dropdownOptions
      .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`)
      .join('');
    return `<div class="page-form__field">${labelHtml}<select class="page-form__input" id="${id}" name="${name}"${required}><option value="">Choose…</option>${options}</select></div>`;
  }
  const autocomplete = AUTOCOMPLETE[key] ? ` autocomplete="${AUTOCOMPLETE[key]}"` : '';
  return `<div class="page-form__field">${labelHtml}<input class="page-form__input" type="${textInputType(item)}" id="${id}" name="${name}"${autocomplete}${required}/></div>`;
}

/** The page's form: every field in order, the honeypot and the Submit button. */
export function buildFormHtml(items: FormFieldItem[]): string {
  const fields = items.map(fieldHtml).join('');
  const honeypot = `<input type="text" name="${HONEYPOT_NAME}" class="hp-field" tabindex="-1" autocomplete="off" aria-hidden="true" title="Leave this field empty"/>`;
  return `<form data-page-form="true" class="page-form" method="post" action="submit">${fields}${honeypot}<button type="submit" class="page-form__submit">${SUBMIT_LABEL}</button></form>`;
}
