import { describe, expect, it } from 'vitest';
import { counterLevel, countSms, isGsm7 } from './sms-segments';

const gsm = (n: number) => 'a'.repeat(n);
const ucs = (n: number) => 'ж'.repeat(n);

describe('countSms', () => {
  it.each([
    // [description, text, encoding, units, parts, remaining]
    ['empty', '', 'GSM-7', 0, 0, 160],
    ['one GSM character', 'a', 'GSM-7', 1, 1, 159],
    ['150 GSM characters', gsm(150), 'GSM-7', 150, 1, 10],
    ['160 GSM characters fill one SMS', gsm(160), 'GSM-7', 160, 1, 0],
    ['161 GSM characters need two parts', gsm(161), 'GSM-7', 161, 2, 145],
    ['306 GSM characters fill two parts', gsm(306), 'GSM-7', 306, 2, 0],
    ['307 GSM characters need three parts (the spec formula says 2)', gsm(307), 'GSM-7', 307, 3, 152],
    ['459 GSM characters fill three parts', gsm(459), 'GSM-7', 459, 3, 0],
    ['460 GSM characters need four parts', gsm(460), 'GSM-7', 460, 4, 152],
    ['GSM accents stay in GSM-7', 'Café über Ñoño à £5 ¥ §', 'GSM-7', 23, 1, 137],
    ['an accent outside GSM-7 (ú) switches to UCS-2', 'Ñandú', 'UCS-2', 5, 1, 65],
    ['each extension character costs two septets', '{}[]~^|\\€', 'GSM-7', 18, 1, 142],
    ['80 euro signs fill one SMS', '€'.repeat(80), 'GSM-7', 160, 1, 0],
    ['159 characters plus one extension character need two parts', gsm(159) + '€', 'GSM-7', 161, 2, 145],
    ['an escape pair is not split across parts', gsm(152) + '€' + gsm(9), 'GSM-7', 163, 2, 142],
    ['a non-GSM character switches to UCS-2', 'Hello ✓', 'UCS-2', 7, 1, 63],
    ['70 UCS-2 characters fill one SMS', ucs(70), 'UCS-2', 70, 1, 0],
    ['71 UCS-2 characters need two parts', ucs(71), 'UCS-2', 71, 2, 63],
    ['134 UCS-2 characters fill two parts', ucs(134), 'UCS-2', 134, 2, 0],
    ['135 UCS-2 characters need three parts', ucs(135), 'UCS-2', 135, 3, 66],
    ['160 GSM characters with one emoji become 3 UCS-2 parts', gsm(159) + '😀', 'UCS-2', 161, 3, 40],
    ['a surrogate pair is not split across parts', ucs(66) + '😀' + ucs(1), 'UCS-2', 69, 1, 1],
    ['a surrogate pair at a part boundary moves whole', ucs(66) + '😀' + ucs(5), 'UCS-2', 73, 2, 60],
    ['the extension table costs one unit in UCS-2', '€ ✓', 'UCS-2', 3, 1, 67],
  ])('%s', (_name, text, encoding, units, parts, remaining) => {
    const count = countSms(text);
    expect(count).toMatchObject({ encoding, units, parts, remaining });
  });

  it('reports the capacity of the current part', () => {
    expect(countSms(gsm(160)).partCapacity).toBe(160);
    expect(countSms(gsm(161)).partCapacity).toBe(153);
    expect(countSms(ucs(70)).partCapacity).toBe(70);
    expect(countSms(ucs(71)).partCapacity).toBe(67);
  });
});

describe('isGsm7', () => {
  it.each([
    ['Plain text, digits 0-9 and @$!?', true],
    ['Line\nbreaks\r\nand ΔΦΓΛΩΠΨΣΘΞ', true],
    ['Curly “quotes”', false],
    ['Emoji 🙂', false],
    ['Tab\tcharacter', false],
  ])('%s → %s', (text, expected) => expect(isGsm7(text)).toBe(expected));
});

describe('counterLevel', () => {
  it.each([
    [gsm(0), 'normal'],
    [gsm(149), 'normal'],
    [gsm(150), 'warning'],
    [gsm(155), 'warning'],
    [gsm(156), 'error'],
    [gsm(160), 'error'],
    [gsm(161), 'normal'],
    [gsm(296), 'warning'],
    [gsm(302), 'error'],
    [gsm(306), 'error'],
    [gsm(307), 'normal'],
    [ucs(60), 'warning'],
    [ucs(66), 'error'],
  ])('%#: %s characters', (text, level) => expect(counterLevel(countSms(text))).toBe(level));
});

describe('countSms with a forced encoding', () => {
  it('counts a GSM-7 text as UCS-2 when it is sent as UCS-2', () => {
    expect(countSms(gsm(71), 'UCS-2')).toMatchObject({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(countSms(gsm(70), 'UCS-2')).toMatchObject({ parts: 1 });
  });

  it('counts other characters one septet each when sent as GSM-7 (the provider sends them as ?)', () => {
    expect(countSms('✓'.repeat(160), 'GSM-7')).toMatchObject({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(countSms('✓'.repeat(160))).toMatchObject({ encoding: 'UCS-2', parts: 3 });
  });
});
