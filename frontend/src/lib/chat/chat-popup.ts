import type { PublicSettings } from '@contracts/settings/settings.schemas';

export type ChatSettings = NonNullable<PublicSettings['chat']>;

/** The chat service's popup, as the routes flagged showChatbot use it. */
export interface ChatPopup {
  show(): void;
  hide(): void;
}

let loading: Promise<ChatPopup> | undefined;

/**
 * The adapter for Crisp through its official client (crisp-sdk-web), loaded on first use only: nothing
 * is fetched from the chat service until a route that shows the popup is opened with a chat configured.
 */
export function loadChatPopup(chat: ChatSettings): Promise<ChatPopup> {
  loading ??= import('crisp-sdk-web').then(({ Crisp }) => {
    Crisp.configure(chat.websiteId, { autoload: false, clientUrl: chat.clientUrl, locale: 'en' });
    return { show: () => Crisp.chat.show(), hide: () => Crisp.chat.hide() };
  });
  return loading;
}

/** Whether the popup was loaded (so a route without it has something to hide). */
export function chatPopupLoaded(): boolean {
  return loading !== undefined;
}
