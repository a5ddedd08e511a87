import {
  createdCampaignSchema,
  type CreateTransactionalCampaign,
} from '@contracts/campaigns/campaigns.schemas';
import { api } from '@/lib/api-client';

/** POST /api/sms/campaigns/transactional: a name plus an existing category id or a new category name. */
export const createTransactionalCampaign = (body: CreateTransactionalCampaign) =>
  api.post('/api/sms/campaigns/transactional', body, { schema: createdCampaignSchema });
