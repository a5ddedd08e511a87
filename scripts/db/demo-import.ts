// A demo import for the first client account, through the product's own services: the file is announced,
// PUT to local S3 with the presigned URL (as the browser does), checked, and the list is created with its
// import queued. The worker imports it once the stack is up, so the List Process Queue, the list's stats
// and its rejected-rows download have something to show. Once per account (skipped when it has imports).
import type { AuthContext } from '../../functions/src/auth/auth-context';
import { createListSchema } from '../../functions/src/lists/lists.schemas';
import { createListWithImport } from '../../functions/src/lists/import.service';
import { completeUpload, startUpload } from '../../functions/src/lists/uploads.service';
import type { Db } from '../../functions/src/platform/db/database';
import { tenantScopeFor } from '../../functions/src/platform/tenancy';

const FIRST = ['Thandi', 'Sipho', 'Lerato', 'Johan', 'Aisha', 'Pieter', 'Naledi', 'Kagiso', 'Anele', 'Ruan'];
const LAST = [
  'Dlamini',
  'Nkosi',
  'Mokoena',
  'van Wyk',
  'Patel',
  'Botha',
  'Khumalo',
  'Mahlangu',
  'Zulu',
  'Smit',
];

/** 123 rows as marketers bring them: mixed number formats, a few bad numbers, a few repeats. */
function demoCsv(): string {
  const lines = ['Cellphone,First name,Surname,Email,Region'];
  for (let i = 0; i < 120; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const digits = (k: number) => String(1_234_000 + k * 37).padStart(7, '0');
    const spaced = (k: number) => `+27 82 ${digits(k).slice(0, 3)} ${digits(k).slice(3)}`;
    let cell: string;
    if (i % 23 === 5)
      cell = '12345'; // too short
    else if (i % 31 === 7)
      cell = ''; // no number
    else if (i % 19 === 3)
      cell = `082-${digits(i - 1)}`; // the row before again, typed another way
    else cell = i % 2 ? `082${digits(i)}` : spaced(i);
    lines.push(`${cell},${first},${last},${first.toLowerCase()}.${i}@example.co.za,Gauteng`);
  }
  // Customers of the demo web shop too (demo-sends.ts messages them), so SMS History shows a number with
  // something in every panel, its lists included.
  for (const [i, cell] of ['0825551001', '+27 82 555 1002', '27825551003'].entries()) {
    lines.push(`${cell},${FIRST[i]},${LAST[i]},shop.customer.${i}@example.co.za,Western Cape`);
  }
  return `${lines.join('\n')}\n`;
}

export async function seedDemoImport(db: Db, accountId: number, userId: number): Promise<boolean> {
  const existing = await db
    .selectFrom('list_import_jobs')
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (existing) return false;
  const auth: AuthContext = {
    userId,
    accountId,
    role: 'Client',
    sessionId: 0,
    scope: tenantScopeFor(accountId),
  };
  const csv = Buffer.from(demoCsv());
  const fileName = 'spring-promo-contacts.csv';
  const started = await startUpload(db, auth, { fileName, size: csv.length });
  const put = await fetch(started.upload.url, { method: 'PUT', body: csv });
  if (!put.ok) throw new Error(`demo import: local S3 refused the upload (${put.status})`);
  await completeUpload(db, auth, started.fileId);
  await createListWithImport(
    db,
    auth,
    createListSchema.parse({
      listName: 'Spring promotion contacts',
      description: 'Imported from a CSV with a few bad and repeated numbers',
      countryIso3166: 'ZA',
      exclusionList: false,
      permissionToContact: true,
      uploadedFileId: started.fileId,
      uploadedFileName: fileName,
      importRow: 0,
      totalRows: csv.toString().trimEnd().split('\n').length - 1,
      columnMappings: [
        { index: 0, fieldType: 'Cellphone' },
        { index: 1, fieldType: 'FirstName' },
        { index: 2, fieldType: 'LastName' },
        { index: 3, fieldType: 'Email' },
        { index: 4, fieldType: 'Region' },
      ],
    }),
  );
  return true;
}
