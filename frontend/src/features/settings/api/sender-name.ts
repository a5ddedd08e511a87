import { accountSettingsSchema, type SenderNameBody } from '@contracts/settings/settings.schemas';
import { api } from '@/lib/api-client';

/** PUT /api/settings/sender-name: answers the account's settings with the new sender name and opt-out line. */
export const saveSenderName = (body: SenderNameBody) =>
  api.put('/api/settings/sender-name', body, { schema: accountSettingsSchema });
