import type { ApiKeyRow } from './api-keys.repository';
import type { ApiKey } from './api-keys.schemas';

/** A listed key as the API shows it. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    status: row.disabled_at ? 'Disabled' : 'Active',
    rateLimitPerSecond: row.rate_limit_per_second,
  };
}
