import { sql } from 'kysely';
import type { DbOrTrx } from '../../platform/db/database';
import type { HealthRecord, Measurements, Verdict } from './health-rule';

/** Shard rows per provider and second for error counts (a failing provider's workers do not queue on one row). */
const ERROR_SHARDS = 8;

/** Every active provider (the evaluator judges each). */
export function listProvidersToJudge(db: DbOrTrx, accountId?: number) {
  let query = db.selectFrom('sms_providers').select(['id', 'account_id', 'name']).where('active', '=', 1);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return query.orderBy('id').execute();
}

export function listHealthRows(db: DbOrTrx, providerIds: number[]) {
  if (!providerIds.length) return Promise.resolve([]);
  return db.selectFrom('sms_provider_health').selectAll().where('provider_id', 'in', providerIds).execute();
}

/** The account's providers' health rows (the send worker's and the status page's read). */
export function listAccountHealth(db: DbOrTrx, accountId: number) {
  return db
    .selectFrom('sms_provider_health as h')
    .innerJoin('sms_providers as p', 'p.id', 'h.provider_id')
    .select([
      'h.provider_id',
      'p.name',
      'p.active',
      'h.state',
      'h.weight',
      'h.since',
      'h.until',
      'h.reason',
      'h.hour_judged',
      'h.delivery_rate',
      'h.norm_rate',
      'h.error_rate',
      'h.evaluated_at',
    ])
    .where('h.account_id', '=', accountId)
    .orderBy('h.provider_id')
    .execute();
}

/** One failed provider call (a refusal, 5xx, time-out or network error): a row per provider, second and shard. */
export async function recordProviderError(db: DbOrTrx, providerId: number, at = new Date()): Promise<void> {
  const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const shard = Math.floor(Math.random() * ERROR_SHARDS);
  await sql`
    INSERT INTO sms_provider_errors (provider_id, at, shard, errors) VALUES (${providerId}, ${second}, ${shard}, 1)
    ON DUPLICATE KEY UPDATE errors = errors + 1`.execute(db);
}

type Counts = Map<number, { judged: number; delivered: number }>;

/** One provider's measuring window: from (its state's start, if later than the window's) to `to`. */
export interface ProviderWindow {
  providerId: number;
  from: Date;
}

/** `(provider_id = ? AND <column> >= ?) OR …`: one index range per provider, however many providers. */
const perProvider = (windows: ProviderWindow[], column: 'sent_at' | 'at') =>
  sql.join(
    windows.map((w) => sql`(provider_id = ${w.providerId} AND ${sql.ref(column)} >= ${w.from})`),
    sql` OR `,
  );

/**
 * Per provider: messages sent from its window's start up to `to` and how many of them are Delivered, read from
 * the covering index sms_messages_provider_sent (one range per provider).
 */
export async function countJudged(db: DbOrTrx, windows: ProviderWindow[], to: Date): Promise<Counts> {
  const found: Counts = new Map();
  if (!windows.length) return found;
  const { rows } = await sql<{ provider_id: number; judged: number | string; delivered: number | string }>`
    SELECT provider_id, COUNT(*) AS judged, SUM(status = 'Delivered') AS delivered
      FROM sms_messages
     WHERE (${perProvider(windows, 'sent_at')}) AND sent_at <= ${to}
     GROUP BY provider_id`.execute(db);
  for (const r of rows)
    found.set(r.provider_id, { judged: Number(r.judged), delivered: Number(r.delivered) });
  return found;
}

/** Per provider: attempts (messages sent plus failed calls) and failed calls since its window's start. */
export async function countAttempts(db: DbOrTrx, windows: ProviderWindow[]) {
  const found = new Map<number, { attempts: number; errors: number }>();
  if (!windows.length) return found;
  const { rows } = await sql<{ provider_id: number; sent: number | string; errors: number | string }>`
    SELECT provider_id, SUM(sent) AS sent, SUM(errors) AS errors FROM (
      SELECT provider_id, COUNT(*) AS sent, 0 AS errors FROM sms_messages
       WHERE ${perProvider(windows, 'sent_at')}
       GROUP BY provider_id
      UNION ALL
      SELECT provider_id, 0 AS sent, SUM(errors) AS errors FROM sms_provider_errors
       WHERE ${perProvider(windows, 'at')}
       GROUP BY provider_id
    ) x GROUP BY provider_id`.execute(db);
  for (const r of rows) {
    const errors = Number(r.errors);
    found.set(r.provider_id, { attempts: Number(r.sent) + errors, errors });
  }
  return found;
}

/** Rolls up one closed hour for the providers that have no row for it yet (idempotent: INSERT IGNORE). */
export async function rollUpHour(
  db: DbOrTrx,
  providerIds: number[],
  hour: Date,
  judgedBy: Date,
): Promise<void> {
  if (!providerIds.length) return;
  const have = await db
    .selectFrom('sms_provider_delivery_hours')
    .select('provider_id')
    .where('hour', '=', hour)
    .where('provider_id', 'in', providerIds)
    .execute();
  const missing = providerIds.filter((id) => !have.some((h) => h.provider_id === id));
  if (!missing.length) return;
  const end = new Date(hour.getTime() + 3_600_000 - 1);
  const { rows } = await sql<{ provider_id: number; judged: number | string; delivered: number | string }>`
    SELECT provider_id, COUNT(*) AS judged, SUM(status = 'Delivered') AS delivered FROM sms_messages
     WHERE provider_id IN (${sql.join(missing)}) AND sent_at >= ${hour} AND sent_at <= ${end}
       AND sent_at <= ${judgedBy}
     GROUP BY provider_id`.execute(db);
  const counts = new Map(rows.map((r) => [r.provider_id, r]));
  await db
    .insertInto('sms_provider_delivery_hours')
    .ignore()
    .values(
      missing.map((id) => ({
        provider_id: id,
        hour,
        judged: Number(counts.get(id)?.judged ?? 0),
        delivered: Number(counts.get(id)?.delivered ?? 0),
      })),
    )
    .execute();
}

/** Per provider: judged and delivered over the closed hours since `from` (the norm). */
export async function sumNorm(db: DbOrTrx, providerIds: number[], from: Date) {
  const found = new Map<number, { judged: number; delivered: number }>();
  if (!providerIds.length) return found;
  const rows = await db
    .selectFrom('sms_provider_delivery_hours')
    .select((eb) => [
      'provider_id',
      eb.fn.sum<string>('judged').as('judged'),
      eb.fn.sum<string>('delivered').as('delivered'),
    ])
    .where('provider_id', 'in', providerIds)
    .where('hour', '>=', from)
    .groupBy('provider_id')
    .execute();
  for (const r of rows)
    found.set(r.provider_id, { judged: Number(r.judged), delivered: Number(r.delivered) });
  return found;
}

const rate = (v: number | null) => (v === null ? null : v.toFixed(4));

/** Writes a provider's evaluated health. */
export async function saveHealth(
  db: DbOrTrx,
  provider: { id: number; account_id: number },
  record: HealthRecord,
  m: Measurements,
  verdict: Verdict,
  now: Date,
): Promise<void> {
  const values = {
    account_id: provider.account_id,
    state: record.state,
    weight: record.weight,
    since: record.since,
    changed_at: record.changedAt,
    until: record.until,
    reason: record.reason?.slice(0, 300) ?? null,
    hour_judged: m.judged,
    hour_delivered: m.delivered,
    delivery_rate: rate(verdict.deliveryRate),
    norm_rate: rate(verdict.norm),
    error_attempts: m.attempts,
    error_count: m.errors,
    error_rate: rate(verdict.errorRate),
    evaluated_at: now,
  };
  await db
    .insertInto('sms_provider_health')
    .values({ provider_id: provider.id, ...values })
    .onDuplicateKeyUpdate(values)
    .execute();
}

/** Forgets error counts and roll-ups nobody reads any more. */
export async function purgeHealthData(db: DbOrTrx, errorsBefore: Date, hoursBefore: Date): Promise<void> {
  await db.deleteFrom('sms_provider_errors').where('at', '<', errorsBefore).execute();
  await db.deleteFrom('sms_provider_delivery_hours').where('hour', '<', hoursBefore).execute();
}

/** The account's active providers with their health row, if any (by name). */
export function listActiveProvidersWithHealth(db: DbOrTrx, accountId: number) {
  return db
    .selectFrom('sms_providers as p')
    .leftJoin('sms_provider_health as h', 'h.provider_id', 'p.id')
    .select([
      'p.id',
      'p.name',
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
    .where('p.account_id', '=', accountId)
    .where('p.active', '=', 1)
    .orderBy('p.name')
    .execute();
}

/**
 * The campaign's Provider step and the ids of the account's active providers it sends through (the standard
 * or reverse-billed ones, or the selected one); undefined when the account has no such campaign.
 */
export async function findCampaignProviders(db: DbOrTrx, accountId: number, campaignId: number) {
  const campaign = await db
    .selectFrom('sms_campaigns')
    .select(['provider_option', 'provider_id'])
    .where('id', '=', campaignId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!campaign) return undefined;
  let query = db
    .selectFrom('sms_providers')
    .select('id')
    .where('account_id', '=', accountId)
    .where('active', '=', 1);
  query =
    campaign.provider_option === 'SelectedProvider'
      ? query.where('id', '=', campaign.provider_id ?? 0)
      : query.where('reverse_billed', '=', campaign.provider_option === 'SpreadReverseBilled' ? 1 : 0);
  const rows = await query.execute();
  return { option: campaign.provider_option, providerIds: new Set(rows.map((r) => r.id)) };
}
