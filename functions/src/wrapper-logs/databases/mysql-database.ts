import type { Connection, RowDataPacket } from 'mysql2';
import { config } from '../../platform/config';
import { connectToUserMysql, MysqlConnectError } from '../../lists/mysql/mysql-client';
import { requireTlsByDefault } from '../../lists/mysql/host-guard';
import { fieldTypeOfColumn } from './column-types';
import {
  groupColumns,
  rowsAsText,
  userDatabaseLimits,
  UserDatabaseError,
  type UserDatabase,
  type UserDatabaseTarget,
} from './user-database';

// MySQL (and MariaDB) through the MySQL list source's guarded connection (lists/mysql/mysql-client.ts):
// checked address, verified TLS on public hosts, no LOCAL INFILE, no multiple statements.

const dialect = {
  quote: (identifier: string) => `\`${identifier.replace(/`/g, '``')}\``,
  page: (orderBy: string, offset: number, limit: number) =>
    ` ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
};

export async function openMysql(target: UserDatabaseTarget): Promise<UserDatabase> {
  let connection: Connection;
  try {
    connection = await connectToUserMysql({
      host: target.host,
      username: target.username,
      password: target.password,
      database: target.database,
      requireTls: requireTlsByDefault(target.host, config.mysqlSourceAllowedCidrs),
    });
  } catch (error) {
    if (error instanceof MysqlConnectError) throw new UserDatabaseError(error.message);
    throw new UserDatabaseError((error as Error).message);
  }
  const query = async (sqlText: string): Promise<RowDataPacket[]> => {
    const [rows] = await connection
      .promise()
      .query<RowDataPacket[]>({ sql: sqlText, timeout: userDatabaseLimits().statementMs });
    return rows;
  };
  return {
    dialect,
    async tables() {
      const rows = await query(
        `SELECT TABLE_NAME AS t, COLUMN_NAME AS c, COLUMN_TYPE AS y, COLUMN_KEY AS k
           FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()
          ORDER BY TABLE_NAME, ORDINAL_POSITION`,
      );
      return groupColumns(
        rows.map((r) => ({
          table: String(r.t),
          column: String(r.c),
          type: String(r.y),
          primary: r.k === 'PRI',
        })),
        fieldTypeOfColumn,
      );
    },
    select: async (sqlText) => rowsAsText(await query(sqlText)),
    close: () => connection.destroy(),
  };
}
