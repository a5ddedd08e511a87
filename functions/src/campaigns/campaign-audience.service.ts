import type { AuthContext } from '../auth/auth-context';
import { resolveCategory } from '../categories/categories.service';
import type { CategoryChoice } from '../categories/categories.schemas';
import type { Db, DbOrTrx } from '../platform/db/database';
import { badRequest, conflict, notFound, type FieldErrors } from '../platform/http/errors';
import type { TenantScope } from '../platform/tenancy';
import * as audienceRepo from './campaign-audience.repository';
import { audienceIssues, type AudienceFields, type AudienceList } from './campaign-audience.schemas';
import * as drainRepo from '../segments/segment-drain.repository';
import { scheduleColumns } from './campaign-schedule';
import * as repo from './campaigns.repository';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from './campaigns.schemas';

const isScheduled = (type: number) => type === CAMPAIGN_TYPE.Simple || type === CAMPAIGN_TYPE.LongRunning;

/** Creates a Dormant Simple or Long Running campaign with its audience and schedule, in one transaction. */
export async function createScheduledCampaign(
  db: Db,
  auth: AuthContext,
  body: { type: 0 | 1; name: string } & AudienceFields & CategoryChoice,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const category = await resolveCategory(trx, auth.scope, body);
    const id = await repo.insertCampaign(trx, auth.scope, {
      name: body.name,
      category_id: category.id,
      type: body.type,
      status: CAMPAIGN_STATUS.Dormant,
    });
    await writeAudience(trx, auth.scope, id, body.type, body);
    return { id };
  });
}

/** Saves the Audience and schedule step of a Simple or Long Running campaign. */
export async function saveAudienceStep(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  step: AudienceFields,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockCampaign(trx, auth.scope, campaignId))) throw notFound('The campaign');
    const row = await repo.findCampaign(trx, auth.scope, campaignId);
    if (!row) throw notFound('The campaign');
    if (!isScheduled(row.type))
      throw conflict('Only Simple and Long Running campaigns have an audience and schedule.');
    await writeAudience(trx, auth.scope, campaignId, row.type, step);
  });
}

/** The account's SMS lists for the audience pickers. */
export async function listAudienceLists(db: Db, auth: AuthContext): Promise<AudienceList[]> {
  const rows = await audienceRepo.listAudienceLists(db, auth.scope);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    contacts: r.contacts,
    exclusionList: r.exclusion_list === 1,
  }));
}

/**
 * Checks the step against the campaign's type and the account's lists (another account's list: 404; a
 * 'DMA Exclusion' list always excludes, so it cannot be in the audience), then writes the audience and
 * the schedule columns. Call inside a transaction, after the campaign row is locked or created.
 */
async function writeAudience(
  trx: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  type: number,
  step: AudienceFields,
): Promise<void> {
  const issues = audienceIssues(step, type === CAMPAIGN_TYPE.LongRunning);
  if (issues.length) {
    const fields: FieldErrors = {};
    for (const issue of issues) (fields[issue.path] ??= []).push(issue.message);
    throw badRequest(issues[0]!.message, fields);
  }
  const include = [...new Set(step.includeListIds)];
  const exclude = [...new Set(step.excludeListIds)];
  const lists = await audienceRepo.findAccountLists(trx, scope, [...include, ...exclude]);
  if (lists.length !== new Set([...include, ...exclude]).size) throw notFound('The SMS list');
  const dmaList = lists.find((l) => l.exclusion_list === 1 && include.includes(l.id));
  if (dmaList) {
    const text = `'${dmaList.name}' is a DMA Exclusion list: it always excludes, so it cannot be in the audience.`;
    throw badRequest(text, { includeListIds: [text] });
  }
  await audienceRepo.replaceAudience(trx, campaignId, include, exclude);
  const lastDue = await audienceRepo.latestBuildDue(trx, campaignId);
  await repo.updateCampaign(trx, scope, campaignId, {
    ...scheduleColumns(step, type, lastDue),
    audience_saved: 1,
  });
}

/** Why a scheduled campaign cannot be activated yet, or null (transactional campaigns: always null). */
export async function activationBlocker(
  db: DbOrTrx,
  row: { id: number; type: number; audience_saved: number },
): Promise<string | null> {
  if (!isScheduled(row.type)) return null;
  if (!row.audience_saved) return 'audience';
  const lists = await audienceRepo.listCampaignAudience(db, row.id);
  return lists.some((l) => !l.exclude) ? null : 'noLists';
}

/**
 * The status a campaign switched on takes: a scheduled campaign switched off halfway through its segment
 * (members still Pending, or messages held when it went Dormant) goes back to Queued, so the drain carries
 * on with what is left in its next open window; otherwise Active.
 */
export async function activatedStatus(db: DbOrTrx, row: { id: number; type: number }): Promise<number> {
  if (!isScheduled(row.type)) return CAMPAIGN_STATUS.Active;
  const left =
    (await drainRepo.countPending(db, row.id)) || (await drainRepo.countHeld(db, row.id, new Date()));
  return left ? CAMPAIGN_STATUS.Queued : CAMPAIGN_STATUS.Active;
}
