import { z } from 'zod';
import { pageQueryFields, paginationSchema } from '../platform/http/paging.schemas';
import { FIELD_TYPES } from './files/field-types';

/** Spec 1 §4: Queued 0, InProgress 1, Completed 2. */
export const LIST_STATUS = { Queued: 0, InProgress: 1, Completed: 2 } as const;
export const LIST_PAGE_SIZE = 10;
export const MAX_LIST_RECORDS = 500_000;
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const DEFAULT_COUNTRY = 'ZA';

export const fieldTypeSchema = z.enum(FIELD_TYPES);

/**
 * The field every contact of a kind of list is keyed on: Cellphone for SMS lists, Email for e-mail lists
 * (spec 2 §2.11: the same wizard with e-mail as the key).
 */
export const LIST_KEY_FIELDS = ['Cellphone', 'Email'] as const;
export type ListKeyField = (typeof LIST_KEY_FIELDS)[number];

// ---- the lists page ----------------------------------------------------------------------

/** A row of POST /api/sms/lists/all (spec 1 §3 "SMS list"); name and listName carry the same value. */
export const smsListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  listName: z.string(),
  description: z.string().nullable(),
  dateCreated: z.string(),
  contacts: z.number().int(),
  optouts: z.number().int(),
  dmaOptouts: z.number().int(),
  status: z.number().int(),
  newProcess: z.boolean(),
  exclusionList: z.boolean(),
  needsRefresh: z.boolean(),
  countryIso3166: z.string(),
});
export type SmsListRow = z.infer<typeof smsListRowSchema>;

export const listSortFieldSchema = z.enum(
  ['id', 'name', 'dateCreated', 'contacts', 'optouts', 'dmaOptouts'],
  {
    error: 'Sort by id, name, dateCreated, contacts, optouts or dmaOptouts.',
  },
);

/** POST /api/sms/lists/all body. */
export const listListsRequestSchema = z.object({
  sort: z
    .object({
      field: listSortFieldSchema,
      direction: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' }),
    })
    .default({ field: 'name', direction: 'asc' }),
  filter: z.string().trim().max(200).default(''),
  pagination: paginationSchema(LIST_PAGE_SIZE),
});
export type ListListsRequest = z.input<typeof listListsRequestSchema>;
export const listListsResponseSchema = z.object({
  rows: z.array(smsListRowSchema),
  totalRows: z.number().int(),
});

export const listIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'List id must be a number' })
    .int('List id must be a whole number')
    .positive('List id must be a positive number'),
});

// ---- the wizard: step 1 (list info) ------------------------------------------------------

export const listInfoSchema = z.object({
  listName: z
    .string({ error: 'List name is required' })
    .trim()
    .min(1, 'List name is required')
    .max(200, 'List name is too long (at most 200 characters).'),
  description: z.string().trim().max(1000, 'Description is too long (at most 1,000 characters).').default(''),
  countryIso3166: z.string().length(2, 'Choose a country.').toUpperCase().default(DEFAULT_COUNTRY),
  exclusionList: z.boolean().default(false),
});
export type ListInfo = z.input<typeof listInfoSchema>;

export const DMA_EXCLUSION_WARNING =
  'Warning: Ticking this box could have adverse legal consequences. Only tick this box if you know what you are doing. Are you sure?';

// ---- files (data source File) -------------------------------------------------------------

/** POST /api/lists/files: announce an upload; the answer says where the browser sends the bytes. */
export const startUploadSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Please upload a file to import contacts from.')
    .max(255, 'The file name is too long.'),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty.')
    .max(MAX_UPLOAD_BYTES, 'The file is larger than 100 MB.'),
});
export type StartUpload = z.infer<typeof startUploadSchema>;

/** S3 presigned PUT: the browser PUTs the file's bytes (exactly the announced size) to `url`. */
export const startedUploadSchema = z.object({
  fileId: z.number().int(),
  upload: z.object({ method: z.literal('PUT'), url: z.string() }),
});
export type StartedUpload = z.infer<typeof startedUploadSchema>;

/** POST /api/lists/files/{id}/complete: the uploaded file, checked (format, size). */
export const uploadedFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  format: z.enum(['csv', 'xlsx', 'zip']),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'File id must be a number' })
    .int()
    .positive('File id must be a positive number'),
});

/** GET …/top-10-rows (spec 1 §3). Row indices count data rows: startRow 0 is the first row after the header. */
export const topRowsSchema = z.object({
  header: z.object({ values: z.array(z.string()) }),
  rows: z.array(z.object({ values: z.array(z.string()) })),
  totalRowsCount: z.number().int(),
  listTooBig: z.boolean(),
  maxRowCount: z.number().int(),
});
export type TopRows = z.infer<typeof topRowsSchema>;

export const columnMappingsQuerySchema = z.object({
  startRow: z.coerce
    .number({ error: 'Start row must be a number.' })
    .int()
    .min(0, 'Start row must be 0 or more.'),
  countryIso3166: z.string().length(2).toUpperCase().default(DEFAULT_COUNTRY),
});

/** GET …/column-mappings: one per column, with the guessed field type (null when none fits). */
export const columnMappingSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  value: z.string(),
  fieldType: fieldTypeSchema.nullable(),
  customFieldId: z.number().int().nullable(),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const duplicatesQuerySchema = z.object({
  startRow: z.coerce
    .number({ error: 'Start row must be a number.' })
    .int()
    .min(0, 'Start row must be 0 or more.'),
  keyColumn: z.coerce
    .number({ error: 'Key column must be a number.' })
    .int()
    .min(0, 'Key column must be 0 or more.'),
  countryIso3166: z.string().length(2).toUpperCase().default(DEFAULT_COUNTRY),
  /** What the key column holds: cellphones (compared in E.164) or e-mail addresses (compared lower-cased). */
  keyField: z.enum(LIST_KEY_FIELDS, { error: 'Key field is Cellphone or Email.' }).default('Cellphone'),
});

/** GET …/duplicates: rows from startRow whose key repeats an earlier one; invalid keys counted apart. */
export const duplicatesSchema = z.object({
  duplicates: z.number().int(),
  total: z.number().int(),
  invalid: z.number().int(),
});

// ---- create and import ------------------------------------------------------------------

const mappingToSend = z.object({
  index: z.number().int().min(0),
  fieldType: fieldTypeSchema,
  customFieldId: z.number().int().positive().nullable().default(null),
});

/**
 * The import part shared by create-list and import-into-list (spec 1 §3), for lists keyed on `keyField`.
 * Only mapped columns are sent.
 */
export function importSourceSchemaFor(keyField: ListKeyField) {
  return z
    .object({
      permissionToContact: z.literal(true, {
        error: 'You must have permission to contact people before importing their details...',
      }),
      uploadedFileId: z.number().int().positive().nullable().default(null),
      uploadedFileName: z.string().max(255).nullable().default(null),
      connectionStringId: z.number().int().positive().nullable().default(null),
      tableName: z.string().max(64).nullable().default(null),
      importRow: z.number().int().min(0, 'You must select the first row to import.'),
      totalRows: z.number().int().min(0).default(0),
      duplicates: z.number().int().min(0).default(0),
      columnMappings: z.array(mappingToSend).max(1000),
    })
    .superRefine((v, ctx) => {
      if (v.uploadedFileId === null && v.connectionStringId === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['uploadedFileId'],
          message: 'Please upload a file to import contacts from.',
        });
      }
      const seen = new Map<string, string>();
      v.columnMappings.forEach((m, i) => {
        const key = m.fieldType === 'Custom' ? `Custom:${m.customFieldId}` : m.fieldType;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['columnMappings', i, 'fieldType'],
            message: `Duplicate field type: ${m.fieldType}. Column type must only map to a single column.`,
          });
        }
        seen.set(key, m.fieldType);
      });
      if (!v.columnMappings.some((m) => m.fieldType === keyField)) {
        ctx.addIssue({
          code: 'custom',
          path: ['columnMappings'],
          message: `You must map a ${keyField} column.`,
        });
      }
    });
}

/** The SMS lists' import part: keyed on Cellphone. */
export const importSourceSchema = importSourceSchemaFor('Cellphone');

/** POST /api/sms/lists */
export const createListSchema = z.intersection(listInfoSchema, importSourceSchema);
export type CreateList = z.input<typeof createListSchema>;

/** POST /api/sms/lists/empty */
export const createEmptyListSchema = listInfoSchema;

/** POST /api/sms/lists/{id}/import */
export const importIntoListSchema = importSourceSchema;
export type ImportIntoList = z.input<typeof importIntoListSchema>;

/** The answer of create and import: the list and its queued import job. */
export const queuedImportSchema = z.object({ listId: z.number().int(), jobId: z.number().int().nullable() });
export type QueuedImport = z.infer<typeof queuedImportSchema>;

/** The list-import queue's message: ids only. */
export const listImportMessageSchema = z.object({ jobId: z.number().int().positive() });

// ---- List Process Queue -----------------------------------------------------------------

export const importJobStatusSchema = z.enum(['Queued', 'InProgress', 'Completed', 'Failed']);

/** GET /api/lists/import-jobs?listId=: the account's import jobs, newest first (the List Process Queue page). */
export const importJobSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  /** The kind of list the job fills (an SMS list or an e-mail list). */
  listKind: z.enum(['Sms', 'Email']),
  listName: z.string(),
  source: z.enum(['File', 'MySql', 'EngagedSubscribers']),
  sourceName: z.string(),
  status: importJobStatusSchema,
  rowsTotal: z.number().int(),
  rowsProcessed: z.number().int(),
  rowsImported: z.number().int(),
  rowsDuplicate: z.number().int(),
  rowsInvalid: z.number().int(),
  optouts: z.number().int(),
  dmaOptouts: z.number().int(),
  errorMessage: z.string().nullable(),
  createdDate: z.string(),
  startedDate: z.string().nullable(),
  finishedDate: z.string().nullable(),
  /** GET /api/lists/import-jobs/{id}/rejected-rows answers them as CSV with a reason per row. */
  hasRejectedRows: z.boolean(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

// ---- edit and contacts ------------------------------------------------------------------

/** PATCH /api/sms/lists/{id}: the list's name and description. */
export const editListSchema = z.object({
  listName: listInfoSchema.shape.listName,
  description: listInfoSchema.shape.description,
});

/** GET /api/sms/lists/{id}/contacts query: a page of contacts, optionally searched by number or name. */
export const contactsQuerySchema = z.object({
  ...pageQueryFields(20),
  search: z.string().trim().max(100).default(''),
});

export const listContactSchema = z.object({
  id: z.number().int(),
  cellphone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  optedOut: z.boolean(),
  dmaOptedOut: z.boolean(),
});
export type ListContact = z.infer<typeof listContactSchema>;
export const listContactsResponseSchema = z.object({
  rows: z.array(listContactSchema),
  totalRows: z.number().int(),
});
