import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
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

// Sending domains (Settings › Sending domains): each an SES domain identity with Easy DKIM. Adding creates
// the identity and reads its verification back; the list reads it again for domains still Pending, so a
// domain turns Verified once its DNS records are published and SES has seen them. A domain belongs to one
// account: SES identities are per AWS account, so a second account could otherwise send as a domain it
// never proved it owns.

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

export async function addSendingDomain(
  db: Db,
  auth: Pick<AuthContext, 'accountId'>,
  domain: string,
): Promise<SendingDomainRow> {
  const scope = tenantScopeFor(auth.accountId);
  if (await repo.isDomainTakenElsewhere(db, scope, domain))
    throw conflict('This domain is already used by another account. Ask support if it is yours.');
  const existing = await repo.listSendingDomains(db, scope);
  if (existing.some((d) => d.domain === domain)) throw conflict('This domain is already on your list.');
  if (existing.length >= MAX_DOMAINS)
    throw apiError(422, 'VALIDATION_FAILED', `An account can have at most ${MAX_DOMAINS} sending domains.`);
  const identity = await createDomainIdentity(domain);
  await repo.insertSendingDomain(db, scope, domain);
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
  try {
    await deleteDomainIdentity(domain);
  } catch (error) {
    log.warn('SES identity not deleted', { domain, ...errorFields(error) });
  }
}
