import { publicPageUrl } from '../public-pages/pages-origin';
import type { FormFieldRow, PageDbRow, PageListRow } from './pages.repository';
import {
  DEFAULT_FORM_SUBMIT_ACTIONS,
  formSubmitActionsSchema,
  type FormSubmitActions,
  type Page,
  type PageFormField,
  type PageRow,
  type SystemFieldType,
} from './pages.schemas';

export function toPageRow(row: PageListRow): PageRow {
  return {
    id: row.id,
    key: row.page_key,
    name: row.name,
    title: row.title,
    smsCampaignCount: Number(row.sms_campaign_count ?? 0),
    // Email campaigns link pages once the email issue adds them (no table yet).
    emailCampaignCount: 0,
    createdDate: row.created_at.toISOString(),
    archived: row.archived === 1,
  };
}

export function toFormField(row: FormFieldRow): PageFormField {
  return {
    customFieldId: row.custom_field_id,
    systemFieldType: row.system_field_type as SystemFieldType | null,
    isRequired: row.is_required === 1,
    saveToLead: row.save_to_lead === 1,
  };
}

export function fromFormField(field: PageFormField): FormFieldRow {
  return {
    custom_field_id: field.customFieldId,
    system_field_type: field.systemFieldType,
    is_required: field.isRequired ? 1 : 0,
    save_to_lead: field.saveToLead ? 1 : 0,
  };
}

/** The stored form settings (JSON, read parsed or as text), or the defaults when none or unreadable. */
export function formSubmitActionsOf(stored: PageDbRow['form_submit_actions']): FormSubmitActions {
  if (stored === null) return DEFAULT_FORM_SUBMIT_ACTIONS;
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return DEFAULT_FORM_SUBMIT_ACTIONS;
    }
  }
  const parsed = formSubmitActionsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_FORM_SUBMIT_ACTIONS;
}

const byId = (rows: { id: number; name: string }[]) =>
  Object.fromEntries(rows.map((r) => [String(r.id), r.name]));

export function toPage(
  row: PageDbRow,
  fields: FormFieldRow[],
  smsCampaigns: { id: number; name: string }[],
  redirecting: { id: number; name: string }[],
): Page {
  return {
    id: row.id,
    key: row.page_key,
    name: row.name,
    title: row.title,
    html: row.html,
    json: row.json,
    // On its account's own pages origin (public-pages/pages-origin.ts).
    publicUrl: publicPageUrl(row.account_id, row.page_key),
    archived: row.archived === 1,
    createdDate: row.created_at.toISOString(),
    contentVersion: row.content_version,
    fields: fields.map(toFormField),
    formSubmitActions: formSubmitActionsOf(row.form_submit_actions),
    smsCampaigns: byId(smsCampaigns),
    emailCampaigns: {},
    pagesThatRedirectToThisOne: byId(redirecting),
  };
}
