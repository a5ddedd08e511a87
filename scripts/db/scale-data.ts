// The generated rows of the large benchmark account (seed --scale): deterministic, so the same run twice
// gives the same data, and so the opt-out counts of each list are known without counting.

export const SCALE_ACCOUNT = 'Scale Benchmarks Ltd';
export const SCALE_EMAIL = 'scale@scale.test';
export const SCALE_CONTACTS = 1_000_000;
export const SCALE_LISTS = 2_000;
/** The first list: the deep-page list of the benchmark. */
export const BIG_LIST_CONTACTS = 500_000;
export const BIG_LIST_NAME = 'All customers (500,000)';
export const SCALE_CAMPAIGNS = 100_000;

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
  'Zanele',
  'Themba',
  'Fatima',
  'Willem',
  'Nomsa',
  'Riaan',
  'Palesa',
  'Mandla',
  'Priya',
  'Tshepo',
  'Carol',
  'Dan',
  'Alice',
  'Bob',
  'Lindiwe',
  'Ruan',
  'Busisiwe',
  'Kabelo',
  'Megan',
  'Sizwe',
];
const LAST = [
  'Dlamini',
  'Nkosi',
  'Mokoena',
  'van Wyk',
  'Naidoo',
  'Botha',
  'Khumalo',
  'Pillay',
  'Mthembu',
  'Ndlovu',
  'Smith',
  'Jacobs',
  'Zulu',
  'Mahlangu',
  'Pretorius',
  'Govender',
  'Sithole',
  'Coetzee',
  'Molefe',
  'Adams',
  'du Plessis',
  'Nel',
  'Maseko',
  'Hendricks',
  'Venter',
  'Mabaso',
  'Moodley',
  'Kruger',
  'Ngcobo',
  'Fourie',
];
const REGIONS = ['Gauteng', 'Western Cape', 'KwaZulu-Natal', 'Eastern Cape', 'Free State', 'Limpopo'];
const DOMAINS = ['example.test', 'mail.test', 'acme.test', 'webmail.test'];
/** South African mobile prefixes after +27. */
const MOBILE = ['82', '83', '84', '72', '73', '74', '76', '60', '61', '71', '79', '81'];

/** Contacts of list n (0-based): the first holds BIG_LIST_CONTACTS, the others share the rest. */
export function contactsOfList(n: number): number {
  if (n === 0) return BIG_LIST_CONTACTS;
  const rest = SCALE_CONTACTS - BIG_LIST_CONTACTS;
  const others = SCALE_LISTS - 1;
  return Math.floor(rest / others) + (n - 1 < rest % others ? 1 : 0);
}

/**
 * The cellphone of contact g (0 .. SCALE_CONTACTS-1 over all lists): a bijection onto distinct
 * +27 mobile numbers, spread over the prefixes (7919 is coprime to 10^7).
 */
export function cellphoneOf(g: number): string {
  const prefix = MOBILE[g % MOBILE.length]!;
  const suffix = (g * 7919 + 1_234_567) % 10_000_000;
  return `+27${prefix}${String(suffix).padStart(7, '0')}`;
}

/** Contact g is on the account's opt-out list (about 2%) or the DMA opt-out list (about 1%). */
export const isOptout = (g: number) => g % 47 === 3;
export const isDmaOptout = (g: number) => g % 97 === 5;

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;

export interface ScaleContact {
  cellphone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  gender: string | null;
  region: string | null;
}

/** Contact g, with dirty-ish names: some missing, some in capitals or lower case, some padded e-mails. */
export function contactOf(g: number): ScaleContact {
  const h = (g * 2_654_435_761) >>> 0;
  let first: string | null = pick(FIRST, h >>> 3);
  let last: string | null = pick(LAST, h >>> 11);
  const dirt = h % 100;
  if (dirt < 4) first = null;
  else if (dirt < 7) last = null;
  else if (dirt < 10) first = first.toUpperCase();
  else if (dirt < 12) last = last.toLowerCase();
  const email =
    h % 10 < 3
      ? null
      : `${(first ?? 'info').toLowerCase()}.${(last ?? 'contact').toLowerCase().replace(/ /g, '')}${g % 1000}@${pick(DOMAINS, h >>> 17)}`;
  return {
    cellphone: cellphoneOf(g),
    firstName: first,
    lastName: last,
    email: dirt === 50 ? (email?.toUpperCase() ?? null) : email,
    gender: h % 3 === 0 ? null : h % 2 ? 'F' : 'M',
    region: h % 5 === 0 ? null : pick(REGIONS, h >>> 7),
  };
}

/** The name of list n. */
export function listName(n: number): string {
  if (n === 0) return BIG_LIST_NAME;
  const kinds = ['Leads', 'Customers', 'Competition entries', 'Newsletter', 'Walk-ins', 'Loyalty members'];
  return `${pick(REGIONS, n)} ${pick(kinds, Math.floor(n / REGIONS.length))} ${String(n).padStart(4, '0')}`;
}

const CAMPAIGN_WORDS = ['Winter', 'Summer', 'Spring', 'Payday', 'Weekend', 'Flash', 'Loyalty', 'Festive'];
const CAMPAIGN_KINDS = ['Sale', 'Specials', 'Reminder', 'Survey', 'Launch', 'Rewards', 'Update'];

/** Campaign n (0-based): its name and the choices that vary. */
export function campaignOf(n: number) {
  const h = (n * 2_246_822_519) >>> 0;
  return {
    name: `${pick(CAMPAIGN_WORDS, h >>> 5)} ${pick(CAMPAIGN_KINDS, h >>> 9)} ${String(n + 1).padStart(6, '0')}`,
    category: h % 12,
    type: h % 10 < 6 ? 0 : h % 10 < 9 ? 1 : 2,
    status: h % 6,
    archived: h % 10 === 7,
    provider: h % 4,
    daysAgo: n % 1_095,
  };
}
