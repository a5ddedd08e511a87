import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { resolveCategory } from '../categories/categories.service';
import { usableSendingDomains } from '../email-sending/sending-domains.service';
import type { Db, DbOrTrx } from '../platform/db/database';
import { nearStartWindow, pageWindow } from '../platform/db/page-window';
import { badRequest, conflict, notFound, type FieldErrors } from '../platform/http/errors';
import type { TenantScope } from '../platform/tenancy';
import { addDays, localPartsOf, zonedToUtc } from '../platform/time/zoned-time';
import * as repo from './email-campaigns.repository';
import { toEmailCampaign, toEmailCampaignRow, toSendRoundRow } from './email-campaigns.mapper';
import {
  EMAIL_CAMPAIGN_STATUS,
  EMAIL_CAMPAIGN_TEXTS,
  EMAIL_CAMPAIGN_TIME_ZONE_BASE,
  type EmailCampaign,
  type EmailCampaignBody,
  type EmailCampaignListResponse,
  type EmailCampaignSettingsValues,
  type EmailCampaignStatus,
  type EmailSchedule,
  type EmailSendRoundsResponse,
  type emailCampaignListRequestSchema,
  type emailSendRoundsQuerySchema,
} from './email-campaigns.schemas';

const campaignNotFound = () => notFound('The email campaign');

/** One page of the caller's e-mail campaigns (spec 2 §2.10, §7.7). */
export async function listEmailCampaigns(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof emailCampaignListRequestSchema>,
): Promise<EmailCampaignListResponse> {
  const query: repo.EmailCampaignQuery = {
    archived: request.archivedStatus === 'Both' ? null : request.archivedStatus === 'Archived',
    categoryId: request.categoryId || null,
    nameContains: request.campaignName || null,
    sort: request.sort,
  };
  const { page, rowsPerPage } = request.pagination;
  const near = nearStartWindow(page, rowsPerPage);
  if (near) {
    const [rows, totalRows] = await Promise.all([
      repo.listCampaignRows(db, auth.scope, query, near),
      repo.countCampaigns(db, auth.scope, query),
    ]);
    return { rows: rows.map(toEmailCampaignRow), totalRows };
  }
  const totalRows = await repo.countCampaigns(db, auth.scope, query);
  const window = pageWindow(page, rowsPerPage, totalRows);
  const rows = window ? await repo.listCampaignRows(db, auth.scope, query, window) : [];
  return { rows: rows.map(toEmailCampaignRow), totalRows };
}

/** Today on the South African clock. */
const today = (now = new Date()) => localPartsOf(now, EMAIL_CAMPAIGN_TIME_ZONE_BASE).date;

/** The schedule a new campaign starts with: weekdays 08:00–17:00 SAST from today, sent once. */
export const defaultSchedule = (now = new Date()): EmailSchedule => ({
  scheduleDays: [1, 2, 3, 4, 5],
  dailySendStartTime: '08:00',
  dailySendFinishTime: '17:00',
  timeZone: EMAIL_CAMPAIGN_TIME_ZONE_BASE,
  startDate: today(now),
  finishDate: null,
  recycleCampaignDays: 0,
  restPeriodDays: 0,
});

/**
 * The campaign columns a schedule makes. Times stay on the campaign's clock (esend's scheduler reads them with
 * time_zone). Before its first send round the campaign builds at the start of its start date; after that the
 * scheduler owns next_segment_build_at.
 */
function scheduleColumns(s: EmailSchedule, hasSent: boolean) {
  const tz = s.timeZone;
  const startAt = zonedToUtc(s.startDate, '00:00', tz);
  const finishAt = s.finishDate
    ? new Date(zonedToUtc(addDays(s.finishDate, 1), '00:00', tz).getTime() - 1)
    : null;
  return {
    start_at: startAt,
    campaign_finish_at: finishAt,
    ...(hasSent ? {} : { next_segment_build_at: startAt }),
    schedule_days: [...new Set(s.scheduleDays)].sort((a, b) => a - b).join(','),
    daily_send_start_time: s.dailySendStartTime,
    daily_send_finish_time: s.dailySendFinishTime,
    time_zone: tz,
    recycle_campaign_days: s.recycleCampaignDays,
    rest_period_days: s.restPeriodDays,
  };
}

/** Creates a Dormant campaign in an existing or new e-mail category, with the default schedule. */
export async function createEmailCampaign(
  db: Db,
  auth: AuthContext,
  body: { name: string; categoryId?: number | null; newCategoryName?: string | null },
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const category = await resolveCategory(trx, auth.scope, body, 'email');
    const id = await repo.insertCampaign(trx, auth.scope, {
      name: body.name,
      category_id: category.id,
      status: EMAIL_CAMPAIGN_STATUS.Dormant,
      send_active: 0,
      ...scheduleColumns(defaultSchedule(), false),
    });
    return { id };
  });
}

/** The campaign for the editor, with the account's verified sending domains. */
export async function getEmailCampaign(
  db: Db,
  auth: AuthContext,
  campaignId: number,
): Promise<EmailCampaign> {
  const row = await repo.findCampaign(db, auth.scope, campaignId);
  if (!row) throw campaignNotFound();
  const [audience, domains] = await Promise.all([
    repo.listAudience(db, campaignId),
    usableSendingDomains(db, auth.accountId),
  ]);
  return toEmailCampaign(row, audience, domains);
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Why a from address may not be used (its domain is not one of the account's verified ones), or null. */
async function fromAddressProblem(db: DbOrTrx, accountId: number, address: string): Promise<string | null> {
  const verified = await usableSendingDomains(db, accountId);
  if (!verified.length) return EMAIL_CAMPAIGN_TEXTS.noVerifiedDomain;
  const domain = domainOf(address);
  return verified.includes(domain) ? null : EMAIL_CAMPAIGN_TEXTS.unverifiedDomain(domain, verified);
}

/**
 * Checks the audience against the account's lists (another account's list: 404; a 'DMA Exclusion' list always
 * excludes, so it cannot be in the audience) and writes it.
 */
async function writeAudience(
  trx: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  includeIds: number[],
  excludeIds: number[],
): Promise<void> {
  const include = [...new Set(includeIds)];
  const exclude = [...new Set(excludeIds)];
  const all = new Set([...include, ...exclude]);
  const lists = await repo.findAccountLists(trx, scope, [...all]);
  if (lists.length !== all.size) throw notFound('The email list');
  const dma = lists.find((l) => l.exclusion_list === 1 && include.includes(l.id));
  if (dma) {
    const text = EMAIL_CAMPAIGN_TEXTS.dmaInAudience(dma.name);
    throw badRequest(text, { includeListIds: [text] });
  }
  await repo.replaceAudience(trx, campaignId, include, exclude);
}

/** Saves the editor's settings: name, category, sender, subject, preheader, audience and schedule. */
export async function saveEmailCampaignSettings(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  body: EmailCampaignSettingsValues,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, auth.scope, campaignId, true);
    if (!row) throw campaignNotFound();
    if (body.fromEmail) {
      const problem = await fromAddressProblem(trx, auth.accountId, body.fromEmail);
      if (problem) throw badRequest(problem, { fromEmail: [problem] });
    }
    const category = await resolveCategory(trx, auth.scope, body, 'email');
    await writeAudience(trx, auth.scope, campaignId, body.includeListIds, body.excludeListIds);
    const hasSent = (await repo.latestSendRound(trx, campaignId)) > 0;
    await repo.updateCampaign(trx, auth.scope, campaignId, {
      name: body.name,
      category_id: category.id,
      from_name: body.fromName,
      from_email: body.fromEmail,
      reply_to: body.replyTo,
      subject: body.subject,
      preheader: body.preheader,
      ...scheduleColumns(body, hasSent),
    });
  });
}

/** Saves the builder's output. */
export async function saveEmailCampaignBody(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  body: EmailCampaignBody,
): Promise<void> {
  const found = await repo.updateCampaign(db, auth.scope, campaignId, {
    body_html: body.html,
    body_json: body.json,
  });
  if (!found) throw campaignNotFound();
}

/**
 * The Active/Dormant switch (the contract with esend): Active sets send_active and status Active (a campaign
 * already building or sending its round keeps its status); Dormant clears send_active and sets Dormant.
 * Activation needs a subject, a from address on a verified domain, a body and an audience list.
 */
export async function setEmailCampaignActive(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  active: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, auth.scope, campaignId, true);
    if (!row) throw campaignNotFound();
    if (!active) {
      await repo.updateCampaign(trx, auth.scope, campaignId, {
        send_active: 0,
        status: EMAIL_CAMPAIGN_STATUS.Dormant,
      });
      return;
    }
    if (row.archived) throw conflict(EMAIL_CAMPAIGN_TEXTS.archivedActivate);
    const missing: string[] = [];
    if (!row.subject?.trim()) missing.push(EMAIL_CAMPAIGN_TEXTS.needsSubject);
    if (!row.from_email || (await fromAddressProblem(trx, auth.accountId, row.from_email)))
      missing.push(EMAIL_CAMPAIGN_TEXTS.needsFrom);
    if (!row.body_html?.trim()) missing.push(EMAIL_CAMPAIGN_TEXTS.needsBody);
    if (!(await repo.hasAudience(trx, campaignId))) missing.push(EMAIL_CAMPAIGN_TEXTS.needsAudience);
    if (missing.length) {
      const fields: FieldErrors = { active: missing };
      throw badRequest(missing.join(' '), fields);
    }
    const working: number[] = [
      EMAIL_CAMPAIGN_STATUS.Queued,
      EMAIL_CAMPAIGN_STATUS.Sending,
      EMAIL_CAMPAIGN_STATUS.BuildingSegment,
    ];
    const status =
      row.send_active && working.includes(row.status) ? row.status : EMAIL_CAMPAIGN_STATUS.Active;
    await repo.updateCampaign(trx, auth.scope, campaignId, { send_active: 1, status });
  });
}

/** Copies an unarchived campaign (settings, body, audience) as a new Dormant campaign named "Copy of …". */
export async function copyEmailCampaign(
  db: Db,
  auth: AuthContext,
  campaignId: number,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, auth.scope, campaignId);
    if (!row) throw campaignNotFound();
    if (row.archived) throw conflict(EMAIL_CAMPAIGN_TEXTS.archivedCopy);
    const {
      id: _id,
      account_id: _a,
      created_at: _c,
      updated_at: _u,
      category_name: _n,
      category_group_name: _g,
      ...settings
    } = row;
    const id = await repo.insertCampaign(trx, auth.scope, {
      ...settings,
      name: `Copy of ${row.name}`.slice(0, 200),
      status: EMAIL_CAMPAIGN_STATUS.Dormant,
      send_active: 0,
      archived: 0,
      // The copy has sent nothing: it builds from its start date once it is activated.
      next_segment_build_at: row.start_at,
    });
    await repo.copyAudience(trx, campaignId, id);
    return { id };
  });
}

/** Archiving disables the campaign (Dormant, send_active 0); unarchiving leaves it Dormant. */
export async function setEmailCampaignArchived(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  archived: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, auth.scope, campaignId, true);
    if (!row) throw campaignNotFound();
    if (archived && row.archived) throw conflict(EMAIL_CAMPAIGN_TEXTS.archivedArchive);
    if (!archived && !row.archived) throw conflict(EMAIL_CAMPAIGN_TEXTS.notArchived);
    await repo.updateCampaign(
      trx,
      auth.scope,
      campaignId,
      archived ? { archived: 1, send_active: 0, status: EMAIL_CAMPAIGN_STATUS.Dormant } : { archived: 0 },
    );
  });
}

/** The status page's figures: sends by status, opens and clicks (read from esend's tables). */
export async function getEmailCampaignStatus(
  db: Db,
  auth: AuthContext,
  campaignId: number,
): Promise<EmailCampaignStatus> {
  const row = await repo.findCampaign(db, auth.scope, campaignId);
  if (!row) throw campaignNotFound();
  const [sends, engagement] = await Promise.all([
    repo.sendCounts(db, auth.scope, campaignId),
    repo.engagementCounts(db, auth.scope, campaignId),
  ]);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    active: row.send_active === 1,
    archived: row.archived === 1,
    subject: row.subject,
    rounds: n(sends.rounds),
    sends: {
      total: n(sends.total),
      queued: n(sends.queued),
      sending: n(sends.sending),
      sent: n(sends.sent),
      failed: n(sends.failed),
      suppressed: n(sends.suppressed),
      bounced: n(sends.bounced),
      complained: n(sends.complained),
    },
    opened: engagement.opened,
    clicked: engagement.clicked,
    lastSentDate: sends.last_sent_at ? new Date(sends.last_sent_at).toISOString() : null,
  };
}

/** The account's send rounds, newest first (the e-mail campaigns' segment build history). */
export async function listEmailSendRounds(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof emailSendRoundsQuerySchema>,
): Promise<EmailSendRoundsResponse> {
  const campaignId = query.campaignId ?? null;
  if (campaignId !== null && !(await repo.findCampaign(db, auth.scope, campaignId))) throw campaignNotFound();
  const [rows, totalRows] = await Promise.all([
    repo.listSendRounds(db, auth.scope, campaignId, query.rowsPerPage, (query.page - 1) * query.rowsPerPage),
    repo.countSendRounds(db, auth.scope, campaignId),
  ]);
  return { rows: rows.map(toSendRoundRow), totalRows };
}
