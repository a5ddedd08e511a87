// A provider's webhooks: registered through the provider's API where its protocol has one (BulkSMS: the SENT
// and RECEIVED webhooks; Twilio with a phone number as sender: the number's incoming-message URL), otherwise
// shown to paste in the provider's console (a Twilio Messaging Service; Clickatell). Settings and the operator
// scripts (scripts/providers/) share this code.
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import { seal } from '../platform/crypto/secret-box';
import {
  gatewayFor,
  generateWebhookSecret,
  openProviderConnection,
  providerWebhookUrls,
  type ProviderConnectionRow,
} from './gateways';
import type { ProviderConnection, RegisteredWebhook } from './gateways/sms-gateway';
import { setProviderWebhookSecret } from './providers.repository';
import type { WebhookRegistration } from './providers.schemas';

/** Registering calls the provider, which may call the URL first (BulkSMS): well within the API's 30 s. */
const REGISTER_TIMEOUT_MS = 20_000;

/** Registers (creates or updates) the provider's delivery-report and inbound webhooks; what it answered. */
export async function registerProviderWebhooks(
  db: Db,
  row: ProviderConnectionRow,
  apiHost = config.apiHost,
  timeoutMs?: number,
): Promise<RegisteredWebhook[]> {
  let connection = openProviderConnection(row);
  if (!connection.webhookSecret) {
    const secret = generateWebhookSecret();
    await setProviderWebhookSecret(db, row.id, seal(secret));
    connection = { ...connection, webhookSecret: secret };
  }
  return gatewayFor(connection).registerWebhooks(
    providerWebhookUrls(apiHost, connection),
    timeoutMs ? { timeoutMs } : undefined,
  );
}

/** Whether the provider's webhooks are pasted by hand: no API of the protocol sets them. */
export function webhooksArePasted(connection: ProviderConnection): boolean {
  const type: string = connection.type;
  return type === 'Clickatell' || (connection.type === 'Twilio' && /^MG/.test(connection.credentials.from));
}

const PASTE_LABELS = {
  Twilio: {
    inbound: 'Messaging Service › Integration › Send a webhook: Request URL (HTTP POST)',
    deliveryReports: 'Status callback URL (HTTP POST)',
  },
  Clickatell: {
    deliveryReports: 'Integration › Message status callback URL (HTTP POST)',
    inbound: 'Integration › Reply callback URL (HTTP POST)',
  },
} as const;

/** The URLs to paste in the provider's console, each with where it goes; none when its API sets them. */
export function webhooksToPaste(
  connection: ProviderConnection,
  apiHost = config.apiHost,
): { label: string; url: string }[] {
  if (!webhooksArePasted(connection)) return [];
  const labels = PASTE_LABELS[connection.type as keyof typeof PASTE_LABELS];
  const urls = providerWebhookUrls(apiHost, connection);
  return (['deliveryReports', 'inbound'] as const)
    .filter((kind) => urls[kind])
    .map((kind) => ({ label: labels[kind], url: urls[kind]! }));
}

/** Registers the webhooks where the protocol allows it; what happened, in the user's terms. */
export async function setUpWebhooks(db: Db, row: ProviderConnectionRow): Promise<WebhookRegistration> {
  let connection: ProviderConnection;
  try {
    connection = openProviderConnection(row);
  } catch {
    return {
      outcome: 'paste',
      detail: 'The provider’s credentials could not be read: edit the provider and enter them again.',
    };
  }
  if (webhooksArePasted(connection))
    return { outcome: 'paste', detail: 'Paste the webhook URLs below into the provider’s console.' };
  try {
    const hooks = await registerProviderWebhooks(db, row, config.apiHost, REGISTER_TIMEOUT_MS);
    const what =
      connection.type === 'Twilio' ? 'The number’s incoming-message URL was set' : 'Webhooks registered';
    return { outcome: 'registered', detail: `${what} through the provider’s API (${hooks.length}).` };
  } catch (error) {
    return {
      outcome: 'failed',
      detail: `The webhooks could not be registered: ${(error as Error).message} Check the credentials and save again.`,
    };
  }
}
