import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import { buildCallbackRequest, renderRawRequest } from './raw-request';
import { signingKeysOf, signingSecretsOf } from './signing-secrets.service';
import * as repo from './webhooks.repository';
import { toWebhookCallRow } from './webhooks.mapper';
import { WEBHOOK_HISTORY_LIMIT, type WebhookHistory } from './webhooks.schemas';

/** Webhooks History: the account's last calls, newest first, and how many it has in all. */
export async function getWebhookHistory(db: Db, auth: AuthContext): Promise<WebhookHistory> {
  const [rows, totalCount] = await Promise.all([
    repo.listRecentCalls(db, auth.scope, WEBHOOK_HISTORY_LIMIT),
    repo.countCalls(db, auth.scope),
  ]);
  return { data: { rows: rows.map(toWebhookCallRow), totalRows: rows.length }, totalCount };
}

/**
 * Request Details: the raw request of the call's latest attempt; before its first attempt, the request
 * as it would be sent now. Another account's call is not found.
 */
export async function getRequestDetails(db: Db, auth: AuthContext, callId: number): Promise<string> {
  const call = await repo.findAccountCall(db, auth.scope, callId);
  if (!call) throw notFound('The web-hook call');
  const sent = await repo.findLatestRequestText(db, call.id);
  if (sent !== undefined) return sent;
  const secrets = signingKeysOf(await signingSecretsOf(db, call.account_id));
  const request = buildCallbackRequest(
    {
      callId: Number(call.id),
      callbackUrl: call.callback_url,
      method: call.http_method,
      contentType: call.content_type,
      body: call.payload,
    },
    secrets,
    Math.floor(Date.now() / 1000),
  );
  return renderRawRequest(request);
}
