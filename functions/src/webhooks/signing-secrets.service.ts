// The account's callback signing secret: created on first use (Settings or the first delivery), sealed at
// rest with the secret box, rotated from Settings; after a rotation calls carry a signature with each of
// the new and the previous secret for PREVIOUS_SECRET_VALID_HOURS, so partners can switch without loss.
import type { DbOrTrx } from '../platform/db/database';
import { open, seal } from '../platform/crypto/secret-box';
import { newSigningSecret } from './webhook-signature';
import { findSigningSecrets, replaceSecret, storeFirstSecret } from './signing-secrets.repository';
import { PREVIOUS_SECRET_VALID_HOURS, type WebhookSecret } from './webhooks.schemas';

/** The account's current secret and, while it still signs, the previous one. */
export async function signingSecretsOf(
  db: DbOrTrx,
  accountId: number,
  now = new Date(),
): Promise<WebhookSecretSet> {
  let row = await findSigningSecrets(db, accountId);
  if (!row) throw new Error(`Account ${accountId} does not exist`);
  if (!row.webhook_signing_secret) {
    await storeFirstSecret(db, accountId, seal(newSigningSecret()));
    row = (await findSigningSecrets(db, accountId))!;
  }
  const previousValid =
    row.webhook_previous_secret &&
    row.webhook_previous_secret_until &&
    row.webhook_previous_secret_until > now;
  return {
    current: open(row.webhook_signing_secret!),
    previous: previousValid ? open(row.webhook_previous_secret!) : null,
    previousUntil: previousValid ? row.webhook_previous_secret_until : null,
  };
}

export interface WebhookSecretSet {
  current: string;
  previous: string | null;
  previousUntil: Date | null;
}

/** The secrets a call is signed with now: the current one first. */
export const signingKeysOf = (set: WebhookSecretSet): string[] =>
  set.previous ? [set.current, set.previous] : [set.current];

const toWebhookSecret = (set: WebhookSecretSet): WebhookSecret => ({
  secret: set.current,
  previousSecretValidUntil: set.previousUntil?.toISOString() ?? null,
});

/** Settings: the account's secret (made now if it has none). */
export async function getWebhookSecret(db: DbOrTrx, accountId: number): Promise<WebhookSecret> {
  return toWebhookSecret(await signingSecretsOf(db, accountId));
}

/** Settings › Rotate: a new secret at once; the previous one keeps signing for a while. */
export async function rotateWebhookSecret(db: DbOrTrx, accountId: number): Promise<WebhookSecret> {
  await replaceSecret(db, accountId, seal(newSigningSecret()), PREVIOUS_SECRET_VALID_HOURS);
  return toWebhookSecret(await signingSecretsOf(db, accountId));
}
