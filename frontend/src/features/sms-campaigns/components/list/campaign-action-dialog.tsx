import { useState } from 'react';
import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { runRowAction, type RowAction } from '../../api/campaign-list';

/** Spec 1 §2.1: the confirmation of each row action. */
export const ROW_ACTION_TEXTS: Record<
  RowAction,
  { title: string; message: string; confirm: string; done: string; destructive: boolean }
> = {
  copy: {
    title: 'Copy campaign',
    message: 'You are about to make a copy of this campaign. Are you sure?',
    confirm: 'Copy',
    done: 'Campaign copied.',
    destructive: false,
  },
  archive: {
    title: 'Archive campaign',
    message:
      'You are about to archive this Sms Campaign. Archiving a campaign will automatically disable the campaign. Are you sure?',
    confirm: 'Archive',
    done: 'Campaign archived.',
    destructive: true,
  },
  unarchive: {
    title: 'Unarchive campaign',
    message: 'You are about to unarchive this Sms Campaign. Are you sure?',
    confirm: 'Unarchive',
    done: 'Campaign unarchived.',
    destructive: false,
  },
};

export type PendingAction = { action: RowAction; row: CampaignRow };

export type CampaignActionDialogProps = {
  pending: PendingAction | null;
  onClose: () => void;
  /** Reloads the list; called after every confirmed action, whether it worked or not. */
  reload: () => Promise<unknown>;
};

/** Confirms a copy, archive or unarchive, runs it (failures are swallowed) and reloads the list. */
export function CampaignActionDialog({ pending, onClose, reload }: CampaignActionDialogProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<PendingAction | null>(pending);
  if (pending && pending !== shown) setShown(pending);
  const texts = shown ? ROW_ACTION_TEXTS[shown.action] : ROW_ACTION_TEXTS.copy;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const ok = await runRowAction(pending.action, pending.row.id);
    await reload().catch(() => undefined);
    setBusy(false);
    onClose();
    if (ok) notify.success(ROW_ACTION_TEXTS[pending.action].done);
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      destructive={texts.destructive}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
