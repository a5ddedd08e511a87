// The send worker's side of routing by measured delivery: the account's provider health (read at most every
// SMS_HEALTH_CACHE_SECONDS per function instance, never written per message) applied to the campaign's
// candidates. Spreads skip degraded providers and give recovering ones their ramp weight, unless every one of
// them is degraded (then all of them, as without health); a selected provider is never swapped: its campaign's
// messages hold while it is degraded (and, while it recovers, all but its ramp share).
import type { DbOrTrx } from '../../platform/db/database';
import { healthCacheMs, isFreshVerdict } from './health-settings';
import { listAccountHealth } from './health.repository';
import type { HealthState } from './health.table';

export interface ProviderHealthView {
  providerId: number;
  name: string;
  state: HealthState;
  weight: number;
  reason: string | null;
  /** When the cool-down or the ramp step ends (a held message looks again then). */
  until?: Date | null;
}

type Candidate = { id: number; name: string };

export type Routing<P extends Candidate> =
  | { providers: P[]; allDegraded: boolean; hold?: undefined }
  | { hold: ProviderHealthView; providers?: undefined };

const cache = new Map<number, { readAt: number; health: Map<number, ProviderHealthView> }>();

/** The account's providers' current health (Ok ones and never-evaluated or stale ones are absent). */
export async function accountHealth(db: DbOrTrx, accountId: number, nowMs = Date.now()) {
  const cached = cache.get(accountId);
  if (cached && nowMs - cached.readAt < healthCacheMs()) return cached.health;
  const rows = await listAccountHealth(db, accountId);
  const health = new Map<number, ProviderHealthView>();
  for (const r of rows) {
    if (r.state === 'Ok' || !isFreshVerdict(r.evaluated_at, nowMs)) continue;
    health.set(r.provider_id, {
      providerId: r.provider_id,
      name: r.name,
      state: r.state,
      weight: r.weight,
      reason: r.reason,
      until: r.until,
    });
  }
  if (cache.size > 1000) cache.clear();
  cache.set(accountId, { readAt: nowMs, health });
  return health;
}

/** A message's place in [0, 1): consecutive ids spread evenly (the golden ratio's low-discrepancy sequence). */
export const messageFraction = (messageId: number) => (messageId * 0.6180339887498949) % 1;

/**
 * Applies health to the campaign's candidates (already in the campaign's rotation order). Without degraded or
 * recovering providers among them, they are unchanged.
 */
export function routeByHealth<P extends Candidate>(
  message: { id: number; provider_option: string | null },
  candidates: P[],
  health: Map<number, ProviderHealthView>,
): Routing<P> {
  const weightOf = (p: P) => health.get(p.id)?.weight ?? 100;
  if (message.provider_option === 'SelectedProvider') {
    const selected = candidates[0];
    const view = selected && health.get(selected.id);
    if (!view || messageFraction(message.id) * 100 < view.weight)
      return { providers: candidates, allDegraded: false };
    return { hold: view };
  }
  if (candidates.every((p) => weightOf(p) === 100)) return { providers: candidates, allDegraded: false };
  const live = candidates.filter((p) => weightOf(p) > 0).sort((a, b) => a.id - b.id);
  if (!live.length) return { providers: candidates, allDegraded: true };
  // The first provider by weight (deterministic per message, so a retry starts where it did), then the others.
  const total = live.reduce((sum, p) => sum + weightOf(p), 0);
  let point = messageFraction(message.id) * total;
  let first = live.length - 1;
  for (const [i, p] of live.entries()) {
    point -= weightOf(p);
    if (point < 0) {
      first = i;
      break;
    }
  }
  return { providers: [...live.slice(first), ...live.slice(0, first)], allDegraded: false };
}

/** The text a held message and its campaign's status page show, in the user's terms. */
export function holdText(view: ProviderHealthView): string {
  if (view.state === 'Recovering') {
    return `Sending slowly: ${view.name} is recovering, so ${view.weight}% of messages go now and the rest wait a little.`;
  }
  const why = view.reason ? ` (${view.reason})` : '';
  return `Holding: ${view.name} is degraded${why}. Sending resumes when it recovers.`;
}

/** Forgets what this instance read (tests). */
export const forgetHealthCache = () => cache.clear();
