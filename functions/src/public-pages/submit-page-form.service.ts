import { withDeadlockRetry } from '../platform/db/deadlock-retry';
import type { CountryCode } from 'libphonenumber-js/max';
import { parseOptions } from '../custom-fields/custom-fields.mapper';
import { systemFieldByType } from '../custom-fields/system-fields';
import { CONTACT_COLUMNS } from '../lists/contact-fields';
import { countryCode } from '../lists/files/phone';
import {
  DEFAULT_FORM_SUBMIT_ACTIONS,
  PAGE_ACTION,
  REDIRECT_URL_VARIABLES,
  type FormSubmitActions,
  type SystemFieldType,
} from '../pages/pages.schemas';
import { recordConversion } from '../email-sending/tracking.service';
import type { Db, DbOrTrx } from '../platform/db/database';
import { errorFields, type Logger } from '../platform/log';
import { hitRateWindow } from '../platform/rate/rate-windows.repository';
import { createTtlCache } from '../platform/ttl-cache';
import { dispatchCallbacks, recordPageLeadCallback } from '../webhooks/callbacks';
import { checkSubmission, isHoneypotFilled, type FormFieldRule } from './form-submission';
import { leadCallFor, redirectUrlWith } from './lead-action';
import { pagesHostLabel, publicPageUrl } from './pages-origin';
import * as repo from './public-pages.repository';

/**
 * Submissions a page takes a minute (a page an SMS campaign links to may see thousands of visitors at once:
 * this caps a flood, not a campaign), and one client (address) a minute across all pages.
 */
export const PAGE_SUBMITS_PER_MINUTE = 6000;
export const CLIENT_SUBMITS_PER_MINUTE = 10;

export type SubmitOutcome =
  | { kind: 'not-found' }
  | { kind: 'too-many' }
  | { kind: 'invalid'; pageUrl: string; errors: string[] }
  | { kind: 'message'; title: string; message: string }
  | { kind: 'redirect'; location: string }
  /** Posted on the parent pages host: the form's own origin, where it must be posted again (308). */
  | { kind: 'moved'; location: string };

export interface Submission {
  pageKey: string;
  /** The account label of the pages host it was posted to (from the CDN's x-pages-host); '' on the parent host. */
  hostLabel: string;
  posted: URLSearchParams;
  clientIp: string | null;
  userAgent: string | null;
  /** The e-mail send whose click brought the visitor (a Conversion for its campaign). */
  emailToken?: string | null;
  now?: Date;
}

/** A page's form settings, held this long per function instance (a Form Settings change shows within it). */
export const FORM_CACHE_MS = 2000;
interface FormConfig {
  page: repo.SubmitTarget;
  actions: FormSubmitActions;
  fields: FormFieldRule[];
  country: CountryCode;
}
const formCache = createTtlCache<string, FormConfig | null>({ ttlMs: FORM_CACHE_MS, maxEntries: 2000 });

async function formConfigOf(db: Db, pageKey: string): Promise<FormConfig | null> {
  return formCache.get(pageKey, async () => {
    const page = await repo.findSubmitTarget(db, pageKey);
    if (!page) return null;
    return {
      page,
      actions: actionsOf(page.form_submit_actions),
      fields: (await repo.formFieldsOf(db, page.id)).map(toRule),
      country: safeCountry(page.default_country_iso3166),
    };
  });
}

/**
 * POST {PAGES_BASE_URL}/{pageKey}/submit: rate limits, the honeypot, the check against the stored form
 * fields, then in one transaction the lead (with consent), its contact (unless opted out) and the lead
 * action's call; the call is queued after the commit; the answer is the page action.
 */
export async function submitPageForm(db: Db, s: Submission, log: Logger): Promise<SubmitOutcome> {
  const now = s.now ?? new Date();
  const form = s.pageKey.length <= 100 ? await formConfigOf(db, s.pageKey) : null;
  if (!form || form.page.archived) return { kind: 'not-found' };
  const { page, actions, fields, country } = form;
  // Only on the page's own account's origin: on another account's it does not exist; on the parent, it moved.
  if (s.hostLabel !== pagesHostLabel(page.account_id))
    return s.hostLabel
      ? { kind: 'not-found' }
      : { kind: 'moved', location: `${publicPageUrl(page.account_id, page.page_key)}/submit` };
  const minute = Math.floor(now.getTime() / 60_000) * 60;
  const [pageHits, clientHits] = await Promise.all([
    hitRateWindow(db, `page-submit:${page.id}`, minute),
    hitRateWindow(db, `page-client:${s.clientIp ?? 'unknown'}`, minute),
  ]);
  if (pageHits > PAGE_SUBMITS_PER_MINUTE || clientHits > CLIENT_SUBMITS_PER_MINUTE)
    return { kind: 'too-many' };

  if (isHoneypotFilled(s.posted)) {
    log.info('page form honeypot filled: dropped', { pageId: page.id });
    return pageAction(db, page, actions, {});
  }
  const checked = checkSubmission(fields, s.posted, country);
  if (checked.errors.length)
    return {
      kind: 'invalid',
      pageUrl: publicPageUrl(page.account_id, page.page_key),
      errors: checked.errors,
    };
  if (!fields.length) return pageAction(db, page, actions, {});

  const stored = await withDeadlockRetry(() =>
    db.transaction().execute(async (trx) => {
      const optedOut =
        checked.cellphone !== null && (await repo.isOptedOut(trx, page.account_id, checked.cellphone));
      let listId: number | null = null;
      let contact: { contactId: number; added: boolean } | null = null;
      const toLead = fields.filter((f) => f.saveToLead);
      if (checked.cellphone && !optedOut && toLead.some((f) => f.systemFieldType === 'Cellphone')) {
        listId = await leadListOf(trx, page, toLead, country);
        const columns: Record<string, string | null> = {};
        const custom: Record<string, string> = {};
        for (const f of toLead) {
          const value = checked.values[f.key] ?? '';
          if (f.customFieldId !== null) {
            if (value) custom[f.customFieldId] = value.slice(0, 255);
          } else if (f.systemFieldType && CONTACT_COLUMNS[f.systemFieldType]) {
            const target = CONTACT_COLUMNS[f.systemFieldType]!;
            columns[target.column] = value ? value.slice(0, target.max) : null;
          }
        }
        contact = await repo.upsertContact(trx, listId, checked.cellphone, columns, custom);
      }
      const leadId = await repo.insertLead(trx, {
        accountId: page.account_id,
        pageId: page.id,
        submittedAt: now,
        clientIp: s.clientIp,
        userAgent: s.userAgent,
        values: checked.values,
        cellphone: checked.cellphone,
        email: checked.email,
        listId,
        contactId: contact?.contactId ?? null,
        optedOut,
        consentText: `Submitted with the form of the page "${page.title}" (${publicPageUrl(page.account_id, page.page_key)}).`,
      });
      const call = leadCallFor(actions.formSubmitLeadAction, {
        ...checked.values,
        PageKey: page.page_key,
        PageName: page.name,
        SubmittedAt: now.toISOString(),
      });
      const callId = call
        ? await recordPageLeadCallback(trx, {
            accountId: page.account_id,
            eventKey: `pagelead:${leadId}`,
            ...call,
            cellphone: checked.cellphone,
          })
        : null;
      return { callId, countInList: contact?.added ? listId : null };
    }),
  );
  if (stored.countInList !== null) {
    try {
      await repo.bumpListContacts(db, stored.countInList);
    } catch (error) {
      log.warn('list contact count not bumped', { listId: stored.countInList, ...errorFields(error) });
    }
  }
  await dispatchCallbacks([stored.callId], log);
  await recordConversion(db, s.emailToken, page.account_id, log, now);
  return pageAction(db, page, actions, checked.values);
}

/**
 * The list a lead's contact goes to: the list whose own fields the form uses, else the page's
 * "Leads: {page name}" list, made by the first lead (the page row locked, so leads arriving together
 * make it once).
 */
async function leadListOf(
  trx: DbOrTrx,
  page: repo.SubmitTarget,
  toLead: FormFieldRule[],
  country: CountryCode,
): Promise<number> {
  const ownListId = toLead.find((f) => f.listId !== null)?.listId ?? null;
  if (ownListId !== null && (await repo.accountListExists(trx, page.account_id, ownListId))) return ownListId;
  const name = `Leads: ${page.name}`.slice(0, 200);
  const found = await repo.findListByName(trx, page.account_id, name);
  if (found !== null) return found;
  await repo.lockPage(trx, page.id);
  return (
    (await repo.findListByName(trx, page.account_id, name)) ??
    repo.insertLeadList(trx, page.account_id, name, country)
  );
}

function toRule(row: Awaited<ReturnType<typeof repo.formFieldsOf>>[number]): FormFieldRule {
  const system = row.system_field_type ? systemFieldByType(row.system_field_type) : undefined;
  return {
    key: row.system_field_type ?? `cf_${row.custom_field_id}`,
    label: system?.label ?? row.label ?? 'A field',
    inputType: system?.inputType ?? row.input_type ?? 'Text',
    systemFieldType: row.system_field_type,
    customFieldId: row.custom_field_id,
    listId: row.list_id ?? null,
    isRequired: row.is_required === 1,
    saveToLead: row.save_to_lead === 1,
    dropdownOptions: row.input_type === 'Dropdown' ? parseOptions(row.dropdown_options) : [],
  };
}

function actionsOf(stored: unknown): FormSubmitActions {
  if (!stored) return DEFAULT_FORM_SUBMIT_ACTIONS;
  const parsed = (typeof stored === 'string' ? JSON.parse(stored) : stored) as FormSubmitActions;
  return parsed?.formSubmitPageAction && parsed.formSubmitLeadAction ? parsed : DEFAULT_FORM_SUBMIT_ACTIONS;
}

function safeCountry(iso: string): CountryCode {
  try {
    return countryCode(iso);
  } catch {
    return 'ZA';
  }
}

async function pageAction(
  db: Db,
  page: Pick<repo.SubmitTarget, 'account_id' | 'page_key' | 'title'>,
  actions: FormSubmitActions,
  values: Record<string, string>,
): Promise<SubmitOutcome> {
  const action = actions.formSubmitPageAction;
  const back: SubmitOutcome = { kind: 'redirect', location: publicPageUrl(page.account_id, page.page_key) };
  switch (action.type) {
    case PAGE_ACTION.ShowMessage:
      return { kind: 'message', title: page.title, message: action.message ?? '' };
    case PAGE_ACTION.Redirect: {
      if (!action.redirectUrl) return back;
      const byVariable: Record<string, string> = {};
      for (const [type, variable] of Object.entries(REDIRECT_URL_VARIABLES))
        byVariable[variable] = values[type as SystemFieldType] ?? '';
      return { kind: 'redirect', location: redirectUrlWith(action.redirectUrl, byVariable) };
    }
    case PAGE_ACTION.ShowAnotherPage: {
      const other = action.otherPageId
        ? await repo.findAccountPage(db, page.account_id, action.otherPageId)
        : null;
      return other && !other.archived
        ? { kind: 'redirect', location: publicPageUrl(page.account_id, other.page_key) }
        : back;
    }
    default:
      return back;
  }
}
