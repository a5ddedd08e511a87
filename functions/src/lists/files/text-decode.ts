import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';
import type { Bytes } from './source';

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

function encodingOf(head: Buffer): Encoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** Turns \r\n and lone \r into \n, holding back a final \r until the next chunk shows what follows it. */
class NewlineNormaliser {
  private pendingCr = false;
  push(text: string): string {
    let out = this.pendingCr ? '\r' + text : text;
    this.pendingCr = out.endsWith('\r');
    if (this.pendingCr) out = out.slice(0, -1);
    return out.includes('\r') ? out.replace(/\r\n?/g, '\n') : out;
  }
  end(): string {
    return this.pendingCr ? '\n' : '';
  }
}

/** Decodes a text file's bytes (UTF-8, UTF-16 by BOM, or Windows-1252) into chunks with \n line ends. */
export async function* decodeText(bytes: Bytes): AsyncGenerator<string> {
  // A byte-order mark picks UTF-8 or UTF-16 and is dropped; without one the text is UTF-8, or Windows-1252
  // (what Excel writes on Windows) if it is not valid UTF-8 and nothing but ASCII came before.
  const newlines = new NewlineNormaliser();
  let decoder: TextDecoder | null = null;
  let tentative = false;
  let asciiSoFar = true;
  for await (const chunk of bytes) {
    if (!decoder) {
      const encoding = encodingOf(chunk);
      tentative = encoding === 'utf-8';
      decoder = new TextDecoder(encoding, { fatal: tentative });
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      decoder = new TextDecoder(asciiSoFar ? 'windows-1252' : 'utf-8');
      tentative = false;
      text = decoder.decode(chunk, { stream: true });
    }
    if (tentative && asciiSoFar) asciiSoFar = isAscii(chunk);
    yield newlines.push(text);
  }
  let rest: string;
  try {
    rest = decoder?.decode() ?? '';
  } catch {
    rest = '\uFFFD';
  }
  yield newlines.push(rest) + newlines.end();
}
