import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { RowActions, RowButtonAction } from '@/components/ui/row-actions';

// The campaign lists' row actions (SMS spec 1 §2.1, e-mail spec 2 §4) and their confirmation.

export type CampaignRowAction = 'copy' | 'archive' | 'unarchive';

type ActionRow = { id: number; name: string; archived: boolean };

/** The edit link (given), then copy and archive for unarchived campaigns, unarchive for archived ones. */
export function CampaignRowActions<Row extends ActionRow>({
  row,
  edit,
  onAction,
}: {
  row: Row;
  edit: ReactNode;
  onAction: (action: CampaignRowAction, row: Row) => void;
}) {
  return (
    <RowActions>
      {edit}
      {row.archived ? (
        <RowButtonAction
          title="Unarchive"
          label={`Unarchive ${row.name}`}
          icon={<UnarchiveOutlined fontSize="small" />}
          onClick={() => onAction('unarchive', row)}
        />
      ) : (
        <>
          <RowButtonAction
            title="Copy"
            label={`Copy ${row.name}`}
            icon={<ContentCopyOutlined fontSize="small" />}
            onClick={() => onAction('copy', row)}
          />
          <RowButtonAction
            title="Archive"
            label={`Archive ${row.name}`}
            icon={<ArchiveOutlined fontSize="small" />}
            onClick={() => onAction('archive', row)}
          />
        </>
      )}
    </RowActions>
  );
}

export type CampaignActionTexts = {
  title: string;
  message: string;
  confirm: string;
  done: string;
  destructive: boolean;
};

/** The confirmation of each row action; `kind` names the campaigns ('Sms', 'Email'). */
export const campaignActionTexts = (kind: string): Record<CampaignRowAction, CampaignActionTexts> => ({
  copy: {
    title: 'Copy campaign',
    message: 'You are about to make a copy of this campaign. Are you sure?',
    confirm: 'Copy',
    done: 'Campaign copied.',
    destructive: false,
  },
  archive: {
    title: 'Archive campaign',
    message: `You are about to archive this ${kind} Campaign. Archiving a campaign will automatically disable the campaign. Are you sure?`,
    confirm: 'Archive',
    done: 'Campaign archived.',
    destructive: true,
  },
  unarchive: {
    title: 'Unarchive campaign',
    message: `You are about to unarchive this ${kind} Campaign. Are you sure?`,
    confirm: 'Unarchive',
    done: 'Campaign unarchived.',
    destructive: false,
  },
});

export type PendingCampaignAction<Row> = { action: CampaignRowAction; row: Row };

export type CampaignActionDialogProps<Row> = {
  pending: PendingCampaignAction<Row> | null;
  texts: Record<CampaignRowAction, CampaignActionTexts>;
  /** Runs the action; answers whether it worked (failures are swallowed). */
  run: (action: CampaignRowAction, campaignId: number) => Promise<boolean>;
  onClose: () => void;
  /** Reloads the list; called after every confirmed action, whether it worked or not. */
  reload: () => Promise<unknown>;
};

/** Confirms a copy, archive or unarchive, runs it (failures are swallowed) and reloads the list. */
export function CampaignActionDialog<Row extends { id: number }>({
  pending,
  texts: allTexts,
  run,
  onClose,
  reload,
}: CampaignActionDialogProps<Row>) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<PendingCampaignAction<Row> | null>(pending);
  if (pending && pending !== shown) setShown(pending);
  const texts = allTexts[shown?.action ?? 'copy'];

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const ok = await run(pending.action, pending.row.id);
    await reload().catch(() => undefined);
    setBusy(false);
    onClose();
    if (ok) notify.success(allTexts[pending.action].done);
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
