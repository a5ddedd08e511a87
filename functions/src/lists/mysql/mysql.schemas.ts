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

/** The name or address of "host", "host:port", "[v6]" or "[v6]:port", lower case. */
function hostNameOf(input: string): string {
  const value = input.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\]/.exec(value);
  if (bracketed) return bracketed[1]!;
  return value.split(':').length > 2 ? value : value.split(':')[0]!;
}

/**
 * A local-development host: localhost, 127.0.0.0/8 or ::1. Connection strings to other hosts require
 * TLS by default (the server adds the ranges MYSQL_SOURCE_ALLOWED_CIDRS allows, which the SPA does
 * not know).
 */
export function isLocalDevelopmentHost(host: string): boolean {
  const name = hostNameOf(host).replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name) ||
    /^(0{1,4}:){7}0{0,3}1$|^::1$|^(0{1,4}:){1,6}:0{0,3}1$/.test(name)
  );
}

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
  /** TLS with the server certificate verified for mysqlHost, or no connection. */
  requireTls: z.boolean(),
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
 * with an empty password keeps the stored one (the browser never has it) for the same host and user,
 * and not when Require TLS goes from on to off; `clearPassword` removes it. Without `requireTls`, an
 * update keeps the saved value for the same host, otherwise it is on unless the host is local.
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
  requireTls: z.boolean().optional(),
});
export type SaveConnectionString = z.input<typeof saveConnectionStringSchema>;

/**
 * GET /api/lists/mysql/databases?host&username&password (spec 1 §7), and `requireTls` (true/false;
 * without it, on unless the host is local). With `connectionStringId`, the stored password is used
 * when `password` is empty (editing a saved connection string), under the same rules as saving.
 */
export const databasesQuerySchema = z.object({
  host: requiredText('Host is required', 255),
  username: requiredText('Username is required', 100),
  password: z.string().max(200).default(''),
  connectionStringId: z.coerce.number().int().positive().optional(),
  requireTls: z
    .enum(['true', 'false'], { error: 'requireTls is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
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
