import { useEffect } from 'react';
import { usePublicSettings } from '@/lib/public-settings';
import { chatPopupLoaded, loadChatPopup } from './chat-popup';

/** Shows the chat popup on a route flagged showChatbot and hides it elsewhere; nothing without a chat service. */
export function useChatPopup(visible: boolean): void {
  const chat = usePublicSettings().settings?.chat;
  useEffect(() => {
    if (!chat || (!visible && !chatPopupLoaded())) return;
    let current = true;
    void loadChatPopup(chat).then(
      (popup) => {
        if (!current) return;
        if (visible) popup.show();
        else popup.hide();
      },
      () => undefined, // the chat service could not be loaded: the screen works without it
    );
    return () => {
      current = false;
    };
  }, [chat, visible]);
}
