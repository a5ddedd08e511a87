import { connect as tcpConnect } from 'node:net';
import { Connection, Request } from 'tedious';
import { fieldTypeOfColumn } from './column-types';
import {
  groupColumns,
  rowsAsText,
  resolveTarget,
  userDatabaseLimits,
  UserDatabaseError,
  type UserDatabase,
  type UserDatabaseTarget,
} from './user-database';

// Microsoft SQL Server with tedious: its connector opens our own socket to the checked address (the name is
// never resolved again); TLS is on for every connection and the certificate is verified for the name typed
// on a public host.

const dialect = {
  quote: (identifier: string) =>
    identifier
      .split('.')
      .map((part) => `[${part.replace(/]/g, ']]')}]`)
      .join('.'),
  page: (orderBy: string, offset: number, limit: number) =>
    ` ORDER BY ${orderBy} OFFSET ${offset} ROWS FETCH NEXT ${limit} ROWS ONLY`,
};

export async function openMssql(target: UserDatabaseTarget): Promise<UserDatabase> {
  const resolved = await resolveTarget(target);
  const limits = userDatabaseLimits();
  const connection = new Connection({
    server: resolved.name,
    authentication: { type: 'default', options: { userName: target.username, password: target.password } },
    options: {
      port: resolved.port,
      database: target.database,
      connector: () =>
        new Promise((resolve, reject) => {
          const socket = tcpConnect({ host: resolved.address, port: resolved.port });
          socket.once('connect', () => resolve(socket));
          socket.once('error', reject);
        }),
      encrypt: true,
      trustServerCertificate: !resolved.requireTls,
      connectTimeout: limits.connectMs,
      requestTimeout: limits.statementMs,
      rowCollectionOnRequestCompletion: false,
      useColumnNames: false,
    },
  });
  connection.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    connection.connect((error) => {
      if (error) {
        connection.close();
        reject(new UserDatabaseError(error.message || 'The server refused the connection.'));
      } else resolve();
    });
  });
  const query = (sqlText: string) =>
    new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const rows: Record<string, unknown>[] = [];
      const request = new Request(sqlText, (error) => (error ? reject(error) : resolve(rows)));
      request.on('row', (columns: { value: unknown; metadata: { colName: string } }[]) => {
        rows.push(Object.fromEntries(columns.map((c) => [c.metadata.colName, c.value])));
      });
      connection.execSql(request);
    });
  return {
    dialect,
    async tables() {
      const rows = await query(
        `SELECT CASE WHEN c.TABLE_SCHEMA = 'dbo' THEN c.TABLE_NAME ELSE c.TABLE_SCHEMA + '.' + c.TABLE_NAME END AS t,
                c.COLUMN_NAME AS c, c.DATA_TYPE AS y,
                CASE WHEN EXISTS (SELECT 1 FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS tc
                                    JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE k
                                      ON k.CONSTRAINT_NAME = tc.CONSTRAINT_NAME AND k.TABLE_SCHEMA = tc.TABLE_SCHEMA
                                   WHERE tc.CONSTRAINT_TYPE = 'PRIMARY KEY' AND tc.TABLE_SCHEMA = c.TABLE_SCHEMA
                                     AND tc.TABLE_NAME = c.TABLE_NAME AND k.COLUMN_NAME = c.COLUMN_NAME)
                     THEN 1 ELSE 0 END AS k
           FROM INFORMATION_SCHEMA.COLUMNS c
          ORDER BY c.TABLE_SCHEMA, c.TABLE_NAME, c.ORDINAL_POSITION`,
      );
      return groupColumns(
        rows.map((r) => ({
          table: String(r.t),
          column: String(r.c),
          type: String(r.y),
          primary: Number(r.k) === 1,
        })),
        fieldTypeOfColumn,
      );
    },
    select: async (sqlText) => rowsAsText(await query(sqlText)),
    close: () => connection.close(),
  };
}
