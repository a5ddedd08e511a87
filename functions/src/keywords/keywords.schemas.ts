import { z } from 'zod';
import type { KeywordKind, KeywordOperation } from './keywords.table';

// The Lead Keywords and Optout Keywords dialogs of the SMS Inbox and the calls behind them
// (spec 1 §2.8, §3 keyword filter, §5 uniqueness, §7, §9 'Keyword edits take up to 5 minutes').

export const KEYWORD_MAX = 50;
/** Custom keywords an account may have of one kind. */
export const MAX_CUSTOM_KEYWORDS = 100;

export const KEYWORD_NOT_UNIQUE = 'Keyword must be unique among custom and reserved keywords.';
export const KEYWORD_REQUIRED = 'Please enter a keyword.';
export const KEYWORD_TOO_LONG = `A keyword can have at most ${KEYWORD_MAX} characters.`;
export const KEYWORD_TOO_MANY = `At most ${MAX_CUSTOM_KEYWORDS} custom keywords of one kind.`;
export const KEYWORD_EDITS_NOTE = 'Keyword edits take up to 5 minutes to take effect.';

export const keywordOperations = ['StartsWith', 'Equals', 'Contains'] as const satisfies KeywordOperation[];
export const keywordOperationSchema = z.enum(keywordOperations, {
  error: 'Please choose how the keyword matches.',
});

/** How keywords compare: ignoring case and surrounding spaces (spec 1 §5). */
export const normalizeKeyword = (keyword: string): string => keyword.trim().toUpperCase();

/** A custom keyword: the text and how a reply is matched against it (the keyword filter's operations). */
export const customKeywordSchema = z.object({
  keyword: z
    .string({ error: KEYWORD_REQUIRED })
    .trim()
    .min(1, KEYWORD_REQUIRED)
    .max(KEYWORD_MAX, KEYWORD_TOO_LONG),
  operation: keywordOperationSchema.default('StartsWith'),
});
export type CustomKeyword = z.infer<typeof customKeywordSchema>;

export const keywordKindPathSchema = z.object({
  kind: z.enum(['lead', 'optout'], { error: 'Keywords are lead or optout keywords.' }),
});
export const kindOf = (path: { kind: 'lead' | 'optout' }): KeywordKind =>
  path.kind === 'lead' ? 'Lead' : 'Optout';

/**
 * POST /api/sms/keywords/{lead|optout}: the whole list of that kind's custom keywords (replaces it).
 * Uniqueness among the list itself is checked here (the dialog shows the message on the duplicate row);
 * against reserved keywords and the other kind's custom keywords the server checks too.
 */
export const saveKeywordsSchema = z
  .object({ keywords: z.array(customKeywordSchema).max(MAX_CUSTOM_KEYWORDS, KEYWORD_TOO_MANY) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.keywords.forEach((k, i) => {
      const n = normalizeKeyword(k.keyword);
      if (seen.has(n))
        ctx.addIssue({ code: 'custom', path: ['keywords', i, 'keyword'], message: KEYWORD_NOT_UNIQUE });
      seen.add(n);
    });
  });
export type SaveKeywords = z.input<typeof saveKeywordsSchema>;

/** GET /api/sms/keywords/reserved/{lead|optout}: read-only keywords, upper case. */
export const reservedKeywordsSchema = z.array(z.string());
/** GET /api/sms/keywords/{lead|optout} and the answer of the POST: the account's custom keywords in order. */
export const customKeywordsSchema = z.array(customKeywordSchema);
