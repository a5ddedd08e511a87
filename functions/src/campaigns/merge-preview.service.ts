import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import { SYSTEM_MERGE_FIELDS } from '../platform/sms/merge-fields';
import { accountCustomFields, contactValues } from '../sending/merge-values.repository';
import { findCampaign } from './campaigns.repository';
import { audienceContactAt, audienceMaxLengths } from './merge-preview.repository';
import type { MergePreview } from './merge-preview.schemas';

/**
 * The editor's merge-field helper for a campaign: the fields (system fields, then the account's custom
 * fields: account-wide and every list's, as the sender knows them), the audience's contact at `position`
 * (the last one when past the end) and the longest value of each field over the audience.
 */
export async function mergePreview(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  position: number,
): Promise<MergePreview> {
  const campaign = await findCampaign(db, auth.scope, campaignId);
  if (!campaign) throw notFound('The campaign');
  const custom = await accountCustomFields(db, auth.scope.accountId);
  const system = new Set(SYSTEM_MERGE_FIELDS.map((f) => f.name));
  const fields = [
    ...SYSTEM_MERGE_FIELDS.map(({ name, label }) => ({ name, label })),
    ...custom
      .filter((f) => !system.has(f.name.toUpperCase()))
      .map((f) => ({ name: f.name, label: f.label || f.name })),
  ];
  const { contacts, maxLengths } = await audienceMaxLengths(db, campaignId, auth.scope.accountId, custom);
  const at = Math.min(position, Math.max(0, contacts - 1));
  const row = contacts ? await audienceContactAt(db, campaignId, auth.scope.accountId, at) : undefined;
  const values = row ? contactValues(row, custom) : {};
  return {
    fields,
    contacts,
    contact: row
      ? {
          position: at,
          cellphone: row.cellphone,
          values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? null])),
        }
      : null,
    maxLengths,
  };
}
