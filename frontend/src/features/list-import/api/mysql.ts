import useSWR from 'swr';
import { z } from 'zod';
import {
  connectionStringSchema,
  databasesSchema,
  tablesSchema,
  type ConnectionString,
  type SaveConnectionString,
} from '@contracts/lists/mysql/mysql.schemas';
import { api } from '@/lib/api-client';

export const CONNECTION_STRINGS_URL = '/api/lists/mysql/connection-strings';
export const DATABASES_URL = '/api/lists/mysql/databases';

/** The SWR key of the connection strings of these types (GET …/connection-strings?types=1,3). */
export const connectionStringsKey = (types: readonly number[]): string =>
  `${CONNECTION_STRINGS_URL}?${new URLSearchParams({ types: types.join(',') }).toString()}`;

/** GET /api/lists/mysql/connection-strings?types=: the account's connection strings of these types. */
export function useConnectionStrings(types: readonly number[]) {
  return useSWR(
    connectionStringsKey(types),
    (url: string) => api.get(url, { schema: z.array(connectionStringSchema) }),
    { revalidateOnFocus: false },
  );
}

/** GET /api/lists/mysql/connection-strings/{id}/tables (loaded once a connection string is chosen). */
export function useTables(connectionStringId: number | null) {
  return useSWR(
    connectionStringId === null ? null : `${CONNECTION_STRINGS_URL}/${connectionStringId}/tables`,
    (url: string) => api.get(url, { schema: tablesSchema }),
    { revalidateOnFocus: false },
  );
}

/** POST /api/lists/mysql/connection-strings: creates, or updates with mySQLConnID; answers the saved one. */
export const saveConnectionString = (body: SaveConnectionString): Promise<ConnectionString> =>
  api.post(CONNECTION_STRINGS_URL, body, { schema: connectionStringSchema });

/** DELETE /api/lists/mysql/connection-strings/{id} (409 while an import from it runs). */
export const deleteConnectionString = (id: number): Promise<void> =>
  api.delete(`${CONNECTION_STRINGS_URL}/${id}`);

export type DatabasesQuery = {
  host: string;
  username: string;
  password: string;
  /** Editing a saved connection string: the server uses its stored password when `password` is empty. */
  connectionStringId?: number;
  requireTls: boolean;
};

/** GET /api/lists/mysql/databases?host&username&password&requireTls[&connectionStringId]. */
export function fetchDatabases(query: DatabasesQuery, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams({
    host: query.host,
    username: query.username,
    password: query.password,
    requireTls: String(query.requireTls),
  });
  if (query.connectionStringId !== undefined)
    params.set('connectionStringId', String(query.connectionStringId));
  return api
    .get(`${DATABASES_URL}?${params.toString()}`, { schema: databasesSchema, signal })
    .then((answer) => answer.databases);
}
