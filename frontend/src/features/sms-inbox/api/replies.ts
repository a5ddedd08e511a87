import useSWR from 'swr';
import {
  replyActionResultSchema,
  replyListResponseSchema,
  repliesFileSchema,
  respondResultSchema,
  type DownloadRepliesRequest,
  type ReplyAction,
  type ReplyListRequest,
  type RespondRequest,
} from '@contracts/replies/replies.schemas';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';

export const REPLIES_URL = '/api/sms/responses';

/** Reloads every cached page and filter of the inbox (after lead, opt-out, ignore, unignore or a reply). */
export const useReloadReplies = () => useReloadLists(REPLIES_URL);

/** POST /api/sms/responses: one page of the inbox (kept on screen while the next one loads). */
export function useReplies(request: ReplyListRequest) {
  return useSWR(
    [REPLIES_URL, request],
    ([url, body]) => api.post(url, body, { schema: replyListResponseSchema }),
    { keepPreviousData: true },
  );
}

/** POST /api/sms/responses/lead | optout | ignore | unignore: how many of the replies changed. */
export const runReplyAction = (action: ReplyAction, ids: number[]) =>
  api.post(`${REPLIES_URL}/${action}`, { ids }, { schema: replyActionResultSchema });

/** POST /api/sms/responses/respond: the response is queued for sending. */
export const respondToReply = (request: RespondRequest) =>
  api.post(`${REPLIES_URL}/respond`, request, { schema: respondResultSchema });

/** POST /api/sms/responses/download: a short-lived link that saves replies.csv. */
export const requestRepliesFile = (request: DownloadRepliesRequest) =>
  api.post(`${REPLIES_URL}/download`, request, { schema: repliesFileSchema });

/** The browser's navigation, apart so tests can watch it (jsdom cannot navigate). */
export const browserNavigation = { assign: (href: string) => window.location.assign(href) };
