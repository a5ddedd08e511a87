import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createConnection, type ResultSetHeader } from 'mysql2/promise';
import { config } from '../platform/config';
import { CONTACT_COLUMNS } from './contact-fields';
import type { ListKind } from './import-jobs.repository';

/** The mapped columns, in the order each line carries them. */
const FIELD_ORDER = Object.values(CONTACT_COLUMNS).map((c) => c.column);
type FieldColumn = (typeof FIELD_ORDER)[number] | 'cellphone';

/**
 * Per kind of list: its contacts table, the key column (what makes a contact unique in its list) and the
 * other columns a line carries. An e-mail list's key is the e-mail address; its cellphone is a plain field.
 */
const TARGETS: Record<ListKind, { table: string; key: string; fields: readonly FieldColumn[] }> = {
  Sms: { table: 'sms_list_contacts', key: 'cellphone', fields: FIELD_ORDER },
  Email: {
    table: 'email_list_contacts',
    key: 'email',
    fields: [...FIELD_ORDER.filter((c) => c !== 'email'), 'cellphone'],
  },
};

/** A value for LOAD DATA's default format: tab-separated, backslash escapes, \N for NULL. */
const tsv = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? '\\N'
    : String(value).replace(
        /[\\\t\n\r\0]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' })[c]!,
      );

export interface ContactLine {
  /** The key: the E.164 cellphone of an SMS list's contact, the lower-cased e-mail of an e-mail list's. */
  key: string;
  sourceRow: number;
  fields: Partial<Record<FieldColumn, string | null>>;
  /** Custom field values as a JSON object text, or null. */
  custom?: string | null;
}

/**
 * Streams contacts into a list with one LOAD DATA LOCAL INFILE statement on our own database (never a
 * user's server): the fastest bulk path MariaDB/MySQL offer. IGNORE skips a cellphone the list already
 * has, and the statement is one transaction, so a worker that dies leaves either all of it or none.
 */
export function startContactLoad(listId: number, jobId: number, kind: ListKind = 'Sms') {
  const target = TARGETS[kind];
  const stream = new PassThrough();
  // Destroying the stream with an error (abort, cancel) must not become an uncaught 'error' event (it
  // would end the whole process) when mysql2 has not piped it yet: the outcome is read from `loaded`.
  stream.on('error', () => undefined);
  const loaded = (async () => {
    const conn = await createConnection({
      uri: config.databaseUrl,
      infileStreamFactory: () => stream,
      timezone: 'Z',
    });
    try {
      // The producer may pause (a slow source, the rejected-rows upload, a busy host): without this the
      // server gives up on the LOCAL INFILE stream after net_read_timeout (30 s) and aborts the load.
      await conn.query('SET SESSION net_read_timeout = 900');
      const columns = [target.key, 'source_row', ...target.fields, 'custom_values'].join(', ');
      const [result] = await conn.query<ResultSetHeader>(
        `LOAD DATA LOCAL INFILE 'contacts.tsv' IGNORE INTO TABLE ${target.table} CHARACTER SET utf8mb4
         FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n'
         (${columns}) SET list_id = ?, import_job_id = ?`,
        [listId, jobId],
      );
      return result.affectedRows;
    } finally {
      await conn.end();
    }
  })();
  loaded.catch(() => stream.destroy());
  return {
    /** Adds one contact (waits when the database is behind). */
    async write(contact: ContactLine): Promise<void> {
      const line = [
        contact.key,
        contact.sourceRow,
        ...target.fields.map((f) => contact.fields[f] ?? null),
        contact.custom ?? null,
      ]
        .map(tsv)
        .join('\t');
      if (!stream.write(`${line}\n`)) await Promise.race([once(stream, 'drain'), loaded]);
    },
    /** Abandons the load (the statement fails, so nothing is stored), then throws what `fail` throws. */
    async abort(fail: () => void): Promise<never> {
      stream.destroy(new Error('import aborted'));
      await loaded.catch(() => undefined);
      fail();
      throw new Error('import aborted');
    },
    /** Abandons the load after a failure elsewhere (the statement fails, so nothing is stored). */
    cancel(): void {
      if (!stream.destroyed) stream.destroy(new Error('import cancelled'));
      loaded.catch(() => undefined);
    },
    /** Ends the load; answers how many contacts were added. */
    async end(): Promise<number> {
      stream.end();
      return loaded;
    },
  };
}
