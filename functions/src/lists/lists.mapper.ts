import type { SmsListRow } from './lists.schemas';
import type { ListRow } from './lists.repository';

/** A list as the API shows it. */
export function toSmsListRow(row: ListRow): SmsListRow {
  return {
    id: row.id,
    name: row.name,
    listName: row.name,
    description: row.description,
    dateCreated: row.created_at.toISOString(),
    contacts: row.contacts,
    optouts: row.optouts,
    dmaOptouts: row.dma_optouts,
    status: row.status,
    newProcess: row.new_process === 1,
    exclusionList: row.exclusion_list === 1,
    needsRefresh: row.needs_refresh === 1,
    countryIso3166: row.country_iso3166,
  };
}
