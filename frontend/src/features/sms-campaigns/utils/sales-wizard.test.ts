import { describe, expect, it } from 'vitest';
import {
  initialSalesWizard,
  salesFileError,
  salesMappingErrors,
  salesRowError,
  salesWizardReducer,
  type SalesWizardState,
} from './sales-wizard';

const file = { fileId: 7, fileName: 'sales.csv', size: 10, format: 'csv' as const };
const top = (totalRowsCount: number, listTooBig = false) => ({
  header: { values: ['Cell'] },
  rows: [],
  totalRowsCount,
  maxRowCount: 10_000,
  listTooBig,
});
const mapped = (types: (string | null)[]): SalesWizardState => ({
  ...initialSalesWizard,
  mappings: types.map((fieldType, index) => ({
    index,
    name: `C${index}`,
    value: '',
    fieldType: fieldType as never,
  })),
});

describe('sales import wizard', () => {
  it('asks for a file, then for a first row, with the spec’s texts', () => {
    expect(salesFileError(initialSalesWizard)).toBe('Please upload a file to import the sales data from.');
    const withFile = salesWizardReducer(initialSalesWizard, { type: 'setFile', file });
    expect(salesFileError(withFile)).toBeNull();
    expect(salesRowError(withFile, top(5))).toBe('You must select the first row to import.');
    const chosen = salesWizardReducer(withFile, { type: 'selectRow', row: 1, totalRowsCount: 5 });
    expect(salesRowError(chosen, top(5))).toBeNull();
  });

  it('says a file over 10,000 records is too big, with its count and the maximum', () => {
    expect(salesRowError(initialSalesWizard, top(10_001, true))).toBe(
      'The file has 10,001 records, more than the maximum of 10,000 records a sales import allows.',
    );
  });

  it('wants each field type once, a Cellphone column, then an Amount column', () => {
    expect(salesMappingErrors(mapped(['Cellphone', 'Cellphone', 'Amount']))).toEqual([
      'Duplicate field type: Cellphone. Column type must only map to a single column.',
    ]);
    expect(salesMappingErrors(mapped(['Amount', null]))).toEqual(['You must map a Cellphone column.']);
    expect(salesMappingErrors(mapped(['Cellphone', null]))).toEqual(['You must map an Amount column.']);
    expect(salesMappingErrors(mapped(['Cellphone', 'Amount', 'SaleDate', null]))).toEqual([]);
  });

  it('resets the later steps when the row changes, and everything on a new file', () => {
    let state = salesWizardReducer(initialSalesWizard, { type: 'setFile', file });
    state = salesWizardReducer(state, { type: 'selectRow', row: 0, totalRowsCount: 3 });
    state = salesWizardReducer(state, { type: 'setMappings', mappings: mapped(['Cellphone']).mappings! });
    expect(
      salesWizardReducer(state, { type: 'selectRow', row: 0, totalRowsCount: 3 }).mappings,
    ).not.toBeNull();
    expect(salesWizardReducer(state, { type: 'selectRow', row: 2, totalRowsCount: 3 }).mappings).toBeNull();
    expect(salesWizardReducer(state, { type: 'setFile', file: null })).toEqual(initialSalesWizard);
  });
});
