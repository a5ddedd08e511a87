import { useCallback, useState } from 'react';
import useSWR from 'swr';
import {
  conversationResponseResultSchema,
  conversationSchema,
  type Conversation,
  type ConversationEvent,
  type ConversationResponseRequest,
} from '@contracts/conversations/conversations.schemas';
import { api } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-error';

/** GET /api/sms/conversations/{cellphone}[?before=]: the number as typed, URL-encoded. */
export const conversationUrl = (cellphone: string, before?: string) =>
  `/api/sms/conversations/${encodeURIComponent(cellphone)}${before ? `?before=${encodeURIComponent(before)}` : ''}`;

/** POST /api/sms/conversations/{cellphone}/responses: the reply box's response is queued for sending. */
export const sendConversationResponse = (cellphone: string, request: ConversationResponseRequest) =>
  api.post(`${conversationUrl(cellphone)}/responses`, request, { schema: conversationResponseResultSchema });

/** Events of several pages as one conversation, oldest first, each once (a refreshed page overlaps). */
function merge(pages: Conversation[]): ConversationEvent[] {
  const byKey = new Map<string, ConversationEvent>();
  for (const page of pages) for (const event of page.events) byKey.set(event.key, event);
  return [...byKey.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The conversation: the newest page (refreshed after a response, and every 10 s while open so delivery
 * statuses and new replies show) and the older pages the user loaded, merged oldest first.
 */
export function useConversation(cellphone: string) {
  const newest = useSWR(
    conversationUrl(cellphone),
    (url: string) => api.get(url, { schema: conversationSchema }),
    {
      refreshInterval: 10_000,
    },
  );
  const [older, setOlder] = useState<{ cellphone: string; pages: Conversation[] }>({ cellphone, pages: [] });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string>();
  const olderPages = older.cellphone === cellphone ? older.pages : [];
  const oldestLoaded = olderPages.length ? olderPages[olderPages.length - 1] : newest.data;
  const cursor = oldestLoaded?.older ?? null;

  const loadOlder = useCallback(async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    setOlderError(undefined);
    try {
      const page = await api.get(conversationUrl(cellphone, cursor), { schema: conversationSchema });
      setOlder({ cellphone, pages: [...olderPages, page] });
    } catch (error) {
      setOlderError(errorMessageOf(error));
    }
    setLoadingOlder(false);
  }, [cellphone, cursor, olderPages]);

  const events = newest.data ? merge([...olderPages].reverse().concat(newest.data)) : [];
  return {
    conversation: newest.data,
    error: newest.error as unknown,
    isLoading: newest.isLoading,
    events,
    hasOlder: cursor !== null,
    loadOlder,
    loadingOlder,
    olderError,
    refresh: () => newest.mutate(),
  };
}
