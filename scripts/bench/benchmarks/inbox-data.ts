// The generated replies of the inbox benchmark: deterministic (the same seed gives the same rows), dirty
// and mixed the way a real inbox is: YES and STOP in every spelling, questions, thanks, wrong numbers,
// e-mail addresses and ID numbers, emojis, line breaks, other languages, empty and very long texts, and a
// few texts that a spreadsheet would run as formulas. Some numbers reply often, most once or twice.

/** A small, fast PRNG (mulberry32): the same seed gives the same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const FIRST = [
  'Thandi',
  'Sipho',
  'Lerato',
  'Johan',
  'Anele',
  'Pieter',
  'Naledi',
  'Bongani',
  'Ayesha',
  'Kagiso',
];
const TOWNS = [
  'Durban',
  'Soweto',
  'Pretoria',
  'Gqeberha',
  'Polokwane',
  'Bloem',
  'Cape Town',
  'Mthatha',
  'Rustenburg',
];
// A long tail of rare words, as real inboxes have: 400 surnames, each in about 1 reply in 5,000.
const SURNAME_HEADS = [
  'Mo',
  'Dla',
  'Nko',
  'Ma',
  'Khu',
  'Ze',
  'Bo',
  'Tshe',
  'Van',
  'Pie',
  'Na',
  'Sit',
  'Le',
  'Ra',
  'Mthe',
  'Gou',
  'Ndlo',
  'Bu',
  'Mku',
  'Ha',
];
const SURNAME_TAILS = [
  'koena',
  'mini',
  'si',
  'thembu',
  'malo',
  'ngu',
  'the',
  'pane',
  'wyk',
  'naar',
  'idoo',
  'hole',
  'roux',
  'mabolo',
  'lane',
  'ws',
  'vu',
  'the',
  'belo',
  'mann',
];
/** The n-th surname of the long tail. */
export const surnameOf = (n: number): string =>
  `${SURNAME_HEADS[n % SURNAME_HEADS.length]}${SURNAME_TAILS[Math.floor(n / SURNAME_HEADS.length) % SURNAME_TAILS.length]}`;
const MOBILE_PREFIXES = [
  '60',
  '61',
  '63',
  '66',
  '71',
  '72',
  '73',
  '74',
  '76',
  '78',
  '79',
  '81',
  '82',
  '83',
  '84',
];

const LEADS = [
  'YES',
  'Yes',
  'yes',
  'YES!!',
  'Yes please',
  'yes pls',
  'Yes I am interested',
  'YES call me',
  'yes, call me after 5',
  'Yebo',
  'Ja asseblief',
  'YES 👍',
  ' yes ',
  'Yes! How much?',
];
const OPTOUTS = [
  'STOP',
  'Stop',
  'stop',
  'STOP!!!',
  'Stop sms',
  'STOP STOP STOP',
  'Unsubscribe',
  'OPTOUT',
  'stop sending me messages',
  'Stop 😡',
  'STOP. I never gave you my number',
  'Please stop',
];
const QUESTIONS = [
  'How much is it?',
  'What is the price',
  'Who is this?',
  'Is this a scam?',
  'Where is your branch in {town}?',
  'Do you deliver to {town}',
  'what are the requirements for the loan',
  'Can I get a quote for 2 cars',
  'When does the special end?',
  'Hi, I want more info on the funeral cover',
  'How do I pay the account',
  'is the offer still valid???',
];
const CHATTER = [
  'ok',
  'Ok thanks',
  'Thanks 👍',
  'Dankie',
  'Ngiyabonga',
  'wrong number',
  "I'm not interested",
  'Not now, maybe next month',
  'Please call me, my name is {name}',
  'Please call me, my name is {name} {surname}',
  'This is {name} {surname}, I replied yesterday already',
  'Order {ref} never arrived',
  'ref {ref} - when will it be paid out?',
  'Mrs {surname} says she did not get the SMS',
  'Call me on {number}',
  'My email is {email}',
  'pls send details to {email}',
  'My ID is {id}',
  'I stay in {town}, can someone come see me',
  'heeeeelp my order never arrived',
  'R{amount} is too expensive',
  '?',
  '',
  '😂😂😂',
  'Hello\nI would like to know more about the contract\nThanks',
  'ACCOUNT 4421-{amount} still not paid??',
  '=HYPERLINK("http://evil.example","click")',
  '+27 called me twice today',
  '@support please help',
  'Sawubona, ngicela ulwazi',
  'Goeie more, stuur asseblief die pryse',
];

const LONG_TAIL =
  ' I have been a customer for many years and every month there is a problem with the debit order,' +
  ' please ask someone to phone me back before Friday because I work night shift.';

export type GeneratedType = 'Lead' | 'Optout' | 'Unallocated';

export interface GeneratedReply {
  from: string;
  message: string;
  keyword: string | null;
  type: GeneratedType;
  ignored: boolean;
  responded: boolean;
  /** Index of the account's campaign the reply answers, or null (N/A). */
  campaign: number | null;
  receivedAt: Date;
}

/** A South African cellphone number in E.164; numbers with a low index reply more often. */
export function cellphoneOf(n: number): string {
  const prefix = MOBILE_PREFIXES[n % MOBILE_PREFIXES.length]!;
  return `+27${prefix}${String((n * 7919 + 1234567) % 10_000_000).padStart(7, '0')}`;
}

/** A plausible (checksum-valid) South African ID number. */
function idNumber(random: () => number): string {
  const base = `${String(50 + Math.floor(random() * 50)).padStart(2, '0')}0${1 + Math.floor(random() * 9)}${String(
    10 + Math.floor(random() * 18),
  )}${String(Math.floor(random() * 10_000)).padStart(4, '0')}08`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    let d = Number(base[i]) * (i % 2 === 0 ? 1 : 2);
    if (d > 9) d -= 9;
    sum += d;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

function fill(template: string, random: () => number): string {
  return template
    .replace('{town}', pick(random, TOWNS))
    .replace('{name}', pick(random, FIRST))
    .replace('{surname}', surnameOf(Math.floor(random() * 400)))
    .replace('{ref}', `INV${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`)
    .replace('{number}', `0${pick(random, MOBILE_PREFIXES)}${Math.floor(1_000_000 + random() * 8_999_999)}`)
    .replace('{email}', `${pick(random, FIRST).toLowerCase()}.${Math.floor(random() * 99)}@gmail.com`)
    .replace('{id}', idNumber(random))
    .replace('{amount}', String(Math.floor(random() * 5000)));
}

/**
 * The replies of one account: `count` of them over `numbers` distinct senders, received in the last
 * `days` days before `now` (more recently more often) in the order they arrived, 85% answering one of
 * `campaigns` campaigns.
 */
export function* generateReplies(options: {
  seed: number;
  count: number;
  numbers: number;
  campaigns: number;
  days: number;
  now: Date;
}): Generator<GeneratedReply> {
  const random = prng(options.seed);
  const span = options.days * 86_400_000;
  for (let i = 0; i < options.count; i += 1) {
    // Skewed: a few numbers reply very often (the square of a uniform leans to 0).
    const sender = Math.floor(random() ** 2 * options.numbers);
    const roll = random();
    let type: GeneratedType;
    let message: string;
    let keyword: string | null = null;
    if (roll < 0.15) {
      type = 'Lead';
      message = pick(random, LEADS);
      keyword = 'YES';
    } else if (roll < 0.25) {
      type = 'Optout';
      message = pick(random, OPTOUTS);
      keyword = /unsub/i.test(message) ? 'UNSUBSCRIBE' : /optout/i.test(message) ? 'OPTOUT' : 'STOP';
    } else {
      type = 'Unallocated';
      message = fill(pick(random, random() < 0.4 ? QUESTIONS : CHATTER), random);
      if (random() < 0.03) message += LONG_TAIL;
      if (random() < 0.05) message = message.toUpperCase();
    }
    const ignored = type === 'Unallocated' && random() < 0.067;
    const responded = type === 'Unallocated' && !ignored && random() < 0.04;
    const campaign = random() < 0.85 ? Math.floor(random() * options.campaigns) : null;
    // Replies arrive in time order (ids follow the received time, as in production), more of them
    // recently; a few arrive a little late (a provider retrying its webhook).
    const u = 1 - (i + random()) / options.count;
    const late = random() < 0.01 ? random() * 600_000 : 0;
    const ago = span * u ** 1.5 + late;
    yield {
      from: cellphoneOf(sender),
      message,
      keyword,
      type,
      ignored,
      responded,
      campaign,
      receivedAt: new Date(options.now.getTime() - ago),
    };
  }
}
