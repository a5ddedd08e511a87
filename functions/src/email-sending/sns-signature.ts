import { createVerify, X509Certificate } from 'node:crypto';
import { config } from '../platform/config';

// Amazon SNS message signatures, as AWS documents them ("Verifying the signatures of Amazon SNS messages"):
// the string to sign is the message's fields in a fixed order, each "Name\nValue\n"; SignatureVersion 1
// signs it with SHA1withRSA, 2 with SHA256withRSA; the key is in the X.509 certificate at SigningCertURL,
// which must be an https URL on sns.<region>.amazonaws.com (any other host is refused, so a forger cannot
// point us at their own certificate). Locally SNS_EXTRA_CERT_URL_PREFIXES also allows the SES stand-in's.

export interface SnsMessage {
  Type: 'Notification' | 'SubscriptionConfirmation' | 'UnsubscribeConfirmation';
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  Token?: string;
  SubscribeURL?: string;
}

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;
const SUBSCRIPTION_FIELDS = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
] as const;

export function stringToSign(m: SnsMessage): string {
  const fields = m.Type === 'Notification' ? NOTIFICATION_FIELDS : SUBSCRIPTION_FIELDS;
  let text = '';
  for (const name of fields) {
    const value = m[name];
    if (value === undefined || value === null) continue; // Subject is optional
    text += `${name}\n${value}\n`;
  }
  return text;
}

const AWS_SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** True for AWS's own SNS hosts over https (and the configured local prefixes). */
export function isTrustedSnsUrl(url: string): boolean {
  if (config.snsExtraCertUrlPrefixes.some((prefix) => url.startsWith(prefix))) return true;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' && AWS_SNS_HOST.test(parsed.hostname) && !parsed.username && !parsed.port
    );
  } catch {
    return false;
  }
}

const certificates = new Map<string, Promise<X509Certificate>>();

async function certificateAt(url: string): Promise<X509Certificate> {
  let cert = certificates.get(url);
  if (!cert) {
    cert = (async () => {
      const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`certificate answered ${res.status}`);
      return new X509Certificate(await res.text());
    })();
    cert.catch(() => certificates.delete(url));
    if (certificates.size > 50) certificates.clear();
    certificates.set(url, cert);
  }
  return cert;
}

/** Parses a body as an SNS message with the fields a signature needs, or null. */
export function parseSnsMessage(body: string): SnsMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const m = parsed as Partial<SnsMessage>;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (
    !m ||
    !['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation'].includes(m.Type ?? '') ||
    ![
      m.MessageId,
      m.TopicArn,
      m.Message,
      m.Timestamp,
      m.Signature,
      m.SigningCertURL,
      m.SignatureVersion,
    ].every(text)
  )
    return null;
  return m as SnsMessage;
}

/** Whether the message is signed by SNS (the certificate's URL trusted, valid now, the signature matching). */
export async function isSignedBySns(m: SnsMessage, now = new Date()): Promise<boolean> {
  if (m.SignatureVersion !== '1' && m.SignatureVersion !== '2') return false;
  if (!isTrustedSnsUrl(m.SigningCertURL)) return false;
  let cert: X509Certificate;
  try {
    cert = await certificateAt(m.SigningCertURL);
  } catch {
    return false;
  }
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) return false;
  const verifier = createVerify(m.SignatureVersion === '2' ? 'RSA-SHA256' : 'RSA-SHA1');
  verifier.update(stringToSign(m), 'utf8');
  try {
    return verifier.verify(cert.publicKey, m.Signature, 'base64');
  } catch {
    return false;
  }
}
