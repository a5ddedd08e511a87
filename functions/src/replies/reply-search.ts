import { contactSearch } from '../lists/contact-search';

// What the inbox's search ('Search by cellphone or message') matches, decided from the term alone:
// - a number (digits with spaces, dashes, dots, brackets, an optional leading +): replies whose From number
//   starts with the number in E.164 for the account's default country (the lists' contact search rules:
//   0821499, 27821499 and +27 82 149 9 all find +27821499…), on the (account, from) index;
// - anything else: replies whose message has, for every word of the term, a word starting with it (case-
//   and accent-insensitive): "pric call" finds "Call me about the price". Words of 3 letters or more go to
//   the message's FULLTEXT index (boolean mode, prefix terms; migration 0014 builds it without stopwords, so
//   "who is this" is searchable); shorter words ("ok", "me") are checked on the rows the index found;
// - a term made only of short words ("ok", "no") has nothing to look up in the index: it is checked on the
//   latest SHORT_SEARCH_WINDOW replies of the filter (newest first), a bounded scan instead of a full one.

export type ReplySearch =
  | { kind: 'all' }
  | { kind: 'phone'; prefixes: string[] }
  | {
      kind: 'text';
      /** The FULLTEXT boolean query (every long word required, as a prefix), or null when none is long. */
      fulltext: string | null;
      /** Words shorter than the index's minimum: each must start a word of the message. */
      shortWords: string[];
    };

/** InnoDB's innodb_ft_min_token_size (3 by default, MySQL and MariaDB alike): shorter words are not indexed. */
export const FULLTEXT_MIN_WORD = 3;
/** InnoDB's innodb_ft_max_token_size (84): a longer word is cut to this for the prefix lookup. */
const FULLTEXT_MAX_WORD = 84;
/** How many of the latest replies a search of only short words looks through. */
export const SHORT_SEARCH_WINDOW = 20_000;

/** The words of a text search: letters and digits, lower-cased, at most 10 (a search box, not a query language). */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 10);
}

/** What a search term matches in an account whose default country is `iso3166`. */
export function replySearch(term: string, iso3166: string): ReplySearch {
  const search = contactSearch(term, iso3166);
  if (search.kind !== 'text') return search;
  const words = searchWords(search.prefix);
  if (!words.length) return { kind: 'all' };
  const long = words.filter((w) => w.length >= FULLTEXT_MIN_WORD);
  return {
    kind: 'text',
    fulltext: long.length ? long.map((w) => `+${w.slice(0, FULLTEXT_MAX_WORD)}*`).join(' ') : null,
    shortWords: words.filter((w) => w.length < FULLTEXT_MIN_WORD),
  };
}

/** A REGEXP that a message matches when `word` starts one of its words (POSIX classes: MariaDB and MySQL 8). */
export const wordStartPattern = (word: string): string => `(^|[^[:alnum:]])${word}`;
