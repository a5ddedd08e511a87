// Provider health for people: the account's providers (the Settings card's badge, GET
// /api/sms/providers/health) and a campaign's (its status page).
import type { DbOrTrx } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy';
import { STALE_HEALTH_MS } from './health-settings';
import type { CampaignProviderHealth, ProviderHealth } from './health.schemas';
import { holdText } from './routing';
import { sql } from 'kysely';

const rate = (v: string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The account's active providers with their health (Ok while never evaluated, or when the verdict is stale). */
export async function listProviderHealth(
  db: DbOrTrx,
  scope: TenantScope,
  now = new Date(),
): Promise<ProviderHealth[]> {
  const rows = await db
    .selectFrom('sms_providers as p')
    .leftJoin('sms_provider_health as h', 'h.provider_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.reverse_billed',
      'h.state',
      'h.weight',
      'h.since',
      'h.until',
      'h.reason',
      'h.delivery_rate',
      'h.norm_rate',
      'h.error_rate',
      'h.evaluated_at',
    ])
    .where('p.account_id', '=', scope.accountId)
    .where('p.active', '=', 1)
    .orderBy('p.name')
    .execute();
  return rows.map((r) => {
    const fresh = r.evaluated_at !== null && now.getTime() - r.evaluated_at.getTime() <= STALE_HEALTH_MS;
    const state = fresh && r.state ? r.state : 'Ok';
    return {
      providerId: r.id,
      name: r.name,
      state,
      weight: state === 'Ok' ? 100 : (r.weight ?? 100),
      since: fresh ? iso(r.since) : null,
      until: state === 'Ok' ? null : iso(r.until),
      reason: state === 'Degraded' ? r.reason : null,
      deliveryRate: fresh ? rate(r.delivery_rate) : null,
      norm: fresh ? rate(r.norm_rate) : null,
      errorRate: fresh ? rate(r.error_rate) : null,
      evaluatedAt: iso(r.evaluated_at),
    };
  });
}

/** The providers a campaign's Provider step sends through that are not Ok, and why its messages hold. */
export async function campaignProviderHealth(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  now = new Date(),
): Promise<CampaignProviderHealth> {
  const campaign = await db
    .selectFrom('sms_campaigns')
    .select(['provider_option', 'provider_id'])
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  if (!campaign) return { providers: [], hold: null };
  const { rows: eligible } = await sql<{ id: number }>`
    SELECT id FROM sms_providers WHERE account_id = ${scope.accountId} AND active = 1 AND ${
      campaign.provider_option === 'SelectedProvider'
        ? sql`id = ${campaign.provider_id ?? 0}`
        : sql`reverse_billed = ${campaign.provider_option === 'SpreadReverseBilled' ? 1 : 0}`
    }`.execute(db);
  const ids = new Set(eligible.map((p) => p.id));
  const providers = (await listProviderHealth(db, scope, now)).filter(
    (p) => ids.has(p.providerId) && p.state !== 'Ok',
  );
  const selected = campaign.provider_option === 'SelectedProvider' ? providers[0] : undefined;
  const hold = selected
    ? holdText({
        providerId: selected.providerId,
        name: selected.name,
        state: selected.state,
        weight: selected.weight,
        reason: selected.reason,
      })
    : null;
  return { providers, hold };
}
