import { z } from 'zod';
import { pageFields } from '../platform/http/paging.schemas';

// Wrapper logs (spec 3 §2.8, §3, §5, §7): shared by the functions and the SPA.

export const DATABASE_TYPES = ['MSSQL', 'MYSQL', 'POSTGRESQL'] as const;
export type DatabaseType = (typeof DATABASE_TYPES)[number];
export const DATABASE_TYPE_LABELS: Record<DatabaseType, string> = {
  MSSQL: 'Microsoft SQL Server',
  MYSQL: 'MySQL',
  POSTGRESQL: 'PostgreSQL',
};
/** Spec 3 §5: the editor starts on MSSQL. */
export const DEFAULT_DATABASE_TYPE: DatabaseType = 'MSSQL';

/** Spec 3 §3, §9: field types Date 1 to Guid 5. */
export const FIELD_TYPES = { Date: 1, Boolean: 2, String: 3, Number: 4, Guid: 5 } as const;
export type FieldType = (typeof FIELD_TYPES)[keyof typeof FIELD_TYPES];
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  1: 'Date',
  2: 'Boolean',
  3: 'String',
  4: 'Number',
  5: 'Guid',
};

/** Spec 3 §2.8: the connection status texts. */
export const CONNECTION_STATUS = {
  notConnected: 'Not connected',
  connecting: 'Connecting...',
  connected: 'Successfully connected',
  error: (message: string) => `Connection error: ${message}`,
} as const;

/** Spec 3 §5 "Wrapper logs": the validation texts. */
export const WRAPPER_LOG_TEXTS = {
  nameRequired: 'Name is required.',
  nameShort: 'Name must have at least 4 letters.',
  descriptionRequired: 'Description is required.',
  descriptionShort: 'Description must have at least 4 letters.',
  url: 'Must be a valid URL.',
  databaseType: 'Select a Database Type',
  host: 'Database Host is required.',
  username: 'Username is required.',
  password: 'Password is required.',
  databaseName: 'Database Name is required.',
  table: 'Table Name is required.',
  fieldName: 'Field Name is required.',
  fieldHeading: 'Field Heading is required.',
  fieldType: 'Field Type is required.',
} as const;
const T = WRAPPER_LOG_TEXTS;

/** Spec 3 §9: at least 4 (characters, leading and trailing spaces not counted). */
export const MIN_NAME_LENGTH = 4;
export const MAX_FIELDS = 100;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const optionalUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters.')
  .refine((value) => value === '' || isHttpUrl(value), T.url)
  .default('');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const databaseType = z.enum(DATABASE_TYPES, { error: T.databaseType });

/** One column of the user's table as the wrapper log shows it. */
export const wrapperLogFieldSchema = z.object({
  id: z.number().int().nonnegative().default(0),
  columnName: required(T.fieldName, 128),
  heading: required(T.fieldHeading, 200),
  type: z
    .number({ error: T.fieldType })
    .int(T.fieldType)
    .min(1, T.fieldType)
    .max(5, T.fieldType) as unknown as z.ZodType<FieldType>,
  sortOrder: z.number().int().nonnegative().default(0),
  isPrimaryKey: z.boolean().default(false),
  showInTable: z.boolean().default(true),
  isDownloadable: z.boolean().default(false),
  isSource: z.boolean().default(false),
  isCellphone: z.boolean().default(false),
  isDropdownSearch: z.boolean().default(false),
  isSearchable: z.boolean().default(false),
});
export type WrapperLogField = z.infer<typeof wrapperLogFieldSchema>;

/**
 * POST /api/settings/wrapper-logs/save: create (id 0) or update. The browser never has the stored password:
 * on an update an empty password keeps it.
 */
export const saveWrapperLogSchema = z
  .object({
    id: z.number().int().nonnegative().default(0),
    name: required(T.nameRequired, 200).refine((v) => v.length >= MIN_NAME_LENGTH, T.nameShort),
    description: required(T.descriptionRequired, 1000).refine(
      (v) => v.length >= MIN_NAME_LENGTH,
      T.descriptionShort,
    ),
    repostLink: optionalUrl,
    manualPostLink: optionalUrl,
    databaseType,
    databaseHost: required(T.host, 255),
    databaseUsername: required(T.username, 128),
    databasePassword: z.string().max(512, 'At most 512 characters.').default(''),
    databaseName: required(T.databaseName, 128),
    databaseTable: required(T.table, 128),
    fields: z.array(wrapperLogFieldSchema).max(MAX_FIELDS, `At most ${MAX_FIELDS} fields.`).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.id === 0 && value.databasePassword === '') {
      ctx.addIssue({ code: 'custom', path: ['databasePassword'], message: T.password });
    }
  });
export type SaveWrapperLog = z.input<typeof saveWrapperLogSchema>;

/** GET /api/settings/wrapper-logs/{id}: the password is never sent; hasPassword says one is stored. */
export const wrapperLogSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  repostLink: z.string(),
  manualPostLink: z.string(),
  databaseType,
  databaseHost: z.string(),
  databaseUsername: z.string(),
  databasePassword: z.literal(''),
  hasPassword: z.boolean(),
  databaseName: z.string(),
  databaseTable: z.string(),
  fields: z.array(wrapperLogFieldSchema),
});
export type WrapperLog = z.infer<typeof wrapperLogSchema>;

/** GET /api/settings/wrapper-logs: one row of the list. */
export const wrapperLogRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  databaseType,
  dateCreated: z.string(),
});
export type WrapperLogRow = z.infer<typeof wrapperLogRowSchema>;

export const wrapperLogIdPathSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /api/settings/wrapper-logs/meta: the five connection parameters (spec 3 §7). On an existing log
 * (wrapperLogId) an empty password means the stored one.
 */
export const metaRequestSchema = z
  .object({
    type: databaseType,
    host: required(T.host, 255),
    database: required(T.databaseName, 128),
    username: required(T.username, 128),
    password: z.string().max(512, 'At most 512 characters.').default(''),
    wrapperLogId: z.number().int().positive().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.wrapperLogId && value.password === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: T.password });
    }
  });
export type MetaRequest = z.input<typeof metaRequestSchema>;

export const columnMetadataSchema = z.object({
  columnName: z.string(),
  /** The server's own type name, e.g. "varchar", "timestamp without time zone". */
  columnType: z.string(),
  isPrimaryKey: z.boolean(),
  /** The wrapper-log field type this column reads as. */
  fieldType: z.number().int().min(1).max(5) as unknown as z.ZodType<FieldType>,
});
export type ColumnMetadata = z.infer<typeof columnMetadataSchema>;

export const tableMetadataSchema = z.object({
  tableName: z.string(),
  columns: z.array(columnMetadataSchema),
});
export type TableMetadata = z.infer<typeof tableMetadataSchema>;

/** Spec 3 §3 "Connection result". */
export const connectionResultSchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  metadata: z.array(tableMetadataSchema),
});
export type ConnectionResult = z.infer<typeof connectionResultSchema>;

/** The request-log view's status filter: a status-code column's values under 300, or 300 and above. */
export const STATUS_FILTERS = ['all', 'success', 'error'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  success: 'Successful',
  error: 'Errors',
};
export const REQUESTS_PAGE_SIZE = 10;

/** POST /api/settings/wrapper-logs/{id}/requests */
export const requestsQuerySchema = z.object({
  status: z.enum(STATUS_FILTERS).default('all'),
  ...pageFields(REQUESTS_PAGE_SIZE),
});
export type RequestsQuery = z.input<typeof requestsQuerySchema>;

export const requestsPageSchema = z.object({
  /** The fields shown in the table, in order. */
  columns: z.array(z.object({ columnName: z.string(), heading: z.string(), type: z.number().int() })),
  /** Each row: every configured field's value as text (null for NULL), by column name. */
  rows: z.array(z.record(z.string(), z.string().nullable())),
  totalRows: z.number().int(),
  /** The column the status filter reads, or null when the table has none (the filter is then hidden). */
  statusColumn: z.string().nullable(),
});
export type RequestsPage = z.infer<typeof requestsPageSchema>;
