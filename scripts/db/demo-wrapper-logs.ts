// A demo wrapper log for Acme Retail (issue 15): the website's lead wrapper, logging to the local
// PostgreSQL's request_log table (infra/db/ensure-postgres.sh), so /wrapper-logs, the editor's Connect and the
// request-log view work on a fresh machine. Made through the wrapper-logs service; skipped when Acme already
// has one.
import { createDatabase } from '../../functions/src/platform/db/database';
import { saveWrapperLog, listWrapperLogs } from '../../functions/src/wrapper-logs/wrapper-logs.service';
import { FIELD_TYPES, saveWrapperLogSchema } from '../../functions/src/wrapper-logs/wrapper-logs.schemas';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const field = (columnName: string, heading: string, type: number, extra: object = {}) => ({
  columnName,
  heading,
  type,
  ...extra,
});

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    if ((await listWrapperLogs(db, auth)).length > 0) {
      console.log('demo wrapper logs: already there');
      return;
    }
    await saveWrapperLog(
      db,
      auth,
      saveWrapperLogSchema.parse({
        name: 'Website lead wrapper',
        description: 'Leads posted by the Spring Sale landing page to the partner CRM',
        repostLink: 'https://crm.example.com/leads/repost',
        manualPostLink: 'https://crm.example.com/leads/manual',
        databaseType: 'POSTGRESQL',
        databaseHost: '127.0.0.1',
        databaseUsername: process.env.PG_DEMO_USER ?? 'wrapper_reader',
        databasePassword: process.env.PG_DEMO_PASSWORD ?? 'wrapper-reader-pass',
        databaseName: 'wrapper_demo',
        databaseTable: 'request_log',
        fields: [
          field('id', 'Id', FIELD_TYPES.Number, { isPrimaryKey: true }),
          field('received_at', 'Received', FIELD_TYPES.Date, { isSearchable: true }),
          field('source', 'Source', FIELD_TYPES.String, { isSource: true, isDropdownSearch: true }),
          field('cellphone', 'Cellphone', FIELD_TYPES.String, { isCellphone: true, isSearchable: true }),
          field('status_code', 'Status Code', FIELD_TYPES.Number),
          field('success', 'Success', FIELD_TYPES.Boolean),
          field('request_body', 'Request Body', FIELD_TYPES.String, {
            showInTable: false,
            isDownloadable: true,
          }),
          field('response_body', 'Response Body', FIELD_TYPES.String, { showInTable: false }),
        ],
      }),
    );
    console.log('demo wrapper logs: 1 wrapper log on the local PostgreSQL');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`demo wrapper logs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
