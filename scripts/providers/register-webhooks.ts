// (Re)registers the product's webhooks with each connected SMS provider, e.g. after the API's host changed.
//   tsx scripts/providers/register-webhooks.ts                 every provider with credentials
//   tsx scripts/providers/register-webhooks.ts --provider 12   one provider
//   tsx scripts/providers/register-webhooks.ts --emulator-only the seeded providers of this stage's gateway
//                                                              emulator, those in its accounts file
//                                                              (scripts/local/stack.ts runs this after `up`)
// Needs the stage's DATABASE_URL, SECRET_BOX_KEY and API_HOST; the API must be up (BulkSMS calls the URL).
import { existsSync, readFileSync } from 'node:fs';
import { createDatabase } from '../../functions/src/platform/db/database';
import { openProviderConnection, providerAccountName } from '../../functions/src/providers/gateways';
import { listConnectedProviders } from '../../functions/src/providers/providers.repository';
import { emulatorBaseUrl } from '../db/demo-providers';
import { accountsFilePath } from '../local/sms-gateway/accounts';
import { registerProviderWebhooks } from '../../functions/src/providers/provider-webhooks';

/** The tokens the emulator loads at start (a test's own providers are not among them: it made their accounts). */
function seededTokens(): Set<string> {
  const file = accountsFilePath(process.env.STAGE ?? 'local');
  if (!existsSync(file)) return new Set();
  const { accounts = [] } = JSON.parse(readFileSync(file, 'utf8')) as { accounts?: { username: string }[] };
  return new Set(accounts.map((a) => a.username));
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (load the stage environment first)');
  const only = option('--provider');
  const emulatorOnly = process.argv.includes('--emulator-only');
  const emulator = emulatorBaseUrl();
  if (emulatorOnly && !emulator) return console.log('providers: this stage runs no SMS gateway emulator');
  const db = createDatabase(url, 1);
  try {
    const tokens = emulatorOnly ? seededTokens() : null;
    const rows = (await listConnectedProviders(db)).filter(
      (row) =>
        (!only || row.id === Number(only)) &&
        (!tokens ||
          (row.base_url === emulator && tokens.has(providerAccountName(openProviderConnection(row))))),
    );
    if (only && !rows.length) throw new Error(`Provider ${only} does not exist or has no credentials`);
    for (const row of rows) {
      const hooks = await registerProviderWebhooks(db, row);
      console.log(
        `providers: #${row.id} ${row.name}: ${hooks.map((h) => `${h.kind} webhook ${h.id}`).join(', ')}`,
      );
    }
    console.log(`providers: webhooks registered for ${rows.length} provider${rows.length === 1 ? '' : 's'}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`providers: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
