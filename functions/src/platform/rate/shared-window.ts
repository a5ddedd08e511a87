import type { DbOrTrx } from '../db/database';
import { hitRateWindow } from './rate-windows.repository';

/**
 * A limit of `limit` hits per fixed window, shared by every function instance through one rate_windows row,
 * without a write per hit on that row: an instance claims a share of the window at once (a fiftieth of the
 * limit) and spends it locally, so a busy bucket's requests do not queue on the row's lock. A low limit (under
 * 100) claims one hit at a time, so it holds exactly; a high one can end a window up to one share per
 * instance early, never late.
 */
export function sharedWindowLimiter(shareOfLimit = 50) {
  const claimed = new Map<string, { window: number; left: number }>();
  return async function take(db: DbOrTrx, bucket: string, window: number, limit: number): Promise<boolean> {
    const local = claimed.get(bucket);
    if (local?.window === window && local.left > 0) {
      local.left -= 1;
      return true;
    }
    const share = Math.max(1, Math.floor(limit / shareOfLimit));
    const hits = await hitRateWindow(db, bucket, window, share);
    const granted = Math.min(share, limit - (hits - share));
    if (granted <= 0) return false;
    if (claimed.size > 10_000) claimed.clear(); // many buckets (addresses): start over rather than grow
    claimed.set(bucket, { window, left: granted - 1 });
    return true;
  };
}
