import type { KeywordKind } from './keywords.table';

/**
 * Keywords every account has, read-only in the keyword dialogs. Opt-out ones are the words carriers and
 * regulators expect to stop messages (STOP and its common variants); the lead one is the reply marketers ask
 * for ('Reply YES …', the AI writer's default reply keyword).
 */
export const RESERVED_KEYWORDS: Record<KeywordKind, readonly string[]> = {
  Optout: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT', 'OPT-OUT', 'CANCEL', 'END', 'QUIT'],
  Lead: ['YES'],
};
