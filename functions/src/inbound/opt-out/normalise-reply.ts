// The opt-out matcher's view of a reply (pure): lower case, accents and apostrophes dropped, spaced-out
// letters joined ('S T O P'), cut into clauses at punctuation, emoji and line breaks, each clause a list of
// canonical tokens: common misspellings and short forms mapped to one word ('stpo', 'unsubscibe', 'pls',
// "sms'e", 'msgs'), politeness and fillers ('please', 'asseblief', 'thanks', 'now') and bare numbers dropped,
// a word said again and again said once ('stop stop stop').

/** Tokens with the same meaning for the matcher, as one canonical token. */
const CANONICAL: Record<string, string> = {
  // stop
  stp: 'stop',
  stpo: 'stop',
  sotp: 'stop',
  stoip: 'stop',
  sop: 'stop',
  stopall: 'stopall',
  // opt out
  optout: 'opt out',
  optuot: 'opt out',
  obtout: 'opt out',
  outopt: 'opt out',
  // remove
  remov: 'remove',
  remvoe: 'remove',
  reomve: 'remove',
  romove: 'remove',
  remve: 'remove',
  rmove: 'remove',
  // messages (nouns and the verbs that are the same word)
  msg: 'msg',
  msgs: 'msg',
  mesage: 'msg',
  mesages: 'msg',
  message: 'msg',
  messages: 'msg',
  messeges: 'msg',
  massages: 'msg',
  sms: 'msg',
  smss: 'msg',
  smses: 'msg',
  smse: 'msg',
  text: 'msg',
  texts: 'msg',
  txt: 'msg',
  txts: 'msg',
  boodskap: 'msg',
  boodskappe: 'msg',
  messaging: 'msging',
  texting: 'msging',
  txting: 'msging',
  smsing: 'msging',
  // negation
  dont: 'dont',
  dnt: 'dont',
  donot: 'dont',
  // misc
  anymore: 'anymore',
  nomore: 'no more',
  wanna: 'want to',
};

/** Politeness, greetings and fillers: they never change whether a reply asks to stop. */
const FILLERS = new Set([
  'please',
  'pls',
  'plz',
  'plse',
  'pleas',
  'pleez',
  'pleeze',
  'plez',
  'plis',
  'kindly',
  'asb',
  'asseblief',
  'aseblief',
  'asseblieft',
  'asblief',
  'thanks',
  'thank',
  'thx',
  'thnx',
  'tx',
  'ty',
  'dankie',
  'baie',
  'ok',
  'okay',
  'hi',
  'hello',
  'hey',
  'hallo',
  'dear',
  'sir',
  'madam',
  'maam',
  'now',
  'nou',
  'just',
  'net',
  'asap',
  'immediately',
  'ag',
  'man',
  'guys',
]);

/** The canonical token for one raw token (already lower case, without accents and apostrophes). */
export function canonicalToken(raw: string): string {
  if (/^s+t+o+p+$/.test(raw)) return 'stop';
  if (/^n+o+$/.test(raw)) return 'no';
  const mapped = CANONICAL[raw];
  if (mapped) return mapped;
  if (raw.length >= 5 && /^un?s/.test(raw) && distance(raw, 'unsubscribe') <= 3) return 'unsubscribe';
  if (raw === 'unsub' || raw === 'unsubs' || raw === 'unsubscribed')
    return raw === 'unsubscribed' ? raw : 'unsubscribe';
  if (raw.length >= 7 && raw.startsWith('ui') && distance(raw, 'uitteken') <= 2) return 'uitteken';
  if (raw.length >= 6 && raw.startsWith('ver') && distance(raw, 'verwyder') <= 1) return 'verwyder';
  return raw;
}

/** Levenshtein distance (short words only). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Joins letters typed one by one ('s t o p', 's.t.o.p') into a word. */
function joinSpacedLetters(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:\p{L}[ .]){2,}\p{L}(?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/[ .]/g, ''),
  );
}

export interface NormalisedReply {
  /** Each clause as its canonical tokens, fillers dropped; empty clauses left out. */
  clauses: string[];
  /** Every canonical token of the reply, fillers included (for the negation check). */
  all: string;
}

/** The reply as the opt-out matcher reads it (see the file comment). */
export function normaliseReply(message: string): NormalisedReply {
  const text = joinSpacedLetters(
    message
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .normalize('NFKC')
      .toLowerCase()
      .replace(/['’‘`´]/g, '')
      .replace(/(?<=\p{L})-(?=ing\b)/gu, ''),
  );
  const clauses: string[] = [];
  const all: string[] = [];
  for (const part of text.split(/[^\p{L}\p{N}\s-]+|\s-\s|\n/u)) {
    const tokens: string[] = [];
    for (const raw of part.split(/[\s-]+/u)) {
      if (!raw) continue;
      const canonical = canonicalToken(raw);
      for (const token of canonical.split(' ')) {
        const thankYou = token === 'you' && all[all.length - 1] === 'thank';
        all.push(token);
        if (thankYou || FILLERS.has(token) || /^\d+$/.test(token)) continue;
        if (tokens[tokens.length - 1] === token) continue;
        tokens.push(token);
      }
    }
    if (tokens.length) clauses.push(tokens.join(' '));
  }
  return { clauses: dedupeClauses(clauses), all: all.join(' ') };
}

/** 'Stop. Stop. STOP!' is one clause said three times. */
function dedupeClauses(clauses: string[]): string[] {
  return clauses.filter((c, i) => clauses[i - 1] !== c);
}
