import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { endedJob, rejectedRows } from '../test-support/import-jobs';
import { uploadedFileId } from '../test-support/upload';
import type { QueuedImport } from '../lists/lists.schemas';
import type { EmailList } from './email-lists.schemas';

// E-mail-keyed imports at the volume users bring, with the dirt their e-mail files carry (see the SMS
// lists' import-volume test for the numbers' side): every job ends, with exact counts, each address once
// (lower-cased and trimmed, whatever its case and surrounding whitespace), and the rejected rows downloadable.
let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

/** The u-th unique address as the file writes it (three shapes, mixed case), and as it must be stored. */
const address = (u: number) =>
  [`person${u}@example.com`, `Thandi.Dlamini${u}@Mail.Example.CO.ZA`, `j.smith+news${u}@Shop.Test`][u % 3]!;
const swapCase = (s: string) =>
  [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

interface InvalidKind {
  /** What people's files hold (as a label; the validator's reason is the same for all but blanks). */
  kind: string;
  /** The CSV cell as the file writes it (n makes it unique). */
  file: (n: number) => string;
  /** The cell the rejected-rows file shows: trimmed, re-quoted, a formula defused with a leading quote. */
  shown: (n: number) => string;
}

/** Ten kinds of address the validator refuses (see lists/files/email.ts). */
const KINDS: InvalidKind[] = [
  { kind: 'blank', file: () => '', shown: () => '' },
  { kind: 'spaces only', file: () => '   ', shown: () => '' },
  { kind: 'no @', file: (n) => `person${n}.example.com`, shown: (n) => `person${n}.example.com` },
  { kind: 'two @', file: (n) => `person${n}@@example.com`, shown: (n) => `person${n}@@example.com` },
  { kind: 'space inside', file: (n) => `person ${n}@example.com`, shown: (n) => `person ${n}@example.com` },
  { kind: 'trailing dot', file: (n) => `person${n}@example.com.`, shown: (n) => `person${n}@example.com.` },
  { kind: 'n/a', file: () => 'n/a', shown: () => 'n/a' },
  {
    kind: 'local part over 64',
    file: (n) => `${'x'.repeat(65)}${n}@example.com`,
    shown: (n) => `${'x'.repeat(65)}${n}@example.com`,
  },
  { kind: 'comma', file: (n) => `"person${n}@example,com"`, shown: (n) => `"person${n}@example,com"` },
  {
    kind: 'formula',
    file: (n) => `"=HYPERLINK(""http://evil.test/${n}"",""click"")"`,
    shown: (n) => `"'=HYPERLINK(""http://evil.test/${n}"",""click"")"`,
  },
];
const INVALID = KINDS.map((k) => ({
  ...k,
  reason: k.shown(0) === '' ? 'No e-mail address' : 'Not a valid e-mail address',
}));

const HEADER = 'Email,First name,Last name,Notes';

/**
 * `rows` rows in groups of ten: six new addresses (three shapes, a quoted surname with a comma), two
 * repeats of this group's addresses that differ only in case and surrounding whitespace (one of them
 * quoted, its whitespace a tab, a no-break space and a zero-width space as text copied from a web page
 * carries), two invalid addresses (the ten kinds in turn, with a quoted note holding a comma or a
 * formula-looking note). So per 500,000 rows: 300,000 unique, 100,000 duplicates, 100,000 invalid; and the
 * rejected-rows file's exact lines.
 */
function dirtyEmailCsv(rows: number): { csv: string; rejected: string[] } {
  const lines = [HEADER];
  const rejected = ['Row,Reason,Email,First name,Last name,Notes'];
  const valid = (u: number) => `${address(u)},Name${u},"Dlamini, ${u}",ok`;
  for (let g = 0; g < rows / 10; g += 1) {
    const u = g * 6;
    const bad = (j: 0 | 1) => {
      const kind = INVALID[(2 * g + j) % INVALID.length]!;
      const notes = j === 0 ? '"has, a comma"' : '=1+1';
      const row = 10 * g + (j === 0 ? 2 : 6) + 2;
      lines.push(`${kind.file(g)},Bad${g},Row,${notes}`);
      rejected.push(`${row},${kind.reason},${kind.shown(g)},Bad${g},Row,${j === 0 ? notes : "'=1+1"}`);
    };
    lines.push(valid(u), valid(u + 1));
    bad(0);
    lines.push(valid(u + 2), `  ${address(u + 2).toUpperCase()}  ,Again${g},Dup,repeat`, valid(u + 3));
    bad(1);
    lines.push(
      valid(u + 4),
      `"\u200b ${swapCase(address(u + 4))}\u00a0\t",Again${g},Dup,repeat`,
      valid(u + 5),
    );
  }
  return { csv: lines.join('\r\n'), rejected };
}

const createBody = (fileId: number, name: string, totalRows: number, duplicates: number) => ({
  listName: name,
  description: '',
  countryIso3166: 'ZA',
  exclusionList: false,
  permissionToContact: true,
  uploadedFileId: fileId,
  uploadedFileName: `${name}.csv`,
  importRow: 0,
  totalRows,
  duplicates,
  columnMappings: [
    { index: 0, fieldType: 'Email' },
    { index: 1, fieldType: 'FirstName' },
    { index: 2, fieldType: 'LastName' },
  ],
});

const duplicatesOf = async (fileId: number) =>
  (
    await api.get<{ duplicates: number; total: number; invalid: number }>(
      `/api/lists/files/${fileId}/duplicates?startRow=0&keyColumn=0&keyField=Email`,
    )
  ).body;

describe('e-mail list imports at volume', () => {
  it('a 500,000-row file with 100,000 invalid addresses and 100,000 repeats in another case completes with exact counts', async () => {
    const { csv, rejected: expectedRejected } = dirtyEmailCsv(500_000);
    const fileId = await uploadedFileId(api, 'dirty-emails.csv', csv);
    // The wizard's count, over the whole file, agrees with what the import will find.
    expect(await duplicatesOf(fileId)).toEqual({ duplicates: 100_000, total: 500_000, invalid: 100_000 });

    const queued = await api.post<QueuedImport>(
      '/api/email/lists',
      createBody(fileId, 'Dirty emails 500k', 500_000, 100_000),
    );
    expect(queued.status).toBe(201);
    const job = await endedJob(api, queued.body.jobId!, 180_000);
    expect(job).toMatchObject({
      listKind: 'Email',
      status: 'Completed',
      rowsProcessed: 500_000,
      rowsInvalid: 100_000,
      rowsImported: 300_000,
      rowsDuplicate: 100_000,
      hasRejectedRows: true,
    });
    const list = (await api.get<EmailList>(`/api/email/lists/${queued.body.listId}`)).body;
    expect(list).toMatchObject({ status: 2, contacts: 300_000 });

    const counted = await sql<{ n: number; distinct_emails: number; not_normal: number }>`
      SELECT COUNT(*) AS n, COUNT(DISTINCT CAST(email AS BINARY)) AS distinct_emails,
             SUM(CAST(email AS BINARY) <> CAST(LOWER(TRIM(email)) AS BINARY)) AS not_normal
      FROM email_list_contacts WHERE list_id = ${queued.body.listId}`.execute(testDb());
    expect(Object.values(counted.rows[0]!).map(Number)).toEqual([300_000, 300_000, 0]);

    // Each address kept as its first row gave it (a repeat later in the file, in another case, neither
    // replaces it nor adds one): those of the first group, two of them repeated, and the file's last.
    const sample = await testDb()
      .selectFrom('email_list_contacts')
      .select(['email', 'first_name', 'last_name', 'source_row'])
      .where('list_id', '=', queued.body.listId)
      .where(
        'email',
        'in',
        [0, 1, 2, 4, 299_999].map((u) => address(u).toLowerCase()),
      )
      .orderBy('source_row')
      .execute();
    expect(sample).toEqual([
      { email: 'person0@example.com', first_name: 'Name0', last_name: 'Dlamini, 0', source_row: 2 },
      {
        email: 'thandi.dlamini1@mail.example.co.za',
        first_name: 'Name1',
        last_name: 'Dlamini, 1',
        source_row: 3,
      },
      { email: 'j.smith+news2@shop.test', first_name: 'Name2', last_name: 'Dlamini, 2', source_row: 5 },
      {
        email: 'thandi.dlamini4@mail.example.co.za',
        first_name: 'Name4',
        last_name: 'Dlamini, 4',
        source_row: 9,
      },
      {
        email: 'j.smith+news299999@shop.test',
        first_name: 'Name299999',
        last_name: 'Dlamini, 299999',
        source_row: 500_001,
      },
    ]);

    const rejected = await rejectedRows(api, job.id);
    expect(rejected).toHaveLength(100_001);
    expect(rejected.slice(0, 3)).toEqual([
      'Row,Reason,Email,First name,Last name,Notes',
      '4,No e-mail address,,Bad0,Row,"has, a comma"',
      "8,No e-mail address,,Bad0,Row,'=1+1",
    ]);
    expect(rejected).toEqual(expectedRejected);
  }, 240_000);

  it('200,000 rows of one address in every case, spacing and wrapping: one contact, the rest duplicates, in bounded memory', async () => {
    const variants = [
      'Same.Person@Example.com',
      '  SAME.PERSON@EXAMPLE.COM  ',
      'same.person@example.com',
      '"<Same.Person@Example.Com>"',
      'mailto:same.person@EXAMPLE.com',
      '"\tsame.PERSON@example.COM "',
      '< same.person@example.com >',
      'MAILTO:Same.Person@Example.Com',
    ];
    const lines = ['Email,First name'];
    for (let i = 0; i < 200_000; i += 1) lines.push(`${variants[i % variants.length]},Row ${i}`);
    const fileId = await uploadedFileId(api, 'one-address.csv', lines.join('\n'));
    expect(await duplicatesOf(fileId)).toEqual({ duplicates: 199_999, total: 200_000, invalid: 0 });
    const list = await api.post<{ listId: number }>('/api/email/lists/empty', { listName: 'One address' });
    expect(list.status).toBe(201);
    // The job runs in a process of its own, like a worker, so that its peak memory can be read.
    const inserted = await testDb()
      .insertInto('list_import_jobs')
      .values({
        account_id: user.accountId,
        email_list_id: list.body.listId,
        user_id: user.id,
        source: 'File',
        uploaded_file_id: fileId,
        source_name: 'one-address.csv',
        settings: JSON.stringify({
          importRow: 0,
          totalRows: 200_000,
          countryIso3166: 'ZA',
          columnMappings: [
            { index: 0, fieldType: 'Email', customFieldId: null },
            { index: 1, fieldType: 'FirstName', customFieldId: null },
          ],
        }),
      })
      .executeTakeFirstOrThrow();
    const jobId = Number(inserted.insertId);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/src/test-support/run-import-job.ts', String(jobId)],
      { env: process.env, timeout: 120_000 },
    );
    const { maxRssBytes } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { maxRssBytes: number };
    console.info(`one-address import: peak RSS ${Math.round(maxRssBytes / 1024 / 1024)} MB`);
    expect(maxRssBytes).toBeLessThan(400 * 1024 * 1024);
    const job = await endedJob(api, jobId, 10_000);
    expect(job).toMatchObject({
      status: 'Completed',
      rowsProcessed: 200_000,
      rowsInvalid: 0,
      rowsImported: 1,
      rowsDuplicate: 199_999,
      hasRejectedRows: false,
    });
    expect((await api.get<EmailList>(`/api/email/lists/${list.body.listId}`)).body).toMatchObject({
      status: 2,
      contacts: 1,
    });
    const stored = await testDb()
      .selectFrom('email_list_contacts')
      .select(['email', 'first_name', 'source_row'])
      .where('list_id', '=', list.body.listId)
      .execute();
    expect(stored).toEqual([{ email: 'same.person@example.com', first_name: 'Row 0', source_row: 2 }]);
  }, 150_000);
});
