// Registering a provider's webhooks with the provider, through its gateway (the call production uses):
// the delivery-report URL (BulkSMS: the SENT webhook) and the inbound URL (BulkSMS: the RECEIVED webhook,
// replies from handsets) under the stage's API host, each carrying the provider's webhook secret (a new one
// is made and sealed when the row has none).
import { config } from '../../functions/src/platform/config';
import type { Db } from '../../functions/src/platform/db/database';
import { seal } from '../../functions/src/platform/crypto/secret-box';
import {
  gatewayFor,
  generateWebhookSecret,
  openProviderConnection,
  providerWebhookUrls,
  type ProviderConnectionRow,
} from '../../functions/src/providers/gateways';
import type { RegisteredWebhook } from '../../functions/src/providers/gateways/sms-gateway';
import { setProviderWebhookSecret } from '../../functions/src/providers/providers.repository';

/** Registers (creates or updates) the provider's delivery-report and inbound webhooks; what it answered. */
export async function registerProviderWebhooks(
  db: Db,
  row: ProviderConnectionRow,
  apiHost = config.apiHost,
): Promise<RegisteredWebhook[]> {
  let connection = openProviderConnection(row);
  if (!connection.webhookSecret) {
    const secret = generateWebhookSecret();
    await setProviderWebhookSecret(db, row.id, seal(secret));
    connection = { ...connection, webhookSecret: secret };
  }
  return gatewayFor(connection).registerWebhooks(providerWebhookUrls(apiHost, connection));
}
