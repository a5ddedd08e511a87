import type { AbTestSettings } from '../campaigns/campaigns.schemas';
import type { AbTestRow } from './ab-tests.repository';

/** The Messages step's view of the test (null: none, or switched off). */
export function abTestSettingsOf(row: AbTestRow | undefined): AbTestSettings | null {
  if (!row || !row.enabled) return null;
  return { metric: row.metric, testPercent: row.test_percent, waitHours: row.wait_hours };
}
