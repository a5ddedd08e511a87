import type { EmailList, EmailListRow } from './email-lists.schemas';
import type { EmailListDbRow } from './email-lists.repository';

/** An e-mail list as the lists page shows it. */
export function toEmailListRow(row: EmailListDbRow): EmailListRow {
  return {
    id: row.id,
    name: row.name,
    dateCreated: row.created_at.toISOString(),
    contacts: row.contacts,
    optouts: row.optouts,
    dmaOptouts: row.dma_optouts,
    status: row.status,
    newProcess: row.new_process === 1,
    exclusionList: row.exclusion_list === 1,
  };
}

/** One e-mail list (GET /api/email/lists/{id}). */
export function toEmailList(row: EmailListDbRow): EmailList {
  return {
    ...toEmailListRow(row),
    listName: row.name,
    description: row.description,
    countryIso3166: row.country_iso3166,
  };
}
