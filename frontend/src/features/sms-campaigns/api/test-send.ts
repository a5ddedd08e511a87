import { api } from '@/lib/api-client';
import { campaignUrl } from './campaign';

/**
 * The 202 answer of POST /api/sms/campaigns/{id}/test-send. The sending area's schemas own this shape;
 * until they land, the SPA describes it here (replace with their schema's type when it exists).
 */
export type TestSendResult = {
  messageId: number | string;
  /** The message's status, e.g. Queued, or Suppressed for a number that opted out. */
  status: string;
  segments: number;
  to: string;
};

/** Sends the campaign's active message to one number, through the partner send path. */
export const sendTestMessage = (campaignId: number, to: string) =>
  api.post<TestSendResult>(`${campaignUrl(campaignId)}/test-send`, { to });
