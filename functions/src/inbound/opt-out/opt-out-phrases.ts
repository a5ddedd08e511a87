// The phrases that ask to stop, in English and Afrikaans, over normalised clauses (normalise-reply.ts: canonical
// tokens, fillers such as 'please' and 'asseblief' already gone, every kind of message word as 'msg'). A
// clause must BE one of these phrases from its first word to its last: 'stop by our store', 'stop the price
// is great' and 'when does the sale stop' are not, which keeps the matcher precise. Each phrase has a label,
// stored as the reply's keyword.

const alt = (...parts: string[]) => `(?:${parts.join('|')})`;
const opt = (part: string) => `(?: ${part})?`;
/** An optional part before the next word. */
const pre = (part: string) => `(?:${part} )?`;

/** Determiners before the messages: 'the', 'these', 'all your', 'any more', Afrikaans 'die', 'hierdie'. */
const DET = alt(
  'the',
  'these',
  'this',
  'those',
  'your',
  'ur',
  'all',
  'all the',
  'all these',
  'all your',
  'any',
  'any more',
  'anymore',
  'such',
  'die',
  'hierdie',
  'julle',
  'jou',
  'al die',
  'alle',
);
/** What is to stop: the messages (any kind), or 'it', 'this', 'everything', 'all', 'me'. */
const KIND = alt(
  'marketing',
  'promotional',
  'promo',
  'promotion',
  'advertising',
  'spam',
  'bulk',
  'stupid',
  'annoying',
);
const MSGS = `(?:${DET} )?(?:${KIND} )?${alt('msg', 'spam', 'marketing', 'promotions', 'promos', 'ads', 'adverts', 'offers', 'specials', 'deals', 'notifications', 'updates', 'nonsense', 'rubbish', 'crap', 'junk', 'whatsapps', 'emails', 'communication', 'communications', 'correspondence')}`;
const OBJECT = alt(
  MSGS,
  'these',
  'those',
  'it',
  'this',
  'that',
  'them',
  'everything',
  'all',
  'all of it',
  'all of this',
  'all of them',
  'dit',
  'alles',
);
/** Where the messages come from or go to: 'to me', 'to this number', 'from you', 'from your company'. */
const TO_ME = alt(
  'to me',
  'to this number',
  'to my number',
  'to my phone',
  'from you',
  'from your company',
  'from this number',
  'for me',
);
const EVER = alt(
  'anymore',
  'any more',
  'again',
  'ever again',
  'forever',
  'for good',
  'any longer',
  'from now on',
  'today',
);
const TAIL = `${opt(TO_ME)}${opt(EVER)}${opt(TO_ME)}`;
const ME = alt(
  'me',
  'us',
  'my number',
  'this number',
  'my phone',
  'my cell',
  'my cellphone',
  'my details',
  'my name',
  'my contact details',
  'my subscription',
  'my account',
);
const VERB = alt(
  'sending',
  'msging',
  'msg',
  'contacting',
  'spamming',
  'emailing',
  'calling',
  'bothering',
  'harassing',
  'bugging',
  'pestering',
  'whatsapping',
);
const LIST = `(?:${alt('your', 'the', 'this', 'all', 'all your', 'any', 'all the', 'that')} )?(?:${alt('mailing', 'msg', 'contact', 'marketing', 'subscription', 'distribution', 'sending', 'broadcast')} )?${alt('list', 'lists', 'database', 'system', 'db', 'records', 'group', 'msg')}`;
const FROM_LIST = opt(`(?:from|off|of) ${LIST}`);
const WANT = alt(
  'i want to',
  'i would like to',
  'id like to',
  'i wish to',
  'i need to',
  'i want',
  'want to',
  'would like to',
  'i choose to',
  'i wanna',
  'i have to',
);

/** The English phrases that ask to stop. */
const ENGLISH: [string, string][] = [
  ['STOP', `stop${opt(VERB)}${opt(ME)}${opt(OBJECT)}${TAIL}`],
  ['STOP', `stop ${VERB} ${OBJECT} ${TO_ME}${opt(EVER)}`],
  ['STOP', `${pre(WANT)}stop ${alt('receiving', 'getting')}${opt(OBJECT)}${TAIL}`],
  ['STOP', `${alt('stop', 'end', 'cancel')} ${alt('my subscription', 'subscription', 'the subscription')}`],
  ['STOPALL', 'stopall'],
  ['UNSUBSCRIBE', `${pre(WANT)}unsubscribe${opt(ME)}${opt(`from ${alt(OBJECT, LIST)}`)}${opt(EVER)}`],
  ['OPT-OUT', alt('i want out', 'count me out', 'im out', 'i am out', 'leave me out', 'keep me out')],
  [
    'OPT-OUT',
    `${pre(WANT)}opt${opt(ME)} out${opt(`${alt('of', 'from')} ${alt(OBJECT, LIST, 'marketing')}`)}`,
  ],
  [
    'REMOVE',
    `${pre(alt(WANT, `${WANT} be`, 'can', 'could', 'you can', 'can you', 'could you', 'will you'))}remove${opt(ME)}${FROM_LIST}${opt(EVER)}`,
  ],
  ['REMOVE', `${pre(WANT)}be ${alt('removed', 'taken off', 'deleted')}${FROM_LIST}`],
  [
    'REMOVE',
    `${pre(alt('can', 'could', 'you can', 'can you', 'could you', 'will you'))}${alt('take', 'get', 'delete', 'erase', 'scratch', 'cross')} ${ME}${opt(alt('off', 'out'))}${FROM_LIST}`,
  ],
  ['REMOVE', `${alt('take', 'get', 'delete')} ${ME} off`],
  ['NO MORE', `no more${opt(MSGS)}${TAIL}`],
  [
    'NO MORE',
    `${alt('i dont want', 'i do not want', 'dont want', 'i dont need', 'i no longer want', 'i do not wish to receive', 'i dont wish to receive')}${opt(alt('to receive', 'to get', 'receiving', 'getting'))} ${alt(MSGS, 'them', 'it', 'this')}${TAIL}`,
  ],
  [
    'NO MORE',
    `${alt('dont', 'never', 'please dont', 'do not')} ${alt('send', 'msg', 'contact', 'email', 'spam', 'whatsapp')}${opt(ME)}${opt(alt(MSGS, 'anything'))}${TAIL}`,
  ],
  [
    'NO MORE',
    `${alt('dont', 'never', 'do not')} ${alt('send', 'msg')} ${alt(MSGS, 'anything')}${opt(alt('to me', 'to this number'))}${opt(EVER)}`,
  ],
  ['NO MORE', `leave me alone`],
  ['NO MORE', `${alt('enough', 'thats enough')}${opt(MSGS)}`],
  ['END', `end${opt(OBJECT)}`],
  ['QUIT', `quit${opt(VERB)}${opt(ME)}${opt(OBJECT)}${TAIL}`],
  ['CANCEL', `cancel${opt(ME)}${opt(OBJECT)}`],
];

/** Afrikaans: 'stop asseblief' (the filler gone), 'verwyder my', 'geen sms meer nie', 'uitteken'. */
const AF_MSGS = `(?:${alt('die', 'hierdie', 'julle', 'jou', 'al die', 'alle')} )?msg`;
const AF_ME = alt('my', 'my nommer', 'my naam', 'my besonderhede', 'vir my', 'ons');
const AF_LIST = `${alt('die', 'julle', 'jou', 'hierdie', 'u')} ${alt('lys', 'databasis', 'stelsel', 'poslys', 'msg lys')}`;
const AFRIKAANS: [string, string][] = [
  ['STOP', `stop${opt(alt(AF_MSGS, 'dit', 'alles'))}${opt(alt('nou', 'asseblief'))}`],
  ['VERWYDER', `${pre('ek wil')}verwyder${opt(AF_ME)}${opt(`van ${AF_LIST}`)}${opt('af')}`],
  ['VERWYDER', `${alt('haal', 'vee')} ${AF_ME}${opt(`van ${AF_LIST}`)} ${alt('af', 'uit')}`],
  ['VERWYDER', `${alt('haal', 'vee')} ${AF_ME} ${alt('af', 'uit')} ${alt('van', 'uit')} ${AF_LIST}`],
  ['GEEN MSG', `geen${opt('meer')} ${AF_MSGS}${opt('meer')}${opt(alt('nie', 'asseblief nie'))}`],
  [
    'GEEN MSG',
    `${pre(alt('ek wil', 'ek soek'))}${alt('nie meer', 'geen')} ${AF_MSGS}${opt('meer')}${opt(alt('ontvang', 'kry', 'he'))}${opt('nie')}`,
  ],
  [
    'MOENIE',
    `moenie${opt(alt('meer', 'weer', 'my', 'vir my'))}${opt(alt('meer', 'weer', 'my', 'vir my'))}${opt(alt(AF_MSGS, 'boodskappe', 'enigiets'))}${opt(alt('meer', 'weer'))} ${alt('stuur', 'msg', 'kontak', 'bel', 'pla', 'spam')}${opt(alt('nie', 'meer nie', 'weer nie'))}`,
  ],
  [
    'MOENIE',
    `moenie ${alt('meer', 'weer')}${opt('vir my')}${opt(AF_MSGS)} ${alt('stuur', 'msg')}${opt('nie')}`,
  ],
  [
    'UITTEKEN',
    `${pre(alt('ek wil', 'ek wil graag'))}${alt('uitteken', 'uit teken', 'uitskryf', 'teken my uit', 'skryf my uit')}${opt(`${alt('van', 'uit')} ${alt(AF_LIST, AF_MSGS, 'alles')}`)}`,
  ],
  [
    'HOU OP',
    `hou op${opt(alt('om', 'met'))}${opt(alt('my', 'vir my'))}${opt(alt(AF_MSGS, 'te msg', 'te stuur', 'te kontak', 'msg te stuur', 'boodskappe te stuur', 'te pla', 'msg stuur', 'stuur'))}`,
  ],
  ['HOU OP', `hou op ${alt('msg', 'stuur', 'msg stuur')}`],
  ['LOS MY', `los my${opt(alt('uit', 'uit asseblief'))}`],
];

/** Each phrase compiled to match one whole clause. */
export const OPTOUT_PHRASES: { label: string; pattern: RegExp }[] = [...ENGLISH, ...AFRIKAANS].map(
  ([label, source]) => ({ label, pattern: new RegExp(`^${source.trim()}$`) }),
);

/**
 * Clauses that may stand beside a request to stop without changing it: courtesies, 'no', 'not interested',
 * complaints about the messages ('I never signed up', 'who gave you my number', 'this is spam').
 */
export const NEUTRAL_CLAUSES: RegExp[] = [
  /^(no|nope|nah|nee|no no|yes|ja)$/,
  /^(i am |im |i m )?(really )?not interested( at all)?( anymore| thanks| in (this|that|these|your msg|it))?$/,
  /^(ek stel nie belang nie|ek stel nie meer belang nie|nie belangstel nie|stel nie belang nie)$/,
  /^(i )?(never|did not|didnt|have not|havent) (signed up|subscribed|sign up|subscribe|ask(ed)? for (this|these|it|them|msg))( for (this|these|it|them|msg))?$/,
  /^(who|how) (gave you|did you get|got) my (number|details|cell( number)?)$/,
  /^(who gave|how did you get|where did you get) my (number|details)$/,
  /^(who is this|who are you|wie is dit|wie is jy)$/,
  /^(this is )?(spam|rubbish|nonsense|harassment)$/,
  /^(wrong number|verkeerde nommer)$/,
  /^(sorry|thank|dankie|goodbye|bye|regards|cheers|kind regards|groete|totsiens)$/,
  /^(i )?(already )?(told|asked) you (already|before|twice)?$/,
  /^(enough|genoeg|seriously|really|honestly)$/,
  /^(i ve|ive|i have|i keep|i am|im|i m) (been )?(getting|receiving) (these |your |this |the |so many |too many )?msg( .*)?$/,
  /^(good (day|morning|afternoon|evening)|morning|afternoon|evening|there|hi there|hey there|goeie (more|middag|dag|naand)|goeiemore|goeiedag)$/,
  /^(i |ive |i have |i ve )?(already )?(asked|told|said)( you| u)?( (this|that|it|already|before|many|so|times|twice|again|now))*$/,
  /^(i said|i say|i repeat|again|once again|for the last time|ek se|ek het gese|weereens)$/,
  /^(i dont know you|ek ken jou nie)$/,
];

/**
 * Lead-ins that keep a request to stop one: 'I said stop', 'how do I unsubscribe', 'can I opt out'. A clause
 * is also read without them ('can I stop by' stays 'stop by', which asks nothing).
 */
export const LEAD_IN =
  /^(i said|i say|i told you|i told you to|i asked you to|how (do|can|could|should) (i|we)|how to|can i|could i|may i|hoe (kan|moet) ek) /;
/** The phrases a lead-in may come before (not CANCEL, END or QUIT: 'can I cancel?' may be an order). */
export const AFTER_LEAD_IN = new Set([
  'STOP',
  'UNSUBSCRIBE',
  'OPT-OUT',
  'REMOVE',
  'NO MORE',
  'UITTEKEN',
  'VERWYDER',
]);

/** 'No' on its own (with courtesies): an opt-out unless the message it answers asked a question. */
export const LONE_NO = /^(no|nope|nah|nee|no no|nee nee)$/;
