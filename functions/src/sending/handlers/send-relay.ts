import { db } from '../../platform/db/database';
import { defineScheduled } from '../../platform/schedule/scheduled';
import { runSendRelay } from '../send-relay';

/** The send relay (send-relay.ts): partners' accepted messages to the send queue, off their requests. */
export const handler = defineScheduled('sendRelay', async (log, context) => ({
  relayed: await runSendRelay(db(), log, context.remainingMs()),
}));
