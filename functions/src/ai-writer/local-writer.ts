import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import type { AiTone, GenerationContext } from './ai-writer.schemas';
import type { MessageWriter } from './message-writer';

/**
 * The writer used when no model is configured (the default locally and in tests): messages composed from the
 * context's own words, in the chosen tone, with the chosen call to action, and no network call. It never adds
 * facts of its own (no prices, dates or offers the context does not state): openers and closers are
 * tone-only phrases. Personalized messages speak to the reader ("you"); there is no name variable to use
 * (the SMS sending path fills only #CLICKURL#).
 */

type Phrases = { openers: string[]; closers: string[] };

const PHRASES: Record<AiTone, { plain: Phrases; personal: Phrases }> = {
  NEUTRAL: {
    plain: {
      openers: ['', 'News: ', 'Just announced: ', 'Good to know: ', 'Update: '],
      closers: ['', "Don't miss it.", 'Find out more today.', 'See you soon.'],
    },
    personal: {
      openers: ['Hi there, ', 'Hi! ', 'Good news for you: ', 'We thought you would like to know: '],
      closers: ['', 'We hope to see you soon.', 'Thanks for being with us.', 'Find out more today.'],
    },
  },
  FORMAL: {
    plain: {
      openers: [
        'Please note: ',
        'We are pleased to announce: ',
        'Kindly note: ',
        'Announcement: ',
        'For your information: ',
        '',
      ],
      closers: ['', 'We look forward to welcoming you.', 'Thank you for your support.'],
    },
    personal: {
      openers: [
        'Dear customer, ',
        'Dear valued customer, ',
        'We are pleased to inform you: ',
        'Dear client, ',
        'Please note: ',
      ],
      closers: ['', 'We look forward to welcoming you.', 'Thank you for your continued support.'],
    },
  },
  CASUAL: {
    plain: {
      openers: ['Big news! ', 'Heads up! ', 'Guess what? ', 'Psst... ', ''],
      closers: ["Don't miss out!", 'See you there!', 'Grab it while you can!', ''],
    },
    personal: {
      openers: ['Hey! ', 'Hi there! ', 'Hey you! ', 'Guess what? '],
      closers: ["You'll love it!", "Don't miss out!", 'See you there!', 'This one is for you!'],
    },
  },
};

const CALLS: Record<'REPLY' | 'CLICK', Record<AiTone, string[]>> = {
  REPLY: {
    NEUTRAL: [
      'Reply {k} to find out more.',
      "Reply {k} and we'll be in touch.",
      'Reply {k} if you are interested.',
    ],
    FORMAL: [
      'Please reply {k} for further information.',
      'Reply {k} to register your interest.',
      'Kindly reply {k} to find out more.',
    ],
    CASUAL: ['Keen? Reply {k}!', 'Reply {k} to get in on it!', 'Want in? Reply {k}!'],
  },
  CLICK: {
    NEUTRAL: [`Details: ${CLICK_URL_VARIABLE}`, `More at ${CLICK_URL_VARIABLE}`, `See ${CLICK_URL_VARIABLE}`],
    FORMAL: [
      `Further details: ${CLICK_URL_VARIABLE}`,
      `Please visit ${CLICK_URL_VARIABLE}`,
      `Details: ${CLICK_URL_VARIABLE}`,
    ],
    CASUAL: [
      `Check it out: ${CLICK_URL_VARIABLE}`,
      `Tap here: ${CLICK_URL_VARIABLE}`,
      `Have a look: ${CLICK_URL_VARIABLE}`,
    ],
  },
};

/** Instructions people write instead of the message's subject ("Promote our …", "Tell customers that …"). */
const INSTRUCTION_PREFIXES = [
  /^(?:please\s+)?(?:write|create|draft|generate|compose|send)\s+(?:an?\s+|some\s+)?(?:sms\s+|text\s+)?(?:messages?|sms(?:es)?|texts?|campaign)\s+(?:about|for|on|announcing|promoting|that|to\s+(?:tell|announce|promote)(?:\s+(?:customers|clients|people|them|everyone))?(?:\s+(?:about|that))?)\s+/i,
  /^(?:please\s+)?(?:promote|announce|advertise|market)\s+/i,
  /^(?:please\s+)?(?:tell|inform|notify|remind)\s+(?:our\s+|all\s+)?(?:customers|clients|people|members|subscribers|them|everyone)\s+(?:about|of|that)\s+/i,
  /^(?:please\s+)?let\s+(?:our\s+|all\s+)?(?:customers|clients|people|members|subscribers|them|everyone)\s+know\s+(?:about|of|that)\s+/i,
];

/** Words that start a sentence but read on after an opener in lower case ("Dear customer, our sale …"). */
const COMMON_FIRST_WORDS = new Set(
  'a an all any book come enjoy every free get it its join new our save shop the there these this we visit your you'.split(
    ' ',
  ),
);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The subject after an opener: lower case after a comma or colon when its first word is a common one, or is
 * followed by a lower-case word and never written capitalised later in the context (so "Annual review" becomes
 * "annual review" but "Acme Retail" and "Sandton" stay).
 */
function afterOpener(opener: string, text: string, context: string): string {
  if (!opener || /[.!?]\s*$/.test(opener)) return capitalise(text);
  const [, first = '', next = ''] = /^([A-Za-z']+)\s+([A-Za-z']*)/.exec(text) ?? [];
  const common = COMMON_FIRST_WORDS.has(first.toLowerCase());
  const plainWord =
    /^[A-Z][a-z']+$/.test(first) && /^[a-z]/.test(next) && !context.slice(1).includes(` ${first}`);
  return common || plainWord ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The context as the message's subject: instructions removed, sentences tidied. */
export function subjectOf(context: string): string[] {
  let text = context.replace(/\s+/g, ' ').trim();
  for (const prefix of INSTRUCTION_PREFIXES) text = text.replace(prefix, '');
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[,;:-]+$/, ''))
    .filter(Boolean)
    .map((s) => capitalise(/[.!?]$/.test(s) ? s : `${s}.`));
}

/** A sentence's first clause (before a semicolon, colon or dash) when that keeps a few words. */
function firstClause(sentence: string): string {
  const cut = sentence.search(/[;:]\s| - /);
  const clause = cut > 0 ? sentence.slice(0, cut).trim() : '';
  return clause.split(/\s+/).length >= 4 ? `${clause}.` : sentence;
}

/** A small seeded generator (mulberry32), so a test can repeat a draw. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Candidate messages (more than are answered: the checks drop repeats and shorten what does not fit). */
export function composeLocally(request: GenerationContext, random: () => number, count = 40): string[] {
  const subject = subjectOf(request.context);
  if (!subject.length) return [];
  const phrases = PHRASES[request.tone][request.personalized ? 'personal' : 'plain'];
  const calls =
    request.actionType === 'NONE'
      ? ['']
      : CALLS[request.actionType][request.tone].map((c) => c.replace('{k}', request.replyKeyword));
  // The whole context, its first sentence, or that sentence's first clause: short and full versions both.
  const bodies = [...new Set([subject.join(' '), subject[0]!, firstClause(subject[0]!)])];
  if (request.tone === 'CASUAL') bodies.push(...bodies.map((b) => b.replace(/\.$/, '!')));
  const combos: string[] = [];
  for (const opener of phrases.openers)
    for (const body of bodies)
      for (const closer of phrases.closers)
        for (const call of calls)
          combos.push(
            [opener + afterOpener(opener, body, request.context), closer, call].filter(Boolean).join(' '),
          );
  return shuffled([...new Set(combos)], random).slice(0, count);
}

/** The local writer: no network, varied on every call. */
export const localWriter: MessageWriter = {
  name: 'local',
  write: async (request) =>
    composeLocally(request, seededRandom(Date.now() ^ Math.floor(Math.random() * 2 ** 31))),
};
