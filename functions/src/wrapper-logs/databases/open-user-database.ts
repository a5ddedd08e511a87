import type { DatabaseType } from '../wrapper-logs.schemas';
import { openMssql } from './mssql-database';
import { openMysql } from './mysql-database';
import { openPostgres } from './postgres-database';
import type { UserDatabase, UserDatabaseTarget } from './user-database';

const OPENERS: Record<DatabaseType, (target: UserDatabaseTarget) => Promise<UserDatabase>> = {
  MSSQL: openMssql,
  MYSQL: openMysql,
  POSTGRESQL: openPostgres,
};

/** Opens a connection to the user's database of the target's type. */
export function openUserDatabase(target: UserDatabaseTarget): Promise<UserDatabase> {
  return OPENERS[target.type](target);
}
