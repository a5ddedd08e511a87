import { z } from 'zod';
import { pageFields } from '../platform/http/paging.schemas';
import {
  REDIRECT_URL_VARIABLES,
  SYSTEM_FIELD_TYPES,
  type SystemFieldType,
} from '../custom-fields/system-fields';

// Landing pages (spec 3 §2.3-2.6, §3, §5, §7, §9). Shared with the SPA through `@contracts/pages/...`.

export const PAGE_PAGE_SIZE = 10;
export const MAX_PAGE_KEY_LENGTH = 100;
export const MAX_PAGE_NAME_LENGTH = 200;
/** Stored content limits (design): html 2 MB, the editor's project data 5 MB. */
export const MAX_PAGE_HTML_BYTES = 2 * 1024 * 1024;
export const MAX_PAGE_JSON_BYTES = 5 * 1024 * 1024;
/** Spec §5 / §9: each imported file at most 40 MB, at most 100 files. */
export const MAX_IMPORT_FILE_BYTES = 40 * 1024 * 1024;
export const MAX_IMPORT_FILES = 100;
/** A form has at least one field; more than this is not a form anyone fills in. */
export const MAX_FORM_FIELDS = 50;
export const MAX_LEAD_PARAMETERS = 50;

export const PAGE_TEXTS = {
  nameRequired: 'Page name is required',
  titleRequired: 'Page title is required',
  keyRequired: 'Page ID is required',
  keyCharacters: 'Page ID can only contain letters, digits, hyphens and underscores',
  keyTooLong: `Page ID can have at most ${MAX_PAGE_KEY_LENGTH} characters`,
  nameTooLong: `Page name can have at most ${MAX_PAGE_NAME_LENGTH} characters`,
  titleTooLong: `Page title can have at most ${MAX_PAGE_NAME_LENGTH} characters`,
  createFailed: 'Error while creating the page. Try using different key.',
  keyHelp: 'A unique ID of the page used to reference it in the API.',
  emptyList: "There are no pages, why don't you create one?",
  archiveQuestion: 'You are about to archive this Page. Are you sure?',
  unarchiveQuestion: 'You are about to unarchive this Page. Are you sure?',
  importIntro:
    'Drop all you website files as is or as a ZIP archive below. This will overwrite any existing content of this page.',
  noContent: 'No content yet',
  fieldsRequired: 'Choose at least one form field.',
  htmlTooLarge: 'The page html is larger than 2 MB.',
  jsonTooLarge: 'The page data is larger than 5 MB.',
} as const;

export const FORM_TEXTS = {
  messageRequired: 'Message is required',
  redirectUrlRequired: 'Redirect URL is required',
  validUrl: 'Please enter a valid URL',
  choosePage: 'Please choose a page',
  urlRequired: 'URL is required',
  selectMethod: 'Please select Request Method',
  selectContentType: 'Please select Content Type',
  nameRequired: 'Name is required',
  nameUnique: 'Name must be unique',
  nameCharacters: 'Name can only contain characters, digits, and underscores',
  valueRequired: 'Value is required',
} as const;

export const IMPORT_TEXTS = {
  tooManyFiles: `You can import at most ${MAX_IMPORT_FILES} files.`,
  fileTooLarge: (name: string) => `${name} is larger than 40 MB.`,
  noFiles: 'Please drop the website files or a ZIP archive.',
  indexRequired: 'When you import several files, one of them must be index.html.',
  oneIndex: 'There is more than one index.html at the top of the files; keep only one.',
  notHtml: 'Please import an html file, a ZIP archive, or several files with an index.html.',
  unsafePath: (name: string) =>
    `The archive holds a file outside its own folder (${name}); it was not imported.`,
  tooBigUnpacked: 'The archive is too large when unpacked (at most 40 MB a file and 200 MB in all).',
  badZip: 'The ZIP archive could not be read.',
  notUploaded: 'A file did not finish uploading. Please import the files again.',
  htmlTooLarge: 'index.html is larger than 2 MB.',
} as const;

// ---- keys, names ----------------------------------------------------------------------------

export const PAGE_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The same, letting an empty key through to its own 'required' text. */
const PAGE_KEY_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** Keys that are call names under /api/pages (and so can never be a page's key). */
export const RESERVED_PAGE_KEYS = ['list', 'create', 'templates', 'upload-import', 'auth'] as const;

/** The ID suggested from a name (spec §2.3): lowercase, every non-alphanumeric run replaced by a hyphen. */
export function suggestPageKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_PAGE_KEY_LENGTH);
}

export const pageKeySchema = z
  .string({ error: PAGE_TEXTS.keyRequired })
  .trim()
  .min(1, PAGE_TEXTS.keyRequired)
  .max(MAX_PAGE_KEY_LENGTH, PAGE_TEXTS.keyTooLong)
  .regex(PAGE_KEY_CHARACTERS, PAGE_TEXTS.keyCharacters);

export const pageNameSchema = z
  .string({ error: PAGE_TEXTS.nameRequired })
  .trim()
  .min(1, PAGE_TEXTS.nameRequired)
  .max(MAX_PAGE_NAME_LENGTH, PAGE_TEXTS.nameTooLong);

export const pageTitleSchema = z
  .string({ error: PAGE_TEXTS.titleRequired })
  .trim()
  .min(1, PAGE_TEXTS.titleRequired)
  .max(MAX_PAGE_NAME_LENGTH, PAGE_TEXTS.titleTooLong);

/** `{pageKey}` in a path: any text; a key that is not a page of the caller's account is a 404. */
export const pageKeyPathSchema = z.object({ pageKey: z.string().min(1).max(300) });

export const pageIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Page id must be a number' })
    .int()
    .positive('Page id must be a positive number'),
});

// ---- list -----------------------------------------------------------------------------------

export const pageSortFieldSchema = z.enum(['name', 'key', 'createdDate'], {
  error: 'Sort by name, key or createdDate.',
});
export type PageSortField = z.infer<typeof pageSortFieldSchema>;

/** POST /api/pages/list body: the filter text matches name or key. */
export const pageListRequestSchema = z.object({
  filter: z.string().trim().max(200).default(''),
  showArchived: z.boolean().default(false),
  sort: pageSortFieldSchema.default('createdDate'),
  sortDirection: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' }).default('asc'),
  ...pageFields(PAGE_PAGE_SIZE),
});
export type PageListRequest = z.input<typeof pageListRequestSchema>;

export const pageRowSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  title: z.string(),
  smsCampaignCount: z.number().int(),
  emailCampaignCount: z.number().int(),
  /** ISO 8601 UTC. */
  createdDate: z.string(),
  archived: z.boolean(),
});
export type PageRow = z.infer<typeof pageRowSchema>;

export const pageListResponseSchema = z.object({ rows: z.array(pageRowSchema), totalRows: z.number().int() });
export type PageListResponse = z.infer<typeof pageListResponseSchema>;

// ---- create, clone, name, title, content ----------------------------------------------------

/** POST /api/pages/create and POST /api/pages/{pageKey}/clone. */
export const createPageSchema = z.object({
  name: pageNameSchema,
  key: pageKeySchema,
  title: pageTitleSchema,
});
export type CreatePage = z.input<typeof createPageSchema>;
export const createdPageSchema = z.object({ id: z.number().int(), key: z.string() });
export type CreatedPage = z.infer<typeof createdPageSchema>;

export const changePageNameSchema = z.object({ name: pageNameSchema });
export const changePageTitleSchema = z.object({ title: pageTitleSchema });

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** POST /api/pages/{pageKey}/content: the editor's html and project data (json). */
export const pageContentSchema = z.object({
  html: z.string().refine((s) => utf8Bytes(s) <= MAX_PAGE_HTML_BYTES, PAGE_TEXTS.htmlTooLarge),
  json: z
    .string()
    .nullable()
    .default(null)
    .refine((s) => s === null || utf8Bytes(s) <= MAX_PAGE_JSON_BYTES, PAGE_TEXTS.jsonTooLarge),
});
export type PageContent = z.input<typeof pageContentSchema>;

// ---- form fields ----------------------------------------------------------------------------

// The system fields (their type keys and Redirect URL variables) belong to the custom-fields model.
export { REDIRECT_URL_VARIABLES, SYSTEM_FIELD_TYPES, type SystemFieldType };

export const pageFormFieldSchema = z
  .object({
    customFieldId: z.number().int().positive().nullable(),
    systemFieldType: z.enum(SYSTEM_FIELD_TYPES, { error: 'Unknown system field.' }).nullable(),
    isRequired: z.boolean(),
    saveToLead: z.boolean(),
  })
  .refine((f) => (f.customFieldId === null) !== (f.systemFieldType === null), {
    message: 'A form field is either a custom field or a system field.',
  });
export type PageFormField = z.infer<typeof pageFormFieldSchema>;

/** The key of a field in the form's html and in lead values: the system field type or `cf_{id}`. */
export const formFieldKey = (f: Pick<PageFormField, 'customFieldId' | 'systemFieldType'>): string =>
  f.systemFieldType ?? `cf_${f.customFieldId}`;

/** POST /api/pages/{pageKey}/fields: the form's fields in order, at least one. */
export const pageFormFieldsSchema = z
  .array(pageFormFieldSchema, { error: PAGE_TEXTS.fieldsRequired })
  .min(1, PAGE_TEXTS.fieldsRequired)
  .max(MAX_FORM_FIELDS, `A form can have at most ${MAX_FORM_FIELDS} fields.`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, index) => {
      const key = formFieldKey(f);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index], message: 'This field is already on the form.' });
      seen.add(key);
    });
  });

// ---- form submit actions (spec §3) ----------------------------------------------------------

export const PAGE_ACTION = { DoNothing: 0, ShowMessage: 1, Redirect: 2, ShowAnotherPage: 3 } as const;
export const LEAD_ACTION = { DoNothing: 0, PostLead: 1 } as const;
export const HTTP_VERB = { Get: 0, Post: 1 } as const;
export const LEAD_CONTENT_TYPE = { Json: 0, Form: 1 } as const;

/**
 * The selectable variables of a lead post (spec §3 "a list of selectable variables"): the form's fields by
 * their key (system field type or `cf_{id}`) plus these facts of the submission.
 */
export const LEAD_SUBMISSION_VARIABLES = [
  { key: 'PageKey', label: 'Page ID' },
  { key: 'PageName', label: 'Page Name' },
  { key: 'SubmittedAt', label: 'Date Submitted' },
] as const;
const LEAD_VARIABLE_KEY = /^(?:[A-Za-z][A-Za-z0-9]*|cf_[1-9][0-9]*)$/;
const PARAMETER_NAME = /^[A-Za-z0-9_]+$/;

/** A valid URL (spec §5): http or https with a host and no spaces. */
export function isValidHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (!/^https?:\/\/[^/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const leadPostParameterSchema = z.object({
  /** Null for a custom parameter. */
  variableKey: z.string().regex(LEAD_VARIABLE_KEY, 'Unknown variable.').nullable(),
  name: z.string().max(100, 'Name can have at most 100 characters'),
  send: z.boolean(),
  /** Null for a variable parameter. */
  customValue: z.string().max(1000, 'Value can have at most 1000 characters').nullable(),
});
export type LeadPostParameter = z.infer<typeof leadPostParameterSchema>;

const optionalText = (max: number) => z.string().max(max).nullable().default(null);

export const formSubmitPageActionSchema = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'Unknown page action.' }),
  message: optionalText(4000),
  redirectUrl: optionalText(2000),
  otherPageId: z.number().int().positive().nullable().default(null),
});

export const formSubmitLeadActionSchema = z.object({
  type: z.union([z.literal(0), z.literal(1)], { error: 'Unknown lead action.' }),
  postUrl: optionalText(2000),
  httpVerb: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  contentType: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  parameters: z.array(leadPostParameterSchema).max(MAX_LEAD_PARAMETERS).default([]),
});

type Issue = { path: (string | number)[]; message: string };

/** Every Form Settings rule of spec §5, with the field it belongs to (shared by the SPA and the API). */
export function formSubmitActionsIssues(v: {
  formSubmitPageAction: z.output<typeof formSubmitPageActionSchema>;
  formSubmitLeadAction: z.output<typeof formSubmitLeadActionSchema>;
}): Issue[] {
  const issues: Issue[] = [];
  const page = v.formSubmitPageAction;
  const pagePath = (field: string) => ['formSubmitPageAction', field];
  if (page.type === PAGE_ACTION.ShowMessage && !page.message?.trim())
    issues.push({ path: pagePath('message'), message: FORM_TEXTS.messageRequired });
  if (page.type === PAGE_ACTION.Redirect) {
    const url = page.redirectUrl?.trim() ?? '';
    if (!url) issues.push({ path: pagePath('redirectUrl'), message: FORM_TEXTS.redirectUrlRequired });
    else if (!isValidHttpUrl(url))
      issues.push({ path: pagePath('redirectUrl'), message: FORM_TEXTS.validUrl });
  }
  if (page.type === PAGE_ACTION.ShowAnotherPage && !page.otherPageId)
    issues.push({ path: pagePath('otherPageId'), message: FORM_TEXTS.choosePage });

  const lead = v.formSubmitLeadAction;
  if (lead.type !== LEAD_ACTION.PostLead) return issues;
  const leadPath = (...rest: (string | number)[]) => ['formSubmitLeadAction', ...rest];
  const url = lead.postUrl?.trim() ?? '';
  if (!url) issues.push({ path: leadPath('postUrl'), message: FORM_TEXTS.urlRequired });
  else if (!isValidHttpUrl(url)) issues.push({ path: leadPath('postUrl'), message: FORM_TEXTS.validUrl });
  if (lead.httpVerb === null) issues.push({ path: leadPath('httpVerb'), message: FORM_TEXTS.selectMethod });
  if (lead.httpVerb === HTTP_VERB.Post && lead.contentType === null)
    issues.push({ path: leadPath('contentType'), message: FORM_TEXTS.selectContentType });
  const counts = new Map<string, number>();
  for (const p of lead.parameters) {
    const name = p.name.trim().toLowerCase();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  lead.parameters.forEach((p, index) => {
    const name = p.name.trim();
    if (!name) issues.push({ path: leadPath('parameters', index, 'name'), message: FORM_TEXTS.nameRequired });
    else if (!PARAMETER_NAME.test(name))
      issues.push({ path: leadPath('parameters', index, 'name'), message: FORM_TEXTS.nameCharacters });
    else if ((counts.get(name.toLowerCase()) ?? 0) > 1)
      issues.push({ path: leadPath('parameters', index, 'name'), message: FORM_TEXTS.nameUnique });
    if (p.variableKey === null && !p.customValue?.trim())
      issues.push({ path: leadPath('parameters', index, 'customValue'), message: FORM_TEXTS.valueRequired });
  });
  return issues;
}

/** POST /api/pages/{pageKey}/form-config body, and the page's formSubmitActions. */
export const formSubmitActionsSchema = z
  .object({
    formSubmitPageAction: formSubmitPageActionSchema,
    formSubmitLeadAction: formSubmitLeadActionSchema,
  })
  .superRefine((v, ctx) => {
    for (const issue of formSubmitActionsIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type FormSubmitActions = z.output<typeof formSubmitActionsSchema>;
export type FormSubmitActionsInput = z.input<typeof formSubmitActionsSchema>;

/** What a page without form settings does: nothing. */
export const DEFAULT_FORM_SUBMIT_ACTIONS: FormSubmitActions = {
  formSubmitPageAction: { type: 0, message: null, redirectUrl: null, otherPageId: null },
  formSubmitLeadAction: { type: 0, postUrl: null, httpVerb: null, contentType: null, parameters: [] },
};

// ---- the page -------------------------------------------------------------------------------

/** GET /api/pages/{pageKey}. The maps are keyed by id (as text, JSON objects). */
export const pageSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  title: z.string(),
  html: z.string().nullable(),
  json: z.string().nullable(),
  publicUrl: z.string(),
  archived: z.boolean(),
  createdDate: z.string(),
  contentVersion: z.number().int(),
  fields: z.array(pageFormFieldSchema),
  formSubmitActions: z.custom<FormSubmitActions>(),
  smsCampaigns: z.record(z.string(), z.string()),
  emailCampaigns: z.record(z.string(), z.string()),
  pagesThatRedirectToThisOne: z.record(z.string(), z.string()),
});
export type Page = z.infer<typeof pageSchema>;

// ---- import (spec: POST /api/pages/upload-import/{id}) --------------------------------------

/**
 * Lambda requests stop at 6 MB, so an import is two calls, as the list uploads do: announce the files
 * (POST /api/pages/upload-import/{id}/start) and PUT each one to its presigned URL, then
 * POST /api/pages/upload-import/{id} with the same files and the import token.
 */
export const importFileSchema = z.object({
  /** The file's path as dropped (a folder drop keeps its relative path), e.g. `css/site.css`. */
  path: z.string().trim().min(1, IMPORT_TEXTS.noFiles).max(500, 'A file path is too long.'),
  size: z.number().int().min(0),
});

const importFilesSchema = z
  .array(importFileSchema)
  .min(1, IMPORT_TEXTS.noFiles)
  .max(MAX_IMPORT_FILES, IMPORT_TEXTS.tooManyFiles)
  .superRefine((files, ctx) => {
    files.forEach((f, index) => {
      if (f.size > MAX_IMPORT_FILE_BYTES)
        ctx.addIssue({ code: 'custom', path: [index, 'size'], message: IMPORT_TEXTS.fileTooLarge(f.path) });
    });
  });

export const startPageImportSchema = z.object({ files: importFilesSchema });
export type StartPageImport = z.input<typeof startPageImportSchema>;

export const startedPageImportSchema = z.object({
  token: z.string(),
  uploads: z.array(z.object({ path: z.string(), method: z.literal('PUT'), url: z.string() })),
});
export type StartedPageImport = z.infer<typeof startedPageImportSchema>;

export const completePageImportSchema = z.object({
  token: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown import.'),
  files: importFilesSchema,
});
export type CompletePageImport = z.input<typeof completePageImportSchema>;

/** The answer of the import (spec §7): enveloped; result is the page's new html. */
export const pageImportResultSchema = z.object({
  isSuccess: z.boolean(),
  result: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type PageImportResult = z.infer<typeof pageImportResultSchema>;
