import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { drainSegments, type DrainResult } from './segment-drain';
import { loadSecrets } from '../platform/secrets/secrets';

/**
 * The segment drain (EventBridge, every minute; locally the stack's poller calls it on a timer, and tests
 * invoke it directly): hands built segments to the sending pipeline inside their windows.
 */
export async function handler(): Promise<DrainResult> {
  await loadSecrets();
  return drainSegments(db(), createLogger({ worker: 'segmentDrain' }));
}
