import { abTestSettingsOf } from '../ab-tests/ab-tests.mapper';
import { findAbTest, saveAbTest } from '../ab-tests/ab-tests.repository';
import type { AuthContext } from '../auth/auth-context';
import { resolveCategory } from '../categories/categories.service';
import type { Category, CategoryChoice } from '../categories/categories.schemas';
import type { Db } from '../platform/db/database';
import { nearStartWindow, pageWindow } from '../platform/db/page-window';
import { apiError, badRequest, conflict, notFound } from '../platform/http/errors';
import { landingPageIdFor } from '../pages/pages.service';
import { findProvider } from '../providers/providers.repository';
import { CallbackUrlRefusedError, resolveCallbackUrl } from '../webhooks/callback-url-guard';
import { activatedStatus, activationBlocker } from './campaign-audience.service';
import { AUDIENCE_TEXTS } from './campaign-audience.schemas';
import { marketingLineRefusalOf } from './marketing-line.service';
import { copyAudience, listCampaignAudience } from './campaign-audience.repository';
import * as repo from './campaigns.repository';
import { toCampaign, toCampaignRow } from './campaigns.mapper';
import {
  ACTIVATION_NEEDS_MESSAGE,
  CAMPAIGN_STATUS,
  CAMPAIGN_TYPE,
  isActiveStatus,
  type Campaign,
  type CampaignListResponse,
  type ProviderStep,
  type RepliesStep,
  type campaignListRequestSchema,
  type messagesStepSchema,
} from './campaigns.schemas';
import type { z } from 'zod';

const campaignNotFound = () => notFound('The campaign');

/** One page of the caller's campaigns. */
export async function listCampaigns(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof campaignListRequestSchema>,
): Promise<CampaignListResponse> {
  const filter = <F extends string>(field: F) => request.filters.find((f) => f.field === field)?.value;
  const query: repo.CampaignQuery = {
    archived: (filter('archived') as boolean | undefined) ?? false,
    categoryId: (filter('category') as number | undefined) ?? null,
    nameContains: (filter('campaignName') as string | undefined) || null,
    sort: request.sort,
  };
  const { page, rowsPerPage } = request.pagination;
  const near = nearStartWindow(page, rowsPerPage);
  if (near) {
    const [rows, totalRows] = await Promise.all([
      repo.listCampaignRows(db, auth.scope, query, near),
      repo.countCampaigns(db, auth.scope, query),
    ]);
    return { rows: rows.map(toCampaignRow), totalRows };
  }
  // A deep page: the count decides whether the page is nearer the end, then it is read from there.
  const totalRows = await repo.countCampaigns(db, auth.scope, query);
  const window = pageWindow(page, rowsPerPage, totalRows);
  const rows = window ? await repo.listCampaignRows(db, auth.scope, query, window) : [];
  return { rows: rows.map(toCampaignRow), totalRows };
}

/** Creates a Dormant transactional campaign in an existing or new category. */
export async function createTransactionalCampaign(
  db: Db,
  auth: AuthContext,
  body: { name: string } & CategoryChoice,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const category = await resolveCategory(trx, auth.scope, body);
    const id = await repo.insertCampaign(trx, auth.scope, {
      name: body.name,
      category_id: category.id,
      type: CAMPAIGN_TYPE.Transactional,
      status: CAMPAIGN_STATUS.Dormant,
    });
    return { id };
  });
}

/** The campaign for the editor. */
export async function getCampaign(db: Db, auth: AuthContext, campaignId: number): Promise<Campaign> {
  const row = await repo.findCampaign(db, auth.scope, campaignId);
  if (!row) throw campaignNotFound();
  const [messages, audience, abTest] = await Promise.all([
    repo.listMessages(db, auth.scope, campaignId),
    listCampaignAudience(db, campaignId),
    findAbTest(db, campaignId),
  ]);
  return toCampaign(row, messages, audience, abTestSettingsOf(abTest));
}

async function update(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  values: Parameters<typeof repo.updateCampaign>[3],
) {
  if (!(await repo.updateCampaign(db, auth.scope, campaignId, values))) throw campaignNotFound();
}

/** Renames a campaign. */
export const renameCampaign = (db: Db, auth: AuthContext, campaignId: number, name: string) =>
  update(db, auth, campaignId, { name });

/** Moves a campaign to an existing or new category. */
export async function changeCampaignCategory(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  choice: CategoryChoice,
): Promise<Category> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockCampaign(trx, auth.scope, campaignId))) throw campaignNotFound();
    const category = await resolveCategory(trx, auth.scope, choice);
    await repo.updateCampaign(trx, auth.scope, campaignId, { category_id: category.id });
    return category;
  });
}

/**
 * The Active/Dormant switch: Active sends, Dormant does nothing. Activation needs an active message, and a
 * marketing campaign's active messages must name the sender and say how to opt out (409 otherwise).
 */
export async function setCampaignActive(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  active: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, auth.scope, campaignId);
    if (!row) throw campaignNotFound();
    if (active) {
      if (row.archived) throw conflict('Unarchive the campaign before activating it.');
      if (!(await repo.hasActiveMessage(trx, auth.scope, campaignId))) {
        throw badRequest(ACTIVATION_NEEDS_MESSAGE, { active: [ACTIVATION_NEEDS_MESSAGE] });
      }
      const blocker = await activationBlocker(trx, row);
      if (blocker) {
        const text = blocker === 'audience' ? AUDIENCE_TEXTS.activation : AUDIENCE_TEXTS.noListsLeft;
        throw badRequest(text, { active: [text] });
      }
      // Marketing messages name the sender and say how to opt out (POPIA s69(4)); transactional ones need not.
      if (row.type !== CAMPAIGN_TYPE.Transactional) {
        const refusal = await marketingLineRefusalOf(trx, auth, campaignId);
        if (refusal) throw apiError(409, 'CONFLICT', refusal.text, { [refusal.field]: [refusal.text] });
      }
    }
    if (active && isActiveStatus(row.status)) return; // already working (e.g. sending a segment)
    await repo.updateCampaign(trx, auth.scope, campaignId, {
      status: active ? await activatedStatus(trx, row) : CAMPAIGN_STATUS.Dormant,
      send_status: active ? 1 : 0,
    });
  });
}

/** Saves the Provider step; a selected provider must be one of the account's active providers. */
export async function saveProviderStep(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  step: ProviderStep,
): Promise<void> {
  let providerId: number | null = null;
  if (step.option === 'SelectedProvider') {
    const provider = await findProvider(db, auth.scope, step.providerId!);
    if (!provider) throw notFound('The provider');
    if (!provider.active)
      throw badRequest('This provider is not active.', { providerId: ['This provider is not active.'] });
    providerId = provider.id;
  }
  await update(db, auth, campaignId, { provider_option: step.option, provider_id: providerId });
}

/** Saves the Messages step and answers the saved message ids in order. */
export async function saveMessagesStep(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  step: z.output<typeof messagesStepSchema>,
): Promise<{ ids: number[] }> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockCampaign(trx, auth.scope, campaignId))) throw campaignNotFound();
    const known = await repo.messageIdsOf(trx, campaignId);
    const stranger = step.messages.findIndex((m) => m.id !== null && !known.has(m.id));
    if (stranger >= 0) {
      throw badRequest('A message does not belong to this campaign.', {
        [`messages.${stranger}.id`]: ['This message does not belong to this campaign; reload the page.'],
      });
    }
    const ids = await repo.replaceMessages(trx, campaignId, step.messages);
    await saveAbTest(trx, campaignId, step.abTest);
    await repo.updateCampaign(trx, auth.scope, campaignId, {
      messages_saved: 1,
      click_url: step.clickUrl,
      // A click URL that is one of the account's landing pages links the campaign to it (the pages list counts).
      landing_page_id: await landingPageIdFor(trx, auth.scope, step.clickUrl),
    });
    return { ids };
  });
}

/**
 * Saves the Replies step. A callback URL must pass the SSRF guard now (its host resolves to public
 * addresses only), so a user learns at once, in words, that a private address will never be called.
 */
export async function saveRepliesStep(db: Db, auth: AuthContext, campaignId: number, step: RepliesStep) {
  if (step.callbackUrl) await assertCallbackUrlAllowed(step.callbackUrl);
  await update(db, auth, campaignId, {
    replies_saved: 1,
    receive_active: step.receiveActive ? 1 : 0,
    reply_type: step.type,
    static_keyword: step.type === 'Static' ? step.staticKeyword : null,
    ...(step.callbackUrl !== undefined ? { callback_url: step.callbackUrl } : {}),
  });
}

async function assertCallbackUrlAllowed(url: string): Promise<void> {
  try {
    await resolveCallbackUrl(url);
  } catch (error) {
    if (error instanceof CallbackUrlRefusedError)
      throw apiError(422, 'HOST_NOT_ALLOWED', error.message, { callbackUrl: [error.message] });
    throw error;
  }
}

/**
 * Copies an unarchived campaign (settings, messages and its A/B test's settings, not the test's progress) as a
 * new Dormant campaign named "Copy of …".
 */
export async function copyCampaign(db: Db, auth: AuthContext, campaignId: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCampaign(trx, auth.scope, campaignId);
    if (!row) throw campaignNotFound();
    if (row.archived) throw conflict('An archived campaign cannot be copied.');
    const {
      id: _id,
      account_id: _a,
      created_at: _c,
      category_name: _n,
      category_group_name: _g,
      ...settings
    } = row;
    const id = await repo.insertCampaign(trx, auth.scope, {
      ...settings,
      name: `Copy of ${row.name}`.slice(0, 200),
      status: CAMPAIGN_STATUS.Dormant,
      send_status: 0,
      // A scheduled copy builds from its start date once it is activated.
      next_segment_build_at: row.type === CAMPAIGN_TYPE.Transactional ? null : row.start_at,
    });
    await repo.copyMessages(trx, campaignId, id);
    await copyAudience(trx, campaignId, id);
    const abTest = await findAbTest(trx, campaignId);
    if (abTest?.enabled) {
      const { metric, test_percent: testPercent, wait_hours: waitHours } = abTest;
      await saveAbTest(trx, id, { metric, testPercent, waitHours });
    }
    return { id };
  });
}

/** Archiving disables the campaign; unarchiving leaves it Dormant. Both are idempotent. */
export const setCampaignArchived = (db: Db, auth: AuthContext, campaignId: number, archived: boolean) =>
  update(
    db,
    auth,
    campaignId,
    archived ? { archived: 1, status: CAMPAIGN_STATUS.Dormant, send_status: 0 } : { archived: 0 },
  );
