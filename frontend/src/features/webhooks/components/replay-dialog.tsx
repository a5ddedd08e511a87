import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What is about to be replayed: one call, or the failed calls of the page's Created period. */
export type ReplayTarget =
  { kind: 'one'; call: WebhookCallRow } | { kind: 'failed'; from: string; to: string };

export type ReplayDialogProps = {
  target: ReplayTarget | null;
  busy: boolean;
  onConfirm: (target: ReplayTarget) => void;
  onCancel: () => void;
};

/** Asks before a replay, saying what a replay is. */
export function ReplayDialog({ target, busy, onConfirm, onCancel }: ReplayDialogProps) {
  const message =
    target?.kind === 'one'
      ? `Call ${target.call.id} is sent again to ${target.call.callbackUrl}: the same body and webhook-id, with a new timestamp and signature. It is tried once and recorded as an attempt.`
      : target
        ? `Every failed call created from ${target.from} to ${target.to} is sent again once (at most 1,000 at a time), with the same body and webhook-id. Calls still waiting for a retry are left to their schedule.`
        : '';
  return (
    <ConfirmDialog
      open={target !== null}
      title={target?.kind === 'failed' ? 'Replay failed calls?' : 'Replay this call?'}
      message={message}
      confirmLabel="Replay"
      busy={busy}
      onConfirm={() => target && onConfirm(target)}
      onCancel={onCancel}
    />
  );
}
