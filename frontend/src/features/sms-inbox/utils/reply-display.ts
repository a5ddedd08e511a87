import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ReplyRow, ReplyType } from '@contracts/replies/replies.schemas';
import { TIME_ZONE_BASE } from '@/lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 1 §2.8: the campaign column shows N/A for a reply that answers none of our campaigns. */
export const NO_CAMPAIGN = 'N/A';

/** Only Unallocated rows can be selected (spec 1 §4); an ignored one shows as Ignored. */
export const isSelectable = (row: Pick<ReplyRow, 'type'>): boolean => row.type === 'Unallocated';

/** How each Type shows; Unallocated in the dark shade of info, for contrast on white. */
export const TYPE_CHIP: Record<
  ReplyType,
  { color: 'success' | 'error' | 'info' | 'default'; outlined: boolean; dark?: boolean }
> = {
  Lead: { color: 'success', outlined: false },
  Optout: { color: 'error', outlined: false },
  Unallocated: { color: 'info', outlined: true, dark: true },
  Ignored: { color: 'default', outlined: true },
};

/** The Download dialog's default range: yesterday through today, South African days (YYYY-MM-DD). */
export function defaultDownloadRange(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).tz(TIME_ZONE_BASE);
  return { from: today.subtract(1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

const DONE = {
  lead: ['marked as a Lead', 'marked as Leads'],
  optout: ['marked as an Optout', 'marked as Optouts'],
  ignore: ['ignored', 'ignored'],
  unignore: ['unignored', 'unignored'],
} as const;

/** What an action did, for the snackbar. */
export function actionDoneText(action: keyof typeof DONE, changed: number): string {
  if (!changed) return 'Nothing changed: those replies had already been dealt with.';
  return changed === 1 ? `1 reply ${DONE[action][0]}.` : `${changed} replies ${DONE[action][1]}.`;
}
