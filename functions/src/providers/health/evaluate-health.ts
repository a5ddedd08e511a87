// The health evaluator (a scheduled function, every minute): judges every active provider by its measured
// delivery and errors (health-rule.ts) and writes one small row each to sms_provider_health, which the send
// worker reads when it chooses within a spread. Reads index ranges only: the last hour of each provider's sends
// (a covering index), its last minutes' error rows, and at most 168 hourly roll-ups for its norm.
import type { DbOrTrx } from '../../platform/db/database';
import type { Logger } from '../../platform/log';
import { judge, nextHealth, type HealthRecord, type Measurements } from './health-rule';
import { healthSettings, type HealthSettings } from './health-settings';
import * as repo from './health.repository';

const HOUR_MS = 3_600_000;
const NORM_DAYS = 7;

export interface EvaluationResult {
  evaluated: number;
  degraded: number[];
  recovering: number[];
}

const floorHour = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS);

export interface EvaluationOptions {
  now?: Date;
  settings?: HealthSettings;
  /** Only this account's providers (a test's own; the schedule judges every account's). */
  accountId?: number;
}

/** One evaluation of every active provider. */
export async function evaluateProviderHealth(
  db: DbOrTrx,
  log: Logger,
  options: EvaluationOptions = {},
): Promise<EvaluationResult> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? healthSettings();
  const providers = await repo.listProvidersToJudge(db, options.accountId);
  const ids = providers.map((p) => p.id);
  const judgedBy = new Date(now.getTime() - settings.reportWaitMs);

  // The hourly roll-ups of the last two hours whose messages have all been judged (the norm's data).
  const lastClosed = floorHour(judgedBy.getTime() - HOUR_MS);
  for (const hour of [new Date(lastClosed.getTime() - HOUR_MS), lastClosed]) {
    await repo.rollUpHour(db, ids, hour, judgedBy);
  }

  // Each provider is measured over the window, but never from before its current state began.
  const previous = await repo.listHealthRows(db, ids);
  const prevOf = new Map(previous.map((r) => [r.provider_id, r]));
  const windowFrom = (ms: number) =>
    providers.map((p) => {
      const start = new Date(now.getTime() - ms);
      const since = prevOf.get(p.id)?.since;
      return { providerId: p.id, from: since && since > start ? since : start };
    });
  const [hourCounts, norms, attempts] = await Promise.all([
    repo.countJudged(db, windowFrom(settings.windowMs), judgedBy),
    repo.sumNorm(db, ids, new Date(now.getTime() - NORM_DAYS * 24 * HOUR_MS)),
    // Errors are kept per second: the second a state began counts whole.
    repo.countAttempts(
      db,
      windowFrom(settings.errorWindowMs).map((w) => ({
        ...w,
        from: new Date(Math.floor(w.from.getTime() / 1000) * 1000),
      })),
    ),
  ]);

  const result: EvaluationResult = { evaluated: 0, degraded: [], recovering: [] };
  for (const provider of providers) {
    const m: Measurements = {
      judged: hourCounts.get(provider.id)?.judged ?? 0,
      delivered: hourCounts.get(provider.id)?.delivered ?? 0,
      normJudged: norms.get(provider.id)?.judged ?? 0,
      normDelivered: norms.get(provider.id)?.delivered ?? 0,
      attempts: attempts.get(provider.id)?.attempts ?? 0,
      errors: attempts.get(provider.id)?.errors ?? 0,
    };
    const verdict = judge(m, settings);
    const row = prevOf.get(provider.id);
    const prev: HealthRecord | undefined = row && {
      state: row.state,
      weight: row.weight,
      since: row.since,
      changedAt: row.changed_at,
      until: row.until,
      reason: row.reason,
    };
    const next = nextHealth(prev, verdict, now, settings);
    await repo.saveHealth(db, provider, next, m, verdict, now);
    result.evaluated += 1;
    if (next.state === 'Degraded') result.degraded.push(provider.id);
    if (next.state === 'Recovering') result.recovering.push(provider.id);
    if (prev?.state !== next.state || prev.weight !== next.weight) {
      const fields = {
        providerId: provider.id,
        accountId: provider.account_id,
        state: next.state,
        weight: next.weight,
      };
      if (next.state === 'Degraded') log.warn('provider degraded', { ...fields, reason: next.reason, ...m });
      else if (prev) log.info('provider weight changed', fields);
    }
  }
  await repo.purgeHealthData(
    db,
    new Date(now.getTime() - Math.max(settings.errorWindowMs, HOUR_MS)),
    new Date(now.getTime() - (NORM_DAYS + 1) * 24 * HOUR_MS),
  );
  return result;
}
