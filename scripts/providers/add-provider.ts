// Adds an SMS provider (BulkSMS, Twilio or Clickatell) to a client account, as Settings › SMS Providers does (the operator's
// alternative to the card; both run providers.service.ts's addProvider and provider-webhooks.ts): the API
// token sealed with the stage's SECRET_BOX_KEY, a new webhook secret, price per SMS part and messages per
// second; then registers the delivery-report and inbound webhooks with BulkSMS (it calls each with [] first).
//   BULKSMS_TOKEN_SECRET=... tsx scripts/providers/add-provider.ts --account 42 --name "Vodacom Bulk SMS" \
//     --token-id BBDE1B476E03498AA768F66A286AABDC-01-B --price 0.2500 --rate 50 [--reverse-billed] [--inactive] \
//     [--base-url https://api.bulksms.com/v1] [--no-webhook]
// The token secret is read from BULKSMS_TOKEN_SECRET (or --token-secret, which shells keep in history).
// A Twilio account (docs/areas/providers.md): --type twilio, the Account SID, the sender (a Twilio number in
// E.164, or a Messaging Service SID), the auth token from TWILIO_AUTH_TOKEN; the number's incoming-message URL
// is set through Twilio's API (a Messaging Service's is pasted in Twilio's console; the script prints it):
//   TWILIO_AUTH_TOKEN=... tsx scripts/providers/add-provider.ts --account 42 --name "Twilio" --type twilio \
//     --account-sid AC... --from +27600000000 --price 0.5000 --rate 10 [--base-url https://api.twilio.com]
// A Clickatell One API integration (docs/areas/providers.md): --type clickatell, the API key from
// CLICKATELL_API_KEY, its two-way number (--from, optional); Clickatell has no API for its callbacks, so the
// script prints the status and reply callback URLs to paste into the integration's settings:
//   CLICKATELL_API_KEY=... tsx scripts/providers/add-provider.ts --account 42 --name "Clickatell" \
//     --type clickatell [--from 27600000000] --price 0.3000 --rate 30 [--base-url https://platform.clickatell.com]
// Needs the stage's DATABASE_URL, SECRET_BOX_KEY and API_HOST (the API must be reachable from the provider).
import { createDatabase } from '../../functions/src/platform/db/database';
import { config } from '../../functions/src/platform/config';
import {
  openProviderConnection,
  twilioInboundUrl,
  type ProviderCredentials,
} from '../../functions/src/providers/gateways';
import { CLICKATELL_BASE_URL } from '../../functions/src/providers/gateways/clickatell-gateway';
import {
  registerProviderWebhooks,
  webhooksArePasted,
  webhooksToPaste,
} from '../../functions/src/providers/provider-webhooks';
import type { ProviderType } from '../../functions/src/providers/providers.table';
import { findProviderForWebhook } from '../../functions/src/providers/providers.repository';
import { addProvider } from '../../functions/src/providers/providers.service';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function required(name: string, value = option(name)): string {
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (load the stage environment first)');
  const accountId = Number(required('--account'));
  const name = required('--name').trim();
  const typeName = (option('--type') ?? 'bulksms').toLowerCase();
  const types = { bulksms: 'BulkSms', twilio: 'Twilio', clickatell: 'Clickatell' } as const;
  const type: ProviderType | undefined = Object.hasOwn(types, typeName)
    ? types[typeName as keyof typeof types]
    : undefined;
  if (!type) throw new Error('--type: bulksms, twilio or clickatell');
  const twilio = type === 'Twilio';
  const from = option('--from');
  const credentials: ProviderCredentials =
    type === 'Twilio'
      ? {
          accountSid: required('--account-sid'),
          authToken: required('--auth-token', option('--auth-token') ?? process.env.TWILIO_AUTH_TOKEN),
          from: required('--from'),
        }
      : type === 'Clickatell'
        ? {
            apiKey: required('--api-key', option('--api-key') ?? process.env.CLICKATELL_API_KEY),
            ...(from ? { from: from.replace(/^\+/, '') } : {}),
          }
        : {
            username: required('--token-id'),
            password: required(
              '--token-secret',
              option('--token-secret') ?? process.env.BULKSMS_TOKEN_SECRET,
            ),
          };
  const price = required('--price');
  const rate = Number(required('--rate'));
  const baseUrl =
    option('--base-url') ??
    {
      BulkSms: 'https://api.bulksms.com/v1',
      Twilio: 'https://api.twilio.com',
      Clickatell: CLICKATELL_BASE_URL,
    }[type];
  if (!Number.isInteger(accountId) || accountId < 1) throw new Error('--account takes an account id');
  if (!name || name.length > 100) throw new Error('--name: 1 to 100 characters');
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(price)) throw new Error('--price: a price per SMS part, e.g. 0.2500');
  if (!Number.isInteger(rate) || rate < 1 || rate > 10_000)
    throw new Error('--rate: messages per second, 1 to 10000');
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new Error('--base-url must be an http(s) URL');

  const db = createDatabase(url, 1);
  try {
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) throw new Error(`Account ${accountId} does not exist`);
    // The same code as Settings' Add provider (functions/src/providers/providers.service.ts).
    const id = await addProvider(db, accountId, {
      name,
      type,
      credentials,
      baseUrl,
      pricePerPart: price,
      messagesPerSecond: rate,
      reverseBilled: process.argv.includes('--reverse-billed'),
      active: !process.argv.includes('--inactive'),
    });
    console.log(`providers: added #${id} ${name} to account ${accountId}`);
    if (twilio)
      console.log(
        `providers: #${id}: incoming-message webhook (HTTP POST): ${twilioInboundUrl(config.apiHost, id)}`,
      );
    const row = (await findProviderForWebhook(db, id))!;
    const connection = openProviderConnection(row);
    if (webhooksArePasted(connection)) {
      // No API of the protocol sets these (Clickatell; a Twilio Messaging Service): the operator pastes them.
      console.log(`providers: #${id}: paste into the provider's console:`);
      for (const hook of webhooksToPaste(connection)) console.log(`  ${hook.label}: ${hook.url}`);
    } else if (!process.argv.includes('--no-webhook')) {
      const hooks = await registerProviderWebhooks(db, row);
      console.log(
        `providers: #${id}: ${hooks.map((h) => `${h.kind} webhook ${h.id}`).join(', ')} registered`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`providers: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
