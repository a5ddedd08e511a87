import { countText } from '@/lib/format';
import type { PanelName } from '../api/history';

// The panels' texts. The empty texts are spec 2 §2.2's; the spec names a loading text and a count sentence
// for each panel without giving them, so these follow the empty texts' words ("No replies found" /
// "2 replies found.").

export interface PanelTexts {
  title: string;
  loading: string;
  empty: string;
  /** The noun of the count sentence, singular and plural. */
  one: string;
  many: string;
}

export const PANEL_TEXTS: Record<PanelName, PanelTexts> = {
  lists: {
    title: 'Marketing Lists',
    loading: 'Loading marketing lists...',
    empty: 'No lists found',
    one: 'list',
    many: 'lists',
  },
  messages: {
    title: 'Messages Sent',
    loading: 'Loading SMS messages...',
    empty: 'No SMS messages found',
    one: 'SMS message',
    many: 'SMS messages',
  },
  deliveryReports: {
    title: 'Delivery Reports',
    loading: 'Loading delivery reports...',
    empty: 'No delivery reports found',
    one: 'delivery report',
    many: 'delivery reports',
  },
  replies: {
    title: 'Replies Received',
    loading: 'Loading replies...',
    empty: 'No replies found',
    one: 'reply',
    many: 'replies',
  },
  callbacks: {
    title: 'Web-service Callbacks',
    loading: 'Loading callbacks...',
    empty: 'No callbacks found',
    one: 'callback',
    many: 'callbacks',
  },
  clicks: {
    title: 'Unique Clicks',
    loading: 'Loading clicks...',
    empty: 'No clicks found',
    one: 'click',
    many: 'clicks',
  },
};

/**
 * "12 SMS messages found." An unpaged panel that shows only its newest rows says so ("The latest 500 are
 * shown."); a paged one has its pager.
 */
export function countSentence(
  texts: PanelTexts,
  totalRows: number,
  shownRows: number,
  paged: boolean,
): string {
  const found = `${countText(totalRows)} ${totalRows === 1 ? texts.one : texts.many} found.`;
  return !paged && shownRows < totalRows ? `${found} The latest ${countText(shownRows)} are shown.` : found;
}

/** Spec 2 §2.3. */
export const NO_CELLPHONES_TEXT = 'No cellphones found';

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
