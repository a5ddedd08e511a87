// A Long Running campaign's segment build over a 500,000-number audience: three lists with 10% of the
// numbers on more than one list, 5% suppressed (account and DMA opt-outs), an exclusion list, the
// account's 'DMA Exclusion' list and a 30-day rest period with earlier messages (segment-build-seed.ts
// loads it once per database). Candidate: the build as the product runs it, called directly (more precise
// than waiting for the stack's scheduler and queue): a build row (insertBuild, a fresh due time each
// round) and runSegmentBuild (the job's claim and lease, the INSERT IGNORE … SELECT into
// sms_segment_members, the counts, the campaign's move from Building Segment to Queued). Baseline, same
// run: one hand-written INSERT … SELECT of the same result set (same numbers, same reasons) into a
// scratch table shaped like sms_segment_members, the list ids written in. Both results are checked
// against the counts the seed implies, and the candidate's rows against the baseline's, row for row.
// Each round's rows are removed again, outside the timing, and purged before the next timed statement. Target: ratio at most 1.5.
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import { CAMPAIGN_STATUS } from '../../../functions/src/campaigns/campaigns.schemas';
import { createDatabase, type Db } from '../../../functions/src/platform/db/database';
import { createLogger } from '../../../functions/src/platform/log';
import { localPartsOf } from '../../../functions/src/platform/time/zoned-time';
import { runSegmentBuild } from '../../../functions/src/segments/segment-build-runner';
import { insertBuild } from '../../../functions/src/segments/segment-builds.repository';
import { DEMO_PASSWORD } from '../../db/demo-data';
import type { Benchmark } from '../harness';
import { api, signIn } from '../stack-client';
import {
  AUDIENCE,
  expectedCounts,
  REST_PERIOD_DAYS,
  SEGMENT_BENCH_EMAIL,
  seedMessages,
  seedSegmentBench,
  type ExpectedCounts,
  type SeededLists,
} from './segment-build-seed';

const CAMPAIGN_NAME = 'Segment bench Long Running';
const OTHER_CAMPAIGN_NAME = 'Segment bench transactional';
const SCRATCH = 'bench_segment_members';

let pool: Pool;
let db: Db;
let accountId = 0;
let campaignId = 0;
let lists: SeededLists;
let expected: ExpectedCounts;
let baselineFilled = false;
const base: number[] = [];
const cand: number[] = [];
const lines: string[] = [];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spread = (xs: number[]) =>
  `median ${secs(median(xs))} (${secs(Math.min(...xs))}-${secs(Math.max(...xs))})`;

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await pool.query<RowDataPacket[]>(sql, params);
  return result as T[];
}

/** The Long Running campaign (made through the API once, its audience saved again on every run). */
async function ensureCampaigns(): Promise<{ campaignId: number; otherCampaignId: number }> {
  await signIn(SEGMENT_BENCH_EMAIL, DEMO_PASSWORD);
  const audience = {
    includeListIds: lists.audience,
    excludeListIds: [lists.exclusion],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '08:00',
    dailySendFinishTime: '17:00',
    timeZone: 'Africa/Johannesburg',
    startDate: localPartsOf(new Date(), 'Africa/Johannesburg').date,
    finishDate: null,
    recycleCampaignDays: 7,
    restPeriodDays: REST_PERIOD_DAYS,
  };
  const find = async (name: string) =>
    (
      await rows<{ id: number; category_id: number }>(
        'SELECT id, category_id FROM sms_campaigns WHERE account_id = ? AND name = ? ORDER BY id LIMIT 1',
        [accountId, name],
      )
    )[0];
  let campaign = await find(CAMPAIGN_NAME);
  if (campaign) {
    // Dormant (a run that stopped may have left it building), then the audience of the current lists.
    await pool.query('UPDATE sms_campaigns SET status = ?, next_segment_build_at = NULL WHERE id = ?', [
      CAMPAIGN_STATUS.Dormant,
      campaign.id,
    ]);
    await api('PATCH', `/api/sms/campaigns/${campaign.id}/audience`, audience);
  } else {
    await api('POST', '/api/sms/campaigns/scheduled', {
      type: 1,
      name: CAMPAIGN_NAME,
      newCategoryName: 'Segment bench',
      ...audience,
    });
    campaign = (await find(CAMPAIGN_NAME))!;
  }
  let other = await find(OTHER_CAMPAIGN_NAME);
  if (!other) {
    await api('POST', '/api/sms/campaigns/transactional', {
      name: OTHER_CAMPAIGN_NAME,
      categoryId: campaign.category_id,
    });
    other = (await find(OTHER_CAMPAIGN_NAME))!;
  }
  return { campaignId: campaign.id, otherCampaignId: other.id };
}

/** Rows per exclusion reason ('Queued' for none) and status of a members table. */
async function countsOf(table: string, buildId: number): Promise<Map<string, number>> {
  const groups = await rows<{ reason: string | null; status: string; n: number }>(
    `SELECT excluded AS reason, status, COUNT(*) AS n FROM ${table} WHERE build_id = ? GROUP BY excluded, status`,
    [buildId],
  );
  const out = new Map<string, number>();
  for (const g of groups) {
    const status = g.reason === null ? 'Pending' : 'Excluded';
    if (g.status !== status) throw new Error(`${table}: ${g.n} rows with reason ${g.reason} are ${g.status}`);
    out.set(g.reason ?? 'Queued', Number(g.n));
  }
  return out;
}

/** Fails loudly unless the rows hold exactly the segment the seed implies. */
function check(side: string, counts: Map<string, number>): void {
  const want = new Map<string, number>([
    ...Object.entries(expected.excluded).filter(([, n]) => n > 0),
    ['Queued', expected.queued],
  ]);
  const show = (m: Map<string, number>) => JSON.stringify(Object.fromEntries([...m].sort()));
  if (show(counts) !== show(want))
    throw new Error(`segment-build: the ${side} produced ${show(counts)}, expected ${show(want)}`);
}

/**
 * Deletes a build's rows and waits until InnoDB has purged them (at most a minute), so the next timed
 * statement does not run beside the purge of 500,000 rows: until then a scan of the deleted key range
 * still visits every delete-marked row (15 ms here); once they are purged it takes about 1 ms. Both sides
 * clean up this way (the baseline's scratch table is not truncated: a truncated table would grow its
 * file again on every insert, which sms_segment_members does not).
 */
async function removeRows(table: string, buildId: number): Promise<void> {
  await pool.query(`DELETE FROM ${table} WHERE build_id = ?`, [buildId]);
  const until = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 300));
    const start = performance.now();
    await pool.query(`SELECT COUNT(*) FROM ${table} WHERE build_id = ?`, [buildId]);
    quiet = performance.now() - start < 4 ? quiet + 1 : 0;
  }
}

// ---- baseline -----------------------------------------------------------------------------------

/**
 * The same segment, written by hand: the audience lists' distinct numbers, each with the first reason
 * it is left out, the lists, the account and the campaign written in.
 */
function baselineSql(): string {
  const ids = (xs: number[]) => xs.map(Number).join(', ');
  return `
    INSERT INTO ${SCRATCH} (build_id, recipient, campaign_id, excluded, status)
    SELECT 0, s.cellphone, ${campaignId}, s.reason, IF(s.reason IS NULL, 'Pending', 'Excluded')
    FROM (
      SELECT a.cellphone,
        CASE
          WHEN o.cellphone IS NOT NULL THEN 'Optout'
          WHEN d.cellphone IS NOT NULL THEN 'Dma'
          WHEN x.cellphone IS NOT NULL THEN 'ExclusionList'
          WHEN m.recipient IS NOT NULL THEN 'RestPeriod'
        END AS reason
      FROM (SELECT DISTINCT cellphone FROM sms_list_contacts WHERE list_id IN (${ids(lists.audience)})) a
      LEFT JOIN sms_optouts o ON o.account_id = ${accountId} AND o.cellphone = a.cellphone
      LEFT JOIN dma_optouts d ON d.account_id = ${accountId} AND d.cellphone = a.cellphone
      LEFT JOIN (
        SELECT DISTINCT cellphone FROM sms_list_contacts WHERE list_id IN (${ids([lists.exclusion, lists.dma])})
      ) x ON x.cellphone = a.cellphone
      LEFT JOIN (
        SELECT DISTINCT recipient FROM sms_messages
        WHERE campaign_id = ${campaignId} AND created_at >= UTC_TIMESTAMP(3) - INTERVAL ${REST_PERIOD_DAYS} DAY
          AND status IN ('Queued', 'Sending', 'Sent', 'Delivered', 'Undelivered')
      ) m ON m.recipient = a.cellphone
    ) s`;
}

async function baselineRound(): Promise<number[]> {
  // The previous round's rows, kept until the candidate compared its own with them.
  await removeRows(SCRATCH, 0);
  const start = performance.now();
  await pool.query(baselineSql());
  const ms = performance.now() - start;
  check('baseline', await countsOf(SCRATCH, 0));
  baselineFilled = true;
  base.push(ms);
  return [ms];
}

// ---- candidate ----------------------------------------------------------------------------------

async function candidateRound(): Promise<number[]> {
  await pool.query('UPDATE sms_campaigns SET status = ?, next_segment_build_at = NULL WHERE id = ?', [
    CAMPAIGN_STATUS.BuildingSegment,
    campaignId,
  ]);
  const buildId = await insertBuild(db, { accountId, campaignId, due: new Date() });
  const start = performance.now();
  await runSegmentBuild(db, buildId, createLogger({ benchmark: 'segment-build' }));
  const ms = performance.now() - start;
  try {
    const [build] = await rows<Record<string, number | string>>(
      `SELECT status, member_rows, candidates, duplicates, excluded_optout, excluded_dma, excluded_list,
              excluded_rest, queued FROM sms_segment_builds WHERE id = ?`,
      [buildId],
    );
    const written = {
      status: build!.status,
      member_rows: Number(build!.member_rows),
      candidates: Number(build!.candidates),
      duplicates: Number(build!.duplicates),
      excluded_optout: Number(build!.excluded_optout),
      excluded_dma: Number(build!.excluded_dma),
      excluded_list: Number(build!.excluded_list),
      excluded_rest: Number(build!.excluded_rest),
      queued: Number(build!.queued),
    };
    const want = {
      status: 'Completed',
      member_rows: expected.memberRows,
      candidates: expected.candidates,
      duplicates: expected.memberRows - expected.candidates,
      excluded_optout: expected.excluded.Optout,
      excluded_dma: expected.excluded.Dma,
      excluded_list: expected.excluded.ExclusionList,
      excluded_rest: expected.excluded.RestPeriod,
      queued: expected.queued,
    };
    if (JSON.stringify(written) !== JSON.stringify(want))
      throw new Error(
        `segment-build: build ${buildId} recorded ${JSON.stringify(written)}, expected ${JSON.stringify(want)}`,
      );
    const [campaign] = await rows<{ status: number }>('SELECT status FROM sms_campaigns WHERE id = ?', [
      campaignId,
    ]);
    if (campaign!.status !== CAMPAIGN_STATUS.Queued)
      throw new Error(
        `segment-build: the campaign is in status ${campaign!.status} after the build, not Queued`,
      );
    check('product', await countsOf('sms_segment_members', buildId));
    if (baselineFilled) {
      const [same] = await rows<{ n: number }>(
        `SELECT COUNT(*) AS n FROM ${SCRATCH} b INNER JOIN sms_segment_members m
           ON m.build_id = ? AND m.recipient = b.recipient AND m.excluded <=> b.excluded AND m.status = b.status`,
        [buildId],
      );
      if (Number(same!.n) !== AUDIENCE)
        throw new Error(`segment-build: only ${same!.n} of ${AUDIENCE} rows agree with the baseline's`);
    }
  } finally {
    // The members of this build go again (outside the timing), so the table does not grow.
    await removeRows('sms_segment_members', buildId);
  }
  cand.push(ms);
  return [ms];
}

export const segmentBuild: Benchmark = {
  name: 'segment-build',
  unit: `segment build of a ${AUDIENCE.toLocaleString('en')}-number audience`,
  description: 'three lists, 10% overlap, 5% suppressed, exclusion lists, 30-day rest period',
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  async setup() {
    const url = process.env.DATABASE_URL!;
    const seeded = await seedSegmentBench(url, (line) => console.log(`  ${line}`));
    accountId = seeded.accountId;
    lists = seeded.lists;
    pool = createPool({ uri: url, connectionLimit: 2, timezone: 'Z' });
    db = createDatabase(url, 2);
    const campaigns = await ensureCampaigns();
    campaignId = campaigns.campaignId;
    const conn = await pool.getConnection();
    try {
      const messages = await seedMessages(conn, accountId, campaignId, campaigns.otherCampaignId);
      console.log(`  ${messages.toLocaleString('en')} earlier messages written`);
    } finally {
      conn.release();
    }
    // Members an interrupted run left behind.
    await pool.query('DELETE FROM sms_segment_members WHERE campaign_id = ?', [campaignId]);
    await pool.query(`DROP TABLE IF EXISTS ${SCRATCH}`);
    await pool.query(`CREATE TABLE ${SCRATCH} LIKE sms_segment_members`);
    expected = expectedCounts();
  },
  baseline: { label: 'one hand-written INSERT … SELECT into a scratch table', run: baselineRound },
  candidate: {
    label: 'insertBuild + runSegmentBuild (job, INSERT IGNORE … SELECT, counts)',
    run: candidateRound,
  },
  report: () => {
    // The harness's first run of each side warms up; it is left out here.
    const warmBase = base.slice(1);
    const warmCand = cand.slice(1);
    const ratios = warmCand.map((c, i) => c / warmBase[i]!);
    const e = expected;
    lines.push(
      `warm-up (left out): build ${secs(cand[0] ?? NaN)}, baseline ${secs(base[0] ?? NaN)}`,
      `build per round: ${warmCand.map(secs).join(', ')}; ${spread(warmCand)}`,
      `baseline per round: ${warmBase.map(secs).join(', ')}; ${spread(warmBase)}`,
      `ratio per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}x (target at most 1.5x)`,
      `segment (identical on both sides, row for row): ${e.memberRows.toLocaleString('en')} list rows, ` +
        `${e.candidates.toLocaleString('en')} distinct numbers, excluded: opt-out ${e.excluded.Optout.toLocaleString('en')}, ` +
        `DMA ${e.excluded.Dma.toLocaleString('en')}, exclusion lists ${e.excluded.ExclusionList.toLocaleString('en')}, ` +
        `rest period ${e.excluded.RestPeriod.toLocaleString('en')}; queued ${e.queued.toLocaleString('en')}`,
    );
    return lines;
  },
  async teardown() {
    if (pool) {
      if (campaignId) {
        await pool.query('DELETE FROM sms_segment_members WHERE campaign_id = ?', [campaignId]);
        await pool.query('UPDATE sms_campaigns SET status = ? WHERE id = ?', [
          CAMPAIGN_STATUS.Dormant,
          campaignId,
        ]);
      }
      await pool.query(`DROP TABLE IF EXISTS ${SCRATCH}`);
      await pool.end();
    }
    await db?.destroy();
  },
};
