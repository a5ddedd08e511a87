// Lists the databases of a user's MySQL server in this process, as the wizard would (for TLS tests
// that need a test CA trusted through NODE_EXTRA_CA_CERTS, which only a new process reads).
// Usage (test env loaded): tsx functions/src/test-support/connect-user-mysql.ts '<MysqlTarget as JSON>'
// Prints {"databases": [...]} or {"error": "<class>", "message": "..."}.
import { withUserMysql, type MysqlTarget } from '../lists/mysql/mysql-client';
import { listDatabases } from '../lists/mysql/mysql-tables';

const target = JSON.parse(process.argv[2] ?? '{}') as MysqlTarget;
withUserMysql(target, listDatabases, 10_000).then(
  (databases) => {
    console.log(JSON.stringify({ databases }));
    process.exit(0);
  },
  (error: unknown) => {
    console.log(
      JSON.stringify({ error: (error as Error).constructor.name, message: (error as Error).message }),
    );
    process.exit(0);
  },
);
