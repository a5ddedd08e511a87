import { parse, type HTMLElement } from 'node-html-parser';
import {
  fillMergeFields,
  SYSTEM_MERGE_FIELDS,
  type ContactColumn,
  type MergeValues,
} from '../platform/sms/merge-fields';
import { knownFieldNames, type CustomFieldName } from '../sending/merge-values.repository';
import { clickUrl, openPixelUrl, unsubscribeUrl } from './tracking-links';

// One campaign e-mail made personal for one address: merge tags replaced (escaped in html), every http(s)
// link rewritten to the click-tracking link, the open pixel, an unsubscribe link (the campaign's own
// #UNSUBSCRIBEURL# or a footer), and the RFC 8058 one-click List-Unsubscribe headers.

/**
 * The contact's fields the merge fields read (platform/sms/merge-fields.ts): its e-mail list row's columns and
 * custom values (only the address for a test send to an address on no list).
 */
export type MergeFields = { email: string; custom_values?: Record<string, string> | null } & Partial<
  Record<Exclude<ContactColumn, 'email'>, string | null>
>;

export interface CampaignContent {
  fromName: string | null;
  fromEmail: string;
  replyTo: string | null;
  subject: string;
  preheader: string | null;
  html: string;
}

export interface ComposedEmail {
  from: string;
  replyTo: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: { name: string; value: string }[];
}

/** The unsubscribe link's variable (filled by the composer, not a contact field). */
export const UNSUBSCRIBE_URL_VARIABLE = '#UNSUBSCRIBEURL#';
/** The SMS editor's #CELLPHONENUMBER#, as e-mail templates wrote it before the shared merge fields. */
const CELLPHONE_ALIAS = 'CELLPHONE';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The contact's values by upper-case field name: system fields, the #CELLPHONE# alias, custom fields. */
function valuesOf(contact: MergeFields, custom: readonly CustomFieldName[]): MergeValues {
  const values: MergeValues = {};
  for (const f of SYSTEM_MERGE_FIELDS)
    values[f.name] = f.column === 'email' ? contact.email : (contact[f.column] ?? null);
  values[CELLPHONE_ALIAS] = contact.cellphone ?? null;
  for (const f of custom) {
    const key = f.name.toUpperCase();
    if (!(key in values)) values[key] = contact.custom_values?.[String(f.id)] ?? null;
  }
  return values;
}

/** A text with its merge fields and unsubscribe link filled (values escaped by `escape`, for html). */
function merger(contact: MergeFields, custom: readonly CustomFieldName[], token: string) {
  const values = valuesOf(contact, custom);
  const known = knownFieldNames(custom);
  known.add(CELLPHONE_ALIAS);
  const unsubscribe = unsubscribeUrl(token);
  return (text: string, escape?: (s: string) => string): string =>
    fillMergeFields(text, values, { known, channel: 'email', ...(escape ? { escape } : {}) })
      .split(UNSUBSCRIBE_URL_VARIABLE)
      .join(escape ? escape(unsubscribe) : unsubscribe);
}

/** A display name and address as a header value: quoted, or RFC 2047 encoded when not ASCII. */
export function mailbox(name: string | null, address: string): string {
  const clean = (name ?? '').replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  if (/^[\x20-\x7e]*$/.test(clean)) return `"${clean.replace(/["\\]/g, '\\$&')}" <${address}>`;
  return `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?= <${address}>`;
}

const TRACKABLE = /^https?:\/\//i;

/** The e-mail for one send. */
export function composeEmail(
  content: CampaignContent,
  contact: MergeFields,
  token: string,
  custom: readonly CustomFieldName[] = [],
): ComposedEmail {
  const merge = merger(contact, custom, token);
  const unsubscribe = unsubscribeUrl(token);

  const root = parse(content.html, { comment: true });
  for (const a of root.querySelectorAll('a[href]')) {
    const href = (a.getAttribute('href') ?? '').trim();
    if (href.includes(UNSUBSCRIBE_URL_VARIABLE)) continue;
    const merged = merge(href);
    if (!TRACKABLE.test(merged)) continue;
    a.setAttribute('href', clickUrl(token, merged));
  }
  const body = root.querySelector('body') ?? root;
  const hasUnsubscribe = content.html.includes(UNSUBSCRIBE_URL_VARIABLE);
  if (content.preheader) {
    body.insertAdjacentHTML(
      'afterbegin',
      `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(
        merge(content.preheader),
      )}</div>`,
    );
  }
  if (!hasUnsubscribe) {
    body.insertAdjacentHTML(
      'beforeend',
      `<p style="font:12px Arial,sans-serif;color:#666666;text-align:center;margin:24px 0">You are receiving this e-mail from ${escapeHtml(
        content.fromName || content.fromEmail,
      )}. <a href="${escapeHtml(unsubscribe)}" style="color:#666666">Unsubscribe</a></p>`,
    );
  }
  body.insertAdjacentHTML(
    'beforeend',
    `<img src="${escapeHtml(openPixelUrl(token))}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`,
  );
  // Merge tags in the text of the html: escaped values (attributes were rewritten above with the raw URL).
  const html = merge(root.toString(), escapeHtml);
  return {
    from: mailbox(content.fromName, content.fromEmail),
    replyTo: content.replyTo,
    to: contact.email,
    subject: merge(content.subject).replace(/[\r\n]+/g, ' '),
    html,
    text: `${textOf(body as HTMLElement, merge)}\n\nUnsubscribe: ${unsubscribe}\n`,
    headers: [
      { name: 'List-Unsubscribe', value: `<${unsubscribe}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

function textOf(body: HTMLElement, merge: (text: string) => string): string {
  const clone = parse(body.toString());
  for (const drop of clone.querySelectorAll('style,script,head,img')) drop.remove();
  return merge(clone.structuredText)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
