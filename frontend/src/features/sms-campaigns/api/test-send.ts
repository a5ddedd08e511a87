import type { SendAccepted } from '@contracts/sending/sending.schemas';
import { api } from '@/lib/api-client';
import { campaignUrl } from './campaign';

/** The 202 answer of POST /api/sms/campaigns/{id}/test-send (the partners' send answer). */
export type TestSendResult = SendAccepted;

/** Sends the campaign's active message to one number, through the partner send path. */
export const sendTestMessage = (campaignId: number, to: string) =>
  api.post<TestSendResult>(`${campaignUrl(campaignId)}/test-send`, { to });
