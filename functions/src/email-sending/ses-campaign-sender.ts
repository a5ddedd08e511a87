import {
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  SESv2Client,
  SendEmailCommand,
} from '@aws-sdk/client-sesv2';
import { config } from '../platform/config';
import type { ComposedEmail } from './compose-email';

// Campaign e-mail and sending domains through Amazon SES (v2 API, the official client). Locally
// AWS_ENDPOINT_URL_SESV2 points the same client at the SES stand-in (scripts/local/mailbox-server.ts).

export type SesOutcome =
  | { ok: true; messageId: string }
  | { ok: false; kind: 'throttled' | 'retryable' | 'rejected'; reason: string };

let client: SESv2Client | undefined;
function ses(): SESv2Client {
  // The worker decides about retries (backoff, attempts, throttling), so the client tries once.
  client ??= new SESv2Client({ maxAttempts: 1, requestHandler: { requestTimeout: 10_000 } });
  return client;
}

interface AwsError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** SES's answer as an outcome: throttling slows down, a refusal of the message ends it, the rest is retried. */
export function outcomeOfError(error: unknown): SesOutcome {
  const e = error as AwsError;
  const status = e.$metadata?.httpStatusCode;
  const reason = `SES: ${e.name ?? 'Error'}${e.message ? `: ${e.message}` : ''}`.slice(0, 500);
  if (e.name === 'TooManyRequestsException' || e.name === 'LimitExceededException' || status === 429)
    return { ok: false, kind: 'throttled', reason };
  if (
    e.name === 'MessageRejected' ||
    e.name === 'MailFromDomainNotVerifiedException' ||
    e.name === 'BadRequestException' ||
    e.name === 'NotFoundException'
  )
    return { ok: false, kind: 'rejected', reason };
  return { ok: false, kind: 'retryable', reason };
}

/** Sends one composed e-mail (Simple content with its List-Unsubscribe headers). */
export async function sendCampaignEmail(
  email: ComposedEmail,
  tags: Record<string, string>,
): Promise<SesOutcome> {
  try {
    const result = await ses().send(
      new SendEmailCommand({
        FromEmailAddress: email.from,
        Destination: { ToAddresses: [email.to] },
        ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
        ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
        EmailTags: Object.entries(tags).map(([Name, Value]) => ({ Name, Value })),
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: email.html, Charset: 'UTF-8' },
              Text: { Data: email.text, Charset: 'UTF-8' },
            },
            Headers: email.headers.map((h) => ({ Name: h.name, Value: h.value })),
          },
        },
      }),
    );
    if (!result.MessageId) return { ok: false, kind: 'retryable', reason: 'SES returned no message id' };
    return { ok: true, messageId: result.MessageId };
  } catch (error) {
    return outcomeOfError(error);
  }
}

export interface IdentityState {
  status: 'Pending' | 'Verified' | 'Failed';
  /** The DKIM CNAME records to publish: {token}._domainkey.{domain} → {token}.dkim.amazonses.com. */
  dkimTokens: string[];
}

function stateOf(answer: {
  VerifiedForSendingStatus?: boolean;
  VerificationStatus?: string;
  DkimAttributes?: { Tokens?: string[]; Status?: string };
}): IdentityState {
  const verification = answer.VerificationStatus ?? answer.DkimAttributes?.Status;
  return {
    status: answer.VerifiedForSendingStatus
      ? 'Verified'
      : verification === 'FAILED' || verification === 'TEMPORARY_FAILURE'
        ? 'Failed'
        : 'Pending',
    dkimTokens: answer.DkimAttributes?.Tokens ?? [],
  };
}

/**
 * Creates the domain's SES identity (Easy DKIM), or null when the AWS account has one already. SES identities are
 * the account's (the platform's), not a tenant's: an existing one was made by someone else (the platform itself,
 * or outside the product), so it is never taken over, whatever its status.
 */
export async function createDomainIdentity(domain: string): Promise<IdentityState | null> {
  try {
    return stateOf(await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: domain })));
  } catch (error) {
    if ((error as AwsError).name === 'AlreadyExistsException') return null;
    throw error;
  }
}

/** The identity's verification as SES reports it now. */
export async function getDomainIdentity(domain: string): Promise<IdentityState> {
  return stateOf(await ses().send(new GetEmailIdentityCommand({ EmailIdentity: domain })));
}

export async function deleteDomainIdentity(domain: string): Promise<void> {
  try {
    await ses().send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (error) {
    if ((error as AwsError).name !== 'NotFoundException') throw error;
  }
}
