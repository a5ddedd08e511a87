import { findSenderName } from '../accounts/sender-name';
import type { AuthContext } from '../auth/auth-context';
import { classifyReply } from '../inbound/classify-reply';
import { listCustomKeywords } from '../keywords/keywords.repository';
import type { DbOrTrx } from '../platform/db/database';
import { listMessages } from './campaigns.repository';
import { marketingLineProblem, marketingLineRefusal } from './marketing-line';

/**
 * Why the marketing campaign may not be activated yet: the first active message that does not name the
 * account's sender or say how to opt out (by a word the account's reply classifier takes as an opt-out,
 * reserved or custom) with its field (messages.{index}.message), or null when every active message does.
 */
export async function marketingLineRefusalOf(
  db: DbOrTrx,
  auth: AuthContext,
  campaignId: number,
): Promise<{ text: string; field: string } | null> {
  const senderName = await findSenderName(db, auth.scope);
  const messages = await listMessages(db, auth.scope, campaignId);
  const keywords = await listCustomKeywords(db, auth.accountId, 'Optout');
  const custom = keywords.map((k) => ({ kind: k.kind, keyword: k.keyword, operation: k.operation }));
  const isOptout = (reply: string) => classifyReply(reply, null, custom).type === 'Optout';
  for (const [index, message] of messages.entries()) {
    if (!message.active) continue;
    const problem = marketingLineProblem(message.message, senderName, isOptout);
    if (problem)
      return {
        text: marketingLineRefusal(index + 1, message.message, senderName, problem),
        field: `messages.${index}.message`,
      };
  }
  return null;
}
