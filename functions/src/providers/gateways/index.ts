// TEMPORARY (replaced by the gateway branch at merge).
import type { ProviderConnection, SmsGateway } from './sms-gateway';

export function openProviderConnection(row: {
  id: number;
  type: 'BulkSms';
  base_url: string;
  credentials: Buffer | null;
  webhook_secret: Buffer | null;
}): ProviderConnection {
  return {
    id: row.id,
    type: row.type,
    baseUrl: row.base_url,
    credentials: { username: '', password: '' },
    webhookSecret: null,
  };
}

export function gatewayFor(_connection: ProviderConnection): SmsGateway {
  throw new Error('not built yet');
}
