import { db } from '../../../platform/db/database';
import { defineScheduled } from '../../../platform/schedule/scheduled';
import { evaluateProviderHealth } from '../evaluate-health';

/** Every minute: each active provider's health from its measured delivery and errors (routing by it). */
export const handler = defineScheduled('providerHealth', (log) => evaluateProviderHealth(db(), log));
