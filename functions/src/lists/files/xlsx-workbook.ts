import type yauzl from 'yauzl';
import { collect } from './source';
import { fileError } from './file-errors';
import { parseStyles, type NumberDisplay } from './xlsx-styles';
import { attribute, XmlScanner } from './xml-scanner';
import type { ZipArchive } from './zip-archive';

/** Largest workbook, relationships or styles part read whole. */
const MAX_SMALL_PART_BYTES = 32 * 1024 * 1024;

/** The parts of a workbook the row reader needs. */
export interface Workbook {
  zip: ZipArchive;
  sheet: yauzl.Entry;
  sharedStrings: yauzl.Entry | null;
  displays: NumberDisplay[];
  date1904: boolean;
}

interface Relationship {
  type: string;
  target: string;
}

function scan(xml: string, open: (name: string, tag: string) => void): void {
  const scanner = new XmlScanner({ collecting: false, open, close: () => {}, text: () => {} });
  scanner.push(xml);
  scanner.end();
}

function relationships(xml: string): Map<string, Relationship> {
  const found = new Map<string, Relationship>();
  scan(xml, (name, tag) => {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (name === 'Relationship' && id !== null && target !== null) {
      found.set(id, { type: attribute(tag, 'Type') ?? '', target });
    }
  });
  return found;
}

/** Resolves a relationship target against the folder of the part that names it. */
export function resolvePart(folder: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** Reads the workbook's structure: its first worksheet, shared strings, cell styles and date system. */
export async function openWorkbook(zip: ZipArchive): Promise<Workbook> {
  const byName = new Map(zip.entries.map((entry) => [entry.fileName.toLowerCase(), entry]));
  const entry = (path: string) => byName.get(path.toLowerCase()) ?? null;
  const text = async (path: string): Promise<string | null> => {
    const found = entry(path);
    if (!found) return null;
    const bytes = await collect(zip.read(found), MAX_SMALL_PART_BYTES, () => fileError('corruptExcel'));
    return bytes.toString('utf8');
  };
  const rootRels = relationships((await text('_rels/.rels')) ?? '');
  const main = [...rootRels.values()].find((rel) => rel.type.endsWith('/officeDocument'));
  const workbookPath = main ? resolvePart('', main.target) : 'xl/workbook.xml';
  const workbookXml = await text(workbookPath);
  if (workbookXml === null || !workbookPath.endsWith('.xml')) throw fileError('corruptExcel');
  const folder = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const fileName = workbookPath.slice(folder.length);
  const rels = relationships((await text(`${folder}_rels/${fileName}.rels`)) ?? '');

  let date1904 = false;
  const sheetIds: string[] = [];
  scan(workbookXml, (name, tag) => {
    if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
    else if (name === 'sheet') sheetIds.push(attribute(tag, 'id') ?? '');
  });
  const firstSheet = sheetIds
    .map((id) => rels.get(id))
    .find((rel) => rel !== undefined && rel.type.endsWith('/worksheet'));
  const sheet = entry(firstSheet ? resolvePart(folder, firstSheet.target) : `${folder}worksheets/sheet1.xml`);
  if (!sheet) throw fileError('corruptExcel');

  const relOf = (suffix: string, fallback: string) => {
    const rel = [...rels.values()].find((candidate) => candidate.type.endsWith(suffix));
    return resolvePart(folder, rel ? rel.target : fallback);
  };
  const stylesXml = await text(relOf('/styles', 'styles.xml'));
  return {
    zip,
    sheet,
    sharedStrings: entry(relOf('/sharedStrings', 'sharedStrings.xml')),
    displays: stylesXml === null ? [] : parseStyles(stylesXml),
    date1904,
  };
}
