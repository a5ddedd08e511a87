import { open } from '../platform/crypto/secret-box';
import type { ManagedProviderRow } from './providers.repository';
import type { Provider } from './providers.schemas';

/** At most the last 4 characters of a non-secret id (BulkSMS's token id, Twilio's Account SID); never a secret. */
export function credentialsHintOf(row: Pick<ManagedProviderRow, 'type' | 'credentials'>): string | null {
  if (!row.credentials) return null;
  let plain: Record<string, unknown>;
  try {
    plain = JSON.parse(open(row.credentials)) as Record<string, unknown>;
  } catch {
    return null;
  }
  const last4 = (value: unknown) => (typeof value === 'string' && value.length > 8 ? value.slice(-4) : null);
  if (row.type === 'BulkSms') {
    const tail = last4(plain.username);
    return tail ? `Token id ending ${tail}` : null;
  }
  if (row.type === 'Twilio') {
    const tail = last4(plain.accountSid);
    return tail ? `Account SID ending ${tail}` : null;
  }
  return null;
}

/** A provider row as Settings shows it. */
export function toProvider(
  row: ManagedProviderRow,
  webhooksToPaste: Provider['webhooksToPaste'],
  health: Provider['health'],
): Provider {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    name: row.name,
    type: row.type,
    pricePerPart: Number(row.price_per_segment).toFixed(4),
    messagesPerSecond: row.messages_per_second,
    reverseBilled: row.reverse_billed === 1,
    active: row.active === 1,
    apiAddress: row.base_url,
    createdDate: row.created_at.toISOString(),
    credentials: { set: row.credentials !== null, hint: credentialsHintOf(row) },
    health,
    webhooksToPaste,
  };
}
