import { describe, expect, it } from 'vitest';
import { FileError } from '../lists/files/file-errors';
import { BATCH_SIZE, readDmaNumbers } from './dma-file';

async function* rowsOf(rows: string[][]) {
  yield* rows;
}

async function read(rows: string[][]) {
  const saved: string[][] = [];
  const counts = await readDmaNumbers(rowsOf(rows), 'ZA', async (batch) => {
    saved.push(batch);
  });
  return { counts, numbers: saved.flat(), batches: saved.length };
}

describe('readDmaNumbers', () => {
  it('finds the cellphone column by its header, skips the header and normalises numbers to E.164', async () => {
    const { counts, numbers } = await read([
      ['Name', 'Mobile number'],
      ['Thandi', '082 123 4567'],
      ['Sipho', '27827654321'],
      ['Bad', '12345'],
      ['Dup', '+27 82 123 4567'],
    ]);
    expect(counts).toEqual({ column: 'Mobile number', rows: 4, valid: 3, invalid: 1 });
    expect(numbers).toEqual(['+27821234567', '+27827654321', '+27821234567']);
  });

  it('reads a file without a header: the first row is data, the column found from the values', async () => {
    const { counts, numbers } = await read([
      ['x', '0821234567'],
      ['y', '0827654321'],
      ['z', '0831112222'],
    ]);
    expect(counts).toEqual({ column: 'Column 2', rows: 3, valid: 3, invalid: 0 });
    expect(numbers).toEqual(['+27821234567', '+27827654321', '+27831112222']);
  });

  it('reads a one-number file without a header', async () => {
    const { counts, numbers } = await read([['0821234567']]);
    expect(counts).toMatchObject({ rows: 1, valid: 1 });
    expect(numbers).toEqual(['+27821234567']);
  });

  it('takes the first column when no column looks like cellphones, and counts its values as invalid', async () => {
    const { counts, numbers } = await read([
      ['Code', 'Other'],
      ['abc', 'def'],
      ['ghi', 'jkl'],
    ]);
    expect(counts).toEqual({ column: 'Code', rows: 2, valid: 0, invalid: 2 });
    expect(numbers).toEqual([]);
  });

  it('hands numbers on in batches, never more than one batch at a time', async () => {
    const rows = [
      ['Cellphone'],
      ...Array.from({ length: 2500 }, (_, i) => [`082${String(i).padStart(7, '0')}`]),
    ];
    const { counts, batches, numbers } = await read(rows);
    expect(counts.valid).toBe(2500);
    expect(batches).toBe(Math.ceil(2500 / BATCH_SIZE));
    expect(new Set(numbers).size).toBe(2500);
  });

  it('refuses an empty file and a header-only file with a clear message', async () => {
    await expect(read([])).rejects.toThrow(FileError);
    await expect(read([['Cellphone']])).rejects.toThrow(
      'The file has a header row but no cellphone numbers.',
    );
  });
});
