import { db } from '../platform/db/database';
import { ok } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { replyIdsSchema, type ReplyAction } from './replies.schemas';
import { applyAction } from './reply-actions.service';

/** Lead, Optout, Ignore and Unignore differ only in the action (spec 1 §4). */
export const replyActionRoute = (action: ReplyAction) =>
  defineRoute(
    { name: `POST /api/sms/responses/${action}`, access: 'user', body: replyIdsSchema },
    async ({ auth, body, log }) => ok(await applyAction(db(), auth, action, body.ids, log)),
  );
