import Button from '@mui/material/Button';
import { useState } from 'react';
import { appendOptoutLine } from '@contracts/campaigns/marketing-line';
import type { Campaign } from '@contracts/campaigns/campaigns.schemas';
import { useNotify } from '@/components/ui/notifications';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { useAccountSettings } from '../../api/account-settings';
import { saveMessagesStep } from '../../api/campaign';

type SavedMessages = NonNullable<Campaign['messages']>;

/** The index of the message an activation refusal names (its field messages.{index}.message), or null. */
export function refusedMessageIndex(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.fields) return null;
  for (const field of Object.keys(error.fields)) {
    const match = /^messages\.(\d+)\.message$/.exec(field);
    if (match) return Number(match[1]);
  }
  return null;
}

export type OptoutLineFixProps = {
  campaign: Campaign;
  index: number;
  onSaved: (messages: SavedMessages) => void;
  onDone: () => void;
};

/** Under a refused activation: appends the account's sender and opt-out line to the message and saves it. */
export function OptoutLineFix({ campaign, index, onSaved, onDone }: OptoutLineFixProps) {
  const settings = useAccountSettings();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const saved = campaign.messages;
  const senderName = settings.data?.senderName;
  if (!saved || !senderName || !saved.messages[index]) return null;

  const append = async () => {
    setBusy(true);
    try {
      const messages = saved.messages.map(({ id, active, message }, i) => ({
        id,
        active,
        message: i === index ? appendOptoutLine(message, senderName) : message,
      }));
      const { ids } = await saveMessagesStep(campaign.id, { messages, clickUrl: saved.clickUrl });
      onSaved({ ...saved, messages: messages.map((m, i) => ({ ...m, id: ids[i] ?? m.id })) });
      notify.success(`The line was added to message ${index + 1}. Activate the campaign again.`);
      onDone();
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      sx={{ mt: 1, display: 'flex' }}
      disabled={busy}
      onClick={() => void append()}
    >
      Add “{settings.data?.optoutLine}” to message {index + 1}
    </Button>
  );
}
