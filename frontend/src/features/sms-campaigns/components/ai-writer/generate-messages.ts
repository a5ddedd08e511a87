import {
  generatedMessagesSchema,
  type GeneratedMessages,
  type GenerationContextInput,
} from '@contracts/ai-writer/ai-writer.schemas';
import { api } from '@/lib/api-client';

/** POST /api/sms/campaigns/{id}/messages/generate: candidate messages for the campaign (spec 2 §7.4). */
export const generateMessages = (
  campaignId: number,
  body: GenerationContextInput,
): Promise<GeneratedMessages> =>
  api.post(`/api/sms/campaigns/${campaignId}/messages/generate`, body, { schema: generatedMessagesSchema });
