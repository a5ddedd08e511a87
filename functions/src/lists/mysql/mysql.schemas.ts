import { z } from 'zod';

/** Spec 1 §9: connection string types. */
export const CONNECTION_TYPE = { Sms: 1, Email: 2, Both: 3 } as const;

/** Spec 1 §2.9 and §8: the dialog's empty-list texts and the errors of the calls. */
export const MYSQL_TEXTS = {
  loadingDatabases: 'Loading the list of databases.',
  cannotConnect: 'Cannot connect to MySQL with the connection details provided.',
  noDatabases: 'No databases found',
  tablesFailed: 'Could not connect to MySQL server using the selected connection string.',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A connection string as the browser sees it: never the password, only whether one is stored. */
export const connectionStringSchema = z.object({
  mySQLConnID: z.number().int(),
  connName: z.string(),
  mysqlHost: z.string(),
  mysqlUsername: z.string(),
  mysqlDatabase: z.string(),
  tablePrefix: z.string(),
  type: z.number().int(),
  hasPassword: z.boolean(),
});
export type ConnectionString = z.infer<typeof connectionStringSchema>;

/** GET /api/lists/mysql/connection-strings?types=1,3 */
export const connectionStringsQuerySchema = z.object({
  types: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(
      z.array(
        z
          .number()
          .int()
          .min(1, 'Types are 1 (SMS), 2 (Email) or 3 (Both).')
          .max(3, 'Types are 1 (SMS), 2 (Email) or 3 (Both).'),
      ),
    ),
});

/**
 * POST /api/lists/mysql/connection-strings: create, or update when mySQLConnID is given. An update
 * with an empty password keeps the stored one (the browser never has it); `clearPassword` removes it.
 */
export const saveConnectionStringSchema = z.object({
  mySQLConnID: z.number().int().positive().nullable().default(null),
  connName: requiredText('Connection name is required', 100),
  mysqlHost: requiredText('Host is required', 255),
  mysqlUsername: requiredText('Username is required', 100),
  mysqlPassword: z.string().max(200, 'At most 200 characters.').default(''),
  clearPassword: z.boolean().default(false),
  mysqlDatabase: requiredText('Please select a database', 64),
  tablePrefix: z.string().trim().max(64, 'At most 64 characters.').default(''),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'Please select what to use this connection string for.',
  }),
});
export type SaveConnectionString = z.input<typeof saveConnectionStringSchema>;

/**
 * GET /api/lists/mysql/databases?host&username&password (spec 1 §7). With `connectionStringId`, the
 * stored password is used when `password` is empty (editing a saved connection string).
 */
export const databasesQuerySchema = z.object({
  host: requiredText('Host is required', 255),
  username: requiredText('Username is required', 100),
  password: z.string().max(200).default(''),
  connectionStringId: z.coerce.number().int().positive().optional(),
});
export const databasesSchema = z.object({ databases: z.array(z.string()) });

export const connectionIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Connection string id must be a number' })
    .int()
    .positive('Connection string id must be a positive number'),
});

export const tablesSchema = z.object({ tables: z.array(z.string()) });

/** …/{id}/top-10-rows/{table} and friends: a table of the connection string's database. */
export const tablePathSchema = connectionIdPathSchema.extend({
  table: z.string().min(1, 'Please select a table.').max(64, 'Not a table name.'),
});
