import { parse, type HTMLElement } from 'node-html-parser';
import { clickUrl, openPixelUrl, unsubscribeUrl } from './tracking-links';

// One campaign e-mail made personal for one address: merge tags replaced (escaped in html), every http(s)
// link rewritten to the click-tracking link, the open pixel, an unsubscribe link (the campaign's own
// #UNSUBSCRIBEURL# or a footer), and the RFC 8058 one-click List-Unsubscribe headers.

/** The contact's fields the merge tags read (empty for a test send to an address on no list). */
export interface MergeFields {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  cellphone?: string | null;
  custom1?: string | null;
  custom2?: string | null;
  custom3?: string | null;
  custom4?: string | null;
  custom5?: string | null;
}

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

/** The merge tags (spec silent: the SMS editor's #TAG# style). */
export const MERGE_TAGS = [
  'FIRSTNAME',
  'LASTNAME',
  'EMAIL',
  'CELLPHONE',
  'CUSTOM1',
  'CUSTOM2',
  'CUSTOM3',
  'CUSTOM4',
  'CUSTOM5',
  'UNSUBSCRIBEURL',
] as const;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function valuesOf(contact: MergeFields, token: string): Record<string, string> {
  return {
    FIRSTNAME: contact.first_name ?? '',
    LASTNAME: contact.last_name ?? '',
    EMAIL: contact.email,
    CELLPHONE: contact.cellphone ?? '',
    CUSTOM1: contact.custom1 ?? '',
    CUSTOM2: contact.custom2 ?? '',
    CUSTOM3: contact.custom3 ?? '',
    CUSTOM4: contact.custom4 ?? '',
    CUSTOM5: contact.custom5 ?? '',
    UNSUBSCRIBEURL: unsubscribeUrl(token),
  };
}

const TAG = /#([A-Z0-9]+)#/g;

export function mergeText(text: string, values: Record<string, string>): string {
  return text.replace(TAG, (whole, name: string) => values[name] ?? whole);
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
export function composeEmail(content: CampaignContent, contact: MergeFields, token: string): ComposedEmail {
  const values = valuesOf(contact, token);
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const unsubscribe = unsubscribeUrl(token);

  const root = parse(content.html, { comment: true });
  for (const a of root.querySelectorAll('a[href]')) {
    const href = (a.getAttribute('href') ?? '').trim();
    if (href.includes('#UNSUBSCRIBEURL#')) continue;
    const merged = mergeText(href, values);
    if (!TRACKABLE.test(merged)) continue;
    a.setAttribute('href', clickUrl(token, merged));
  }
  const body = root.querySelector('body') ?? root;
  const hasUnsubscribe = content.html.includes('#UNSUBSCRIBEURL#');
  if (content.preheader) {
    body.insertAdjacentHTML(
      'afterbegin',
      `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(
        mergeText(content.preheader, values),
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
  const html = root.toString().replace(TAG, (whole, name: string) => escaped[name] ?? whole);
  return {
    from: mailbox(content.fromName, content.fromEmail),
    replyTo: content.replyTo,
    to: contact.email,
    subject: mergeText(content.subject, values).replace(/[\r\n]+/g, ' '),
    html,
    text: `${textOf(body as HTMLElement, values)}\n\nUnsubscribe: ${unsubscribe}\n`,
    headers: [
      { name: 'List-Unsubscribe', value: `<${unsubscribe}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

function textOf(body: HTMLElement, values: Record<string, string>): string {
  const clone = parse(body.toString());
  for (const drop of clone.querySelectorAll('style,script,head,img')) drop.remove();
  return mergeText(clone.structuredText, values)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
