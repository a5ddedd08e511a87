import type { AuthContext } from '../auth/auth-context';
import { config } from '../platform/config';
import type { Db, DbOrTrx } from '../platform/db/database';
import { apiError, conflict, notFound } from '../platform/http/errors';
import { errorFields, type Logger } from '../platform/log';
import { tenantScopeFor } from '../platform/tenancy';
import type { SendingDomainList, SendingDomainRow } from './email-sending.schemas';
import * as repo from './sending-domains.repository';
import {
  createDomainIdentity,
  deleteDomainIdentity,
  getDomainIdentity,
  type IdentityState,
} from './ses-campaign-sender';

// Sending domains (Settings › Sending domains): each an SES domain identity with Easy DKIM. SES identities belong
// to the AWS account, the platform's, not to a tenant, so:
//   - the platform's own domain (EMAIL_FROM's), its subdomains and the domains above it are reserved (SES lets a
//     verified domain send for its subdomains);
//   - a domain is one account's, by a unique key; the claim creates the SES identity, and a domain whose identity
//     exists already (made by the platform or outside the product) is refused, never taken over;
//   - the domain stays Pending until SES finds the DKIM CNAMEs shown to the claimant in DNS (the tokens are new for
//     each identity, so only the account that made it can publish them); the list asks SES again while Pending;
//   - removing it deletes the identity this claim made, never the platform's;
//   - a from address is checked against the account's verified domains at every send, not only when saved.

/** Pending domains whose verification the list asks SES about, at most. */
const REFRESH_AT_MOST = 10;
export const MAX_DOMAINS = 20;

function rowOf(
  d: { domain: string; status: SendingDomainRow['status']; created_at: Date; verified_at: Date | null },
  identity?: IdentityState,
): SendingDomainRow {
  return {
    domain: d.domain,
    status: d.status,
    createdDate: d.created_at.toISOString(),
    verifiedDate: d.verified_at?.toISOString() ?? null,
    dnsRecords:
      d.status === 'Verified'
        ? []
        : (identity?.dkimTokens ?? []).map((t) => ({
            type: 'CNAME' as const,
            name: `${t}._domainkey.${d.domain}`,
            value: `${t}.dkim.amazonses.com`,
          })),
  };
}

export async function listSendingDomains(
  db: Db,
  auth: Pick<AuthContext, 'accountId'>,
  log: Logger,
): Promise<SendingDomainList> {
  const scope = tenantScopeFor(auth.accountId);
  const rows = await repo.listSendingDomains(db, scope);
  const identities = new Map<string, IdentityState>();
  for (const d of rows.filter((r) => r.status !== 'Verified').slice(0, REFRESH_AT_MOST)) {
    try {
      const identity = await getDomainIdentity(d.domain);
      identities.set(d.domain, identity);
      if (identity.status !== d.status) {
        const at = new Date();
        await repo.setSendingDomainStatus(db, scope, d.domain, identity.status, at);
        d.status = identity.status;
        d.verified_at = identity.status === 'Verified' ? at : null;
      }
    } catch (error) {
      log.warn('sending domain not refreshed', { domain: d.domain, ...errorFields(error) });
    }
  }
  return { rows: rows.map((d) => rowOf(d, identities.get(d.domain))) };
}

export const SENDING_DOMAIN_TEXTS = {
  reserved: "This domain is the platform's own and cannot be used as your sending domain.",
  takenElsewhere: 'This domain is already used by another account. Ask support if it is yours.',
  onYourList: 'This domain is already on your list.',
  existsInSes:
    'This domain is already set up in our e-mail service outside your account, so it cannot be added. Ask support if it is yours.',
  fromDomainGone: (domain: string) =>
    `${domain} is no longer one of your verified sending domains. Verify it again, or change the campaign's from address.`,
} as const;

/** The platform's own sending domain (EMAIL_FROM's). */
export function platformDomain(): string {
  const from = config.emailFrom;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** The platform's domain, a subdomain of it, or a domain above it (which SES would let send for it). */
export function isReservedDomain(domain: string): boolean {
  const own = platformDomain();
  const d = domain.toLowerCase();
  return !!own && (d === own || d.endsWith(`.${own}`) || own.endsWith(`.${d}`));
}

const isDuplicateKey = (error: unknown) => (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';

export async function addSendingDomain(
  db: Db,
  auth: Pick<AuthContext, 'accountId'>,
  domain: string,
): Promise<SendingDomainRow> {
  const scope = tenantScopeFor(auth.accountId);
  if (isReservedDomain(domain)) throw apiError(422, 'VALIDATION_FAILED', SENDING_DOMAIN_TEXTS.reserved);
  if (await repo.isDomainTakenElsewhere(db, scope, domain))
    throw conflict(SENDING_DOMAIN_TEXTS.takenElsewhere);
  const existing = await repo.listSendingDomains(db, scope);
  if (existing.some((d) => d.domain === domain)) throw conflict(SENDING_DOMAIN_TEXTS.onYourList);
  if (existing.length >= MAX_DOMAINS)
    throw apiError(422, 'VALIDATION_FAILED', `An account can have at most ${MAX_DOMAINS} sending domains.`);
  // The claim first (the unique key decides between two accounts adding it at once), then the identity.
  try {
    await repo.insertSendingDomain(db, scope, domain);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    throw conflict(
      (await repo.isDomainTakenElsewhere(db, scope, domain))
        ? SENDING_DOMAIN_TEXTS.takenElsewhere
        : SENDING_DOMAIN_TEXTS.onYourList,
    );
  }
  let identity: IdentityState | null;
  try {
    identity = await createDomainIdentity(domain);
  } catch (error) {
    await repo.deleteSendingDomain(db, scope, domain);
    throw error;
  }
  if (!identity) {
    await repo.deleteSendingDomain(db, scope, domain);
    throw conflict(SENDING_DOMAIN_TEXTS.existsInSes);
  }
  const at = new Date();
  if (identity.status !== 'Pending')
    await repo.setSendingDomainStatus(db, scope, domain, identity.status, at);
  return rowOf(
    {
      domain,
      status: identity.status,
      created_at: at,
      verified_at: identity.status === 'Verified' ? at : null,
    },
    identity,
  );
}

export async function removeSendingDomain(
  db: Db,
  auth: Pick<AuthContext, 'accountId'>,
  domain: string,
  log: Logger,
) {
  const scope = tenantScopeFor(auth.accountId);
  if (!(await repo.deleteSendingDomain(db, scope, domain))) throw notFound('The sending domain');
  // The platform's identity is never this account's to remove (a claim of it from before the rule is dropped).
  if (isReservedDomain(domain)) return;
  try {
    await deleteDomainIdentity(domain);
  } catch (error) {
    log.warn('SES identity not deleted', { domain, ...errorFields(error) });
  }
}

/**
 * Why the account may not send from this address now (its domain is not one of the account's verified sending
 * domains, or is the platform's), or null. Checked when a campaign is saved, at a test send and by the send worker.
 */
export async function fromDomainProblem(
  db: DbOrTrx,
  accountId: number,
  address: string,
): Promise<string | null> {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const verified = await usableSendingDomains(db, accountId);
  return verified.includes(domain) ? null : SENDING_DOMAIN_TEXTS.fromDomainGone(domain);
}

/**
 * The account's verified sending domains it may send from: never the platform's own (a claim of it from before the
 * rule is left out). The campaign editor offers these and a campaign's save checks its from address against them.
 */
export async function usableSendingDomains(db: DbOrTrx, accountId: number): Promise<string[]> {
  return (await repo.findVerifiedSendingDomains(db, accountId)).filter((d) => !isReservedDomain(d));
}
