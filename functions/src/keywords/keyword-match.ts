// How a reply is matched against a keyword: ignoring case, surrounding spaces and the punctuation or emoji
// people put around a word ('Stop.', '"YES"', 'yes 👍'), and word-aware, so STOP matches 'STOP please' but
// not 'stopwatch'. The operations are the keyword filter's (spec 1 §3): StartsWith, Equals, Contains.
import type { KeywordOperation } from './keywords.table';

export interface KeywordRule {
  keyword: string;
  operation: KeywordOperation;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Upper case, compatibility forms folded (full-width letters), whitespace runs as one space, trimmed. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/\s+/gu, ' ').trim();
}

/** The text without the non-letters, non-digits at its ends; the text itself when nothing else is left. */
function core(normalized: string): string {
  return normalized.replace(EDGES, '') || normalized;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A reply prepared once for many keyword checks. */
export interface PreparedReply {
  /** Normalized (see normalizeText). */
  text: string;
  /** Normalized, without punctuation, symbols and emoji at its ends. */
  core: string;
}

export function prepareReply(message: string): PreparedReply {
  const text = normalizeText(message);
  return { text, core: core(text) };
}

/** True when the reply matches the keyword by the operation (see the file comment). */
export function matchesKeyword(reply: PreparedReply, rule: KeywordRule): boolean {
  const keyword = core(normalizeText(rule.keyword));
  if (!keyword) return false;
  switch (rule.operation) {
    case 'Equals':
      return reply.core === keyword;
    case 'StartsWith': {
      if (!reply.core.startsWith(keyword)) return false;
      const next = reply.core.charAt(keyword.length);
      return next === '' || !WORD_CHAR.test(next) || !WORD_CHAR.test(keyword.charAt(keyword.length - 1));
    }
    case 'Contains':
      return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}])`, 'u').test(
        reply.text,
      );
  }
}

/** The first rule the reply matches (rules in the order given), or null. */
export function findMatchingKeyword<R extends KeywordRule>(
  reply: PreparedReply,
  rules: readonly R[],
): R | null {
  return rules.find((rule) => matchesKeyword(reply, rule)) ?? null;
}
