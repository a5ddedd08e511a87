// Demo sales data for the campaign status page and the overviews' revenue: Acme Retail's "Order Tracking"
// campaign gets a sales file imported the way the wizard imports it (announce, PUT to S3, complete,
// import), with sales of its leads (the handsets that replied YES in demo-replies.ts) and of others.
// Run by scripts/run.sh after the demo sends; skipped when the campaign already has sales data.
import { startUploadSchema } from '../../functions/src/lists/lists.schemas';
import { createDatabase } from '../../functions/src/platform/db/database';
import {
  completeSalesUpload,
  importSales,
  latestSalesUpload,
  startSalesUpload,
} from '../../functions/src/sales-data/sales-data.service';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const CAMPAIGN = 'Order Tracking';
const FILE_NAME = 'acme-sales-demo.csv';

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    const campaign = await db
      .selectFrom('sms_campaigns')
      .select('id')
      .where('account_id', '=', auth.accountId)
      .where('name', '=', CAMPAIGN)
      .executeTakeFirst();
    if (!campaign) return console.log(`demo sales: no ${CAMPAIGN} campaign (demo sends did not run)`);
    if (await latestSalesUpload(db, auth, campaign.id))
      return console.log(`demo sales: ${CAMPAIGN} already has sales data`);
    const leads = await db
      .selectFrom('sms_replies')
      .select('from_number')
      .distinct()
      .where('account_id', '=', auth.accountId)
      .where('campaign_id', '=', campaign.id)
      .where('type', '=', 'Lead')
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    const rows = ['Cellphone,Sale Amount,Sale Date,Invoice'];
    leads.forEach((lead, i) =>
      rows.push(`${lead.from_number},"R ${1250 + i * 340}.00",${today},INV-${9001 + i}`),
    );
    rows.push(`0825551004,499.90,${today},INV-9101`, `0725551009,R 89.00,${today},INV-9102`);
    rows.push('not a number,100,,INV-9103', `0825551004,499.90,${today},INV-9101`);
    const bytes = Buffer.from(rows.join('\n'));
    const started = await startSalesUpload(
      db,
      auth,
      startUploadSchema.parse({ fileName: FILE_NAME, size: bytes.length }),
    );
    const put = await fetch(started.upload.url, { method: 'PUT', body: bytes });
    if (!put.ok) throw new Error(`storage refused the demo sales file: ${put.status}`);
    await completeSalesUpload(db, auth, started.fileId);
    const result = await importSales(
      db,
      auth,
      started.fileId,
      {
        smsCampaignId: campaign.id,
        fileName: FILE_NAME,
        columnMappings: [
          { index: 0, name: 'Cellphone', value: '', fieldType: 'Cellphone' },
          { index: 1, name: 'Sale Amount', value: '', fieldType: 'Amount' },
          { index: 2, name: 'Sale Date', value: '', fieldType: 'SaleDate' },
          { index: 3, name: 'Invoice', value: '', fieldType: 'Reference' },
        ],
      },
      { startRow: 0, countryIso3166: 'ZA' },
    );
    console.log(
      `demo sales: ${FILE_NAME} imported into ${CAMPAIGN}: ${result.imported} imported, ${result.matched} matched, ${result.duplicate} duplicate, ${result.invalid} invalid`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`demo sales: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
