import type { EmailSuppressionRow } from './email-suppressions.schemas';
import type { SuppressionListRow } from './email-suppressions.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toSuppressionRow(r: SuppressionListRow): EmailSuppressionRow {
  const name = [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
  return {
    id: r.id,
    email: r.email,
    reason: r.reason,
    campaignId: r.campaign_id,
    createdDate: iso(r.created_at),
    liftedDate: r.lifted_at ? iso(r.lifted_at) : null,
    // The user who lifted it; a lift whose user is gone still shows it was lifted.
    liftedBy: r.lifted_at ? name || r.lifted_by_email || 'A former user' : null,
  };
}
