// Email lists for Acme Retail (issue 14), through the product's own services: "Newsletter subscribers"
// imported from a CSV (a few bad and repeated addresses, mixed case) by the list-import worker once the
// stack is up, and an exclusion list "Do not e-mail". Skipped when Acme already has the newsletter list.
// Runs before the other email demos (campaigns pick these lists as their audience).
import { createDatabase } from '../../functions/src/platform/db/database';
import type { AuthContext } from '../../functions/src/auth/auth-context';
import type { Db } from '../../functions/src/platform/db/database';
import { createEmailListSchema } from '../../functions/src/email-lists/email-lists.schemas';
import { createEmailList, listEmailLists } from '../../functions/src/email-lists/email-lists.service';
import { emailListListRequestSchema } from '../../functions/src/email-lists/email-lists.schemas';
import { completeUpload, startUpload } from '../../functions/src/lists/uploads.service';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

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

/** 84 rows as marketers bring them: 80 subscribers, two bad addresses, two repeats in another case. */
function newsletterCsv(): string {
  const lines = ['Email,First name,Surname,Cellphone'];
  for (let i = 0; i < 80; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const cell = i % 3 === 0 ? `082${String(5_550_000 + i).padStart(7, '0')}` : '';
    lines.push(
      `${first.toLowerCase()}.${last.replace(' ', '').toLowerCase()}${i}@example.co.za,${first},${last},${cell}`,
    );
  }
  lines.push('thandi.dlamini@,Broken,Address,', 'no-at-sign.example.co.za,No,At,');
  lines.push('THANDI.DLAMINI0@Example.co.za,Thandi,Dlamini,', 'Sipho.VanWyk1@EXAMPLE.CO.ZA,Sipho,van Wyk,');
  return `${lines.join('\n')}\n`;
}

async function importCsv(
  db: Db,
  auth: AuthContext,
  fileName: string,
  csv: string,
  list: object,
): Promise<void> {
  const bytes = Buffer.from(csv);
  const started = await startUpload(db, auth, { fileName, size: bytes.length });
  const put = await fetch(started.upload.url, { method: 'PUT', body: bytes });
  if (!put.ok) throw new Error(`demo email lists: local S3 refused the upload (${put.status})`);
  await completeUpload(db, auth, started.fileId);
  await createEmailList(
    db,
    auth,
    createEmailListSchema.parse({
      countryIso3166: 'ZA',
      permissionToContact: true,
      uploadedFileId: started.fileId,
      uploadedFileName: fileName,
      importRow: 0,
      totalRows: csv.trimEnd().split('\n').length - 1,
      ...list,
    }),
  );
}

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    const found = await listEmailLists(
      db,
      auth,
      emailListListRequestSchema.parse({ filter: 'Newsletter subscribers' }),
    );
    if (found.totalRows > 0) {
      console.log('demo email lists: already there');
      return;
    }
    await importCsv(db, auth, 'newsletter-subscribers.csv', newsletterCsv(), {
      listName: 'Newsletter subscribers',
      description: 'Imported from a CSV with a few bad and repeated addresses',
      columnMappings: [
        { index: 0, fieldType: 'Email' },
        { index: 1, fieldType: 'FirstName' },
        { index: 2, fieldType: 'LastName' },
        { index: 3, fieldType: 'Cellphone' },
      ],
    });
    await importCsv(
      db,
      auth,
      'do-not-email.csv',
      'Email\ncomplaints@example.co.za\nformer.staff@example.co.za\n',
      {
        listName: 'Do not e-mail',
        description: 'Addresses every email campaign leaves out',
        exclusionList: true,
        columnMappings: [{ index: 0, fieldType: 'Email' }],
      },
    );
    console.log('demo email lists: "Newsletter subscribers" and the exclusion list "Do not e-mail" queued');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
