import { fileError } from './file-errors';
import { decodeXml } from './xml-text';

/** Longest tag or text run kept across chunks (Excel's longest cell is 32,767 characters). */
const MAX_CARRY = 4 * 1024 * 1024;

/** What the scanner reports; tag names have their namespace prefix removed. */
export interface XmlHandler {
  /** Whether the text between tags is wanted right now (text is decoded only then). */
  collecting: boolean;
  open(name: string, tag: string): void;
  close(name: string): void;
  text(text: string): void;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

function nameEnd(s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const code = s.charCodeAt(i);
    if (code === 32 || code === 47 || code === 9 || code === 10 || code === 13) return i;
  }
  return to;
}

/** The value of attribute `name` (namespace prefix ignored) in a start tag's text, or null. */
export function attribute(tag: string, name: string): string | null {
  let i = nameEnd(tag, 1, tag.length);
  for (;;) {
    const eq = tag.indexOf('=', i);
    if (eq === -1) return null;
    const key = localName(tag.slice(i, eq).trim());
    let q = eq + 1;
    while (tag.charCodeAt(q) === 32 || tag.charCodeAt(q) === 9 || tag.charCodeAt(q) === 10) q++;
    const quote = tag[q];
    if (quote !== '"' && quote !== "'") return null;
    const close = tag.indexOf(quote, q + 1);
    if (close === -1) return null;
    if (key === name) return decodeXml(tag.slice(q + 1, close));
    i = close + 1;
  }
}

/** A small streaming XML tokenizer for .xlsx parts: DTDs refused, no entity expansion, linear time. */
export class XmlScanner {
  private carry = '';
  private nextDouble = -1;
  private nextSingle = -1;

  constructor(private readonly handler: XmlHandler) {}

  push(chunk: string): void {
    const s = this.carry + chunk;
    this.carry = '';
    const h = this.handler;
    this.nextDouble = -1;
    this.nextSingle = -1;
    let pos = 0;
    for (;;) {
      const lt = s.indexOf('<', pos);
      if (lt === -1) {
        if (h.collecting) this.keep(s.slice(pos));
        return;
      }
      if (lt > pos && h.collecting) h.text(decodeXml(s.slice(pos, lt)));
      const next = s.charCodeAt(lt + 1);
      let end: number;
      if (Number.isNaN(next)) end = -1;
      else if (next === 47) {
        const gt = s.indexOf('>', lt);
        end = gt === -1 ? -1 : gt + 1;
        if (gt !== -1) h.close(localName(s.slice(lt + 2, gt).trim()));
      } else if (next === 33) end = this.markup(s, lt);
      else if (next === 63) {
        const close = s.indexOf('?>', lt);
        end = close === -1 ? -1 : close + 2;
      } else {
        const gt = this.tagEnd(s, lt + 1);
        end = gt === -1 ? -1 : gt + 1;
        if (gt !== -1) {
          const name = localName(s.slice(lt + 1, nameEnd(s, lt + 1, gt)));
          h.open(name, s.slice(lt, gt + 1));
          if (s.charCodeAt(gt - 1) === 47) h.close(name);
        }
      }
      if (end === -1) {
        this.keep(s.slice(lt));
        return;
      }
      pos = end;
    }
  }

  /** Ends the document; text left unfinished is an error. */
  end(): void {
    if (this.carry.trim() !== '' && this.carry.includes('<')) throw fileError('corruptExcel');
    this.carry = '';
  }

  private markup(s: string, lt: number): number {
    if (s.startsWith('<!--', lt)) {
      const close = s.indexOf('-->', lt + 4);
      return close === -1 ? -1 : close + 3;
    }
    if (s.startsWith('<![CDATA[', lt)) {
      const close = s.indexOf(']]>', lt + 9);
      if (close !== -1 && this.handler.collecting) this.handler.text(s.slice(lt + 9, close));
      return close === -1 ? -1 : close + 3;
    }
    if (s.length - lt < 9) return -1;
    throw fileError('corruptExcel');
  }

  /** The '>' ending a start tag, skipping quoted attribute values; quote positions are cached per chunk. */
  private tagEnd(s: string, from: number): number {
    let i = from;
    for (;;) {
      const gt = s.indexOf('>', i);
      if (gt === -1) return -1;
      if (this.nextDouble !== Infinity && this.nextDouble < i) {
        const at = s.indexOf('"', i);
        this.nextDouble = at === -1 ? Infinity : at;
      }
      if (this.nextSingle !== Infinity && this.nextSingle < i) {
        const at = s.indexOf("'", i);
        this.nextSingle = at === -1 ? Infinity : at;
      }
      const quote = Math.min(this.nextDouble, this.nextSingle);
      if (quote > gt) return gt;
      const close = s.indexOf(s.charAt(quote), quote + 1);
      if (close === -1) return -1;
      i = close + 1;
    }
  }

  private keep(rest: string): void {
    if (rest.length > MAX_CARRY) throw fileError('corruptExcel');
    this.carry = rest;
  }
}
