// Provider health for people: the account's providers (the Settings card's badge, GET
// /api/sms/providers/health) and a campaign's (its status page).
import type { DbOrTrx } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy';
import { isFreshVerdict } from './health-settings';
import { findCampaignProviders, listActiveProvidersWithHealth, listHealthRows } from './health.repository';
import type { CampaignProviderHealth, ProviderHealth, ProviderHealthBadge } from './health.schemas';
import type { HealthState } from './health.table';
import { holdText } from './routing';

const rate = (v: string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A health row's state as people see it: Ok while never evaluated, or when the verdict is stale. */
function verdictOf(
  row: { evaluated_at: Date | null; state: HealthState | null },
  now: Date,
): { fresh: boolean; state: HealthState } {
  const fresh = isFreshVerdict(row.evaluated_at, now.getTime());
  return { fresh, state: fresh && row.state ? row.state : 'Ok' };
}

/** The Settings card's badge: each listed provider's state, its weight while recovering, why it is degraded. */
export async function healthBadges(
  db: DbOrTrx,
  providerIds: number[],
  now = new Date(),
): Promise<Map<number, ProviderHealthBadge>> {
  const rows = await listHealthRows(db, providerIds);
  return new Map(
    rows.map((r) => {
      const { state } = verdictOf(r, now);
      return [
        r.provider_id,
        { state, weight: state === 'Ok' ? 100 : r.weight, reason: state === 'Degraded' ? r.reason : null },
      ];
    }),
  );
}

/** The account's active providers with their health (Ok while never evaluated, or when the verdict is stale). */
export async function listProviderHealth(
  db: DbOrTrx,
  scope: TenantScope,
  now = new Date(),
): Promise<ProviderHealth[]> {
  const rows = await listActiveProvidersWithHealth(db, scope.accountId);
  return rows.map((r) => {
    const { fresh, state } = verdictOf(r, now);
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
  const campaign = await findCampaignProviders(db, scope.accountId, campaignId);
  if (!campaign) return { providers: [], hold: null, allDegraded: false };
  const providers = (await listProviderHealth(db, scope, now)).filter(
    (p) => campaign.providerIds.has(p.providerId) && p.state !== 'Ok',
  );
  const selected = campaign.option === 'SelectedProvider' ? providers[0] : undefined;
  return {
    providers,
    hold: selected ? holdText({ ...selected, until: null }) : null,
    allDegraded:
      !selected &&
      providers.length > 0 &&
      providers.length === campaign.providerIds.size &&
      providers.every((p) => p.state === 'Degraded'),
  };
}
