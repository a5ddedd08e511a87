import type { DbOrTrx } from '../platform/db/database';
import { CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';

// One number's consent record in one account: each read starts from the account, through the
// (account_id, cellphone) or (account_id, recipient, ...) indexes.

/** What an import's consent shows (list, when, the import's source and who started it): SMS and e-mail lists alike. */
export const IMPORT_CONSENT_COLUMNS = [
  'l.id as list_id',
  'l.name as list_name',
  'c.created_at',
  'j.source',
  'j.source_name',
  'j.created_at as import_created_at',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

/** The account's lists holding the number, with the import that put it there and who started it. */
export function listImportConsents(db: DbOrTrx, accountId: number, cellphone: string) {
  return db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .leftJoin('list_import_jobs as j', 'j.id', 'c.import_job_id')
    .leftJoin('users as u', 'u.id', 'j.user_id')
    .select(IMPORT_CONSENT_COLUMNS)
    .where('l.account_id', '=', accountId)
    .where('c.cellphone', '=', cellphone)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}
export type ImportConsentRow = Awaited<ReturnType<typeof listImportConsents>>[number];

/**
 * The account's landing-page form submissions with the number, or (e-mail consent) the address: consent text,
 * client address, browser.
 */
export function listFormConsents(db: DbOrTrx, accountId: number, by: 'cellphone' | 'email', value: string) {
  return db
    .selectFrom('page_leads as d')
    .innerJoin('pages as p', 'p.id', 'd.page_id')
    .select([
      'p.id as page_id',
      'p.name as page_name',
      'd.submitted_at',
      'd.client_ip',
      'd.user_agent',
      'd.consent_text',
      'd.opted_out',
    ])
    .where('d.account_id', '=', accountId)
    .where(by === 'cellphone' ? 'd.cellphone' : 'd.email', '=', value)
    .orderBy('d.submitted_at')
    .orderBy('d.id')
    .execute();
}
export type FormConsentRow = Awaited<ReturnType<typeof listFormConsents>>[number];

/** The account's transactional (partner API) sends to the number, by campaign. */
export function listPartnerSends(db: DbOrTrx, accountId: number, cellphone: string) {
  return db
    .selectFrom('sms_messages as m')
    .innerJoin('sms_campaigns as c', 'c.id', 'm.campaign_id')
    .select((eb) => [
      'c.id as campaign_id',
      'c.name as campaign_name',
      eb.fn.countAll<number>().as('messages'),
      eb.fn.min('m.created_at').as('first_at'),
      eb.fn.max('m.created_at').as('last_at'),
    ])
    .where('m.account_id', '=', accountId)
    .where('m.recipient', '=', cellphone)
    .where('m.source', '=', 'Api')
    .where('c.type', '=', CAMPAIGN_TYPE.Transactional)
    .groupBy(['c.id', 'c.name'])
    .orderBy('c.id')
    .execute();
}
export type PartnerSendRow = Awaited<ReturnType<typeof listPartnerSends>>[number];

/** When the number joined the account's opt-out list or DMA opt-out list (null: it is not on it). */
export async function findSuppressions(db: DbOrTrx, accountId: number, cellphone: string) {
  const [optout, dma] = await Promise.all(
    (['sms_optouts', 'dma_optouts'] as const).map((table) =>
      db
        .selectFrom(table)
        .select('created_at')
        .where('account_id', '=', accountId)
        .where('cellphone', '=', cellphone)
        .executeTakeFirst(),
    ),
  );
  return { optedOutAt: optout?.created_at ?? null, dmaOptedOutAt: dma?.created_at ?? null };
}
