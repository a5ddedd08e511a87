import { durationText } from './mysql-limits';

/**
 * A failure of a user's MySQL server whose message is already in the user's terms (a time-out, TLS
 * refused). It is a MysqlConnectError too, so a caller that does not know it still fails cleanly with
 * its own generic text instead of retrying.
 */
export class MysqlConnectError extends Error {}
export class MysqlSourceError extends MysqlConnectError {}

/** The texts of those failures (spec 1 §8 has none for them). */
export const MYSQL_FAILURES = {
  statementTimedOut: (ms: number) =>
    `The MySQL server did not answer within ${durationText(ms)}; it may be busy or stalled. Try again later.`,
  callTimedOut: (ms: number) =>
    `The MySQL server took longer than ${durationText(ms)} to answer; it may be busy or stalled. Try again later.`,
  readStalled: 'The MySQL server stopped answering while the table was being read.',
  readTooLong: (ms: number) =>
    `Reading the table took longer than ${durationText(ms)}; the import was stopped.`,
  tlsNotOffered:
    'The MySQL server does not offer TLS. Enable TLS on the server, or turn off Require TLS for this connection string.',
  tlsUntrusted: (host: string, reason: string) =>
    `The MySQL server's TLS certificate could not be verified for ${host} (${reason}). Use a certificate from a public certificate authority that names this host, or turn off Require TLS.`,
} as const;

/** Why the certificate was refused, from Node's message (mysql2 replaces the error's code). */
const REASONS: [RegExp, string][] = [
  [/altname|hostname|does not match/i, 'the certificate is for another host'],
  [
    /self[- ]signed|unable to (verify|get)|issuer|untrusted/i,
    'the certificate is not from a trusted authority',
  ],
  [/expired/i, 'the certificate has expired'],
  [/not yet valid/i, 'the certificate is not valid yet'],
  [/revoked/i, 'the certificate was revoked'],
];

/** A connection failure in the user's terms when it is about TLS; null for anything else. */
export function tlsFailure(error: unknown, host: string): MysqlSourceError | null {
  const { code, message } = error as { code?: unknown; message?: string };
  if (code === 'HANDSHAKE_NO_SSL_SUPPORT') return new MysqlSourceError(MYSQL_FAILURES.tlsNotOffered);
  if (code !== 'HANDSHAKE_SSL_ERROR') return null;
  const reason = REASONS.find(([pattern]) => pattern.test(message ?? ''))?.[1] ?? 'the TLS handshake failed';
  return new MysqlSourceError(MYSQL_FAILURES.tlsUntrusted(host, reason));
}
