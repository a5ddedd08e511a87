import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '@contracts/lists/lists.schemas';
import {
  buildImportSource,
  CREATE_STEPS,
  IMPORT_STEPS,
  initialWizardState,
  mappingErrors,
  NO_CONNECTION_MESSAGE,
  NO_FILE_MESSAGE,
  NO_ROW_MESSAGE,
  rowError,
  sourceError,
  tooBigMessage,
  wizardReducer,
  type MappingChoice,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const file: UploadedFile = { fileId: 5, fileName: 'contacts.csv', size: 2048, format: 'csv' };
const mappings: MappingChoice[] = [
  { index: 0, name: 'Name', value: 'Ann', fieldType: 'FirstName', customFieldId: null },
  { index: 1, name: 'Mobile', value: '0821234567', fieldType: 'Cellphone', customFieldId: null },
  { index: 2, name: 'Notes', value: 'x', fieldType: null, customFieldId: null },
];
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const info = { listName: 'Spring', description: '', countryIso3166: 'ZA', exclusionList: false };

/** A create wizard filled in up to the preview. */
const filled = () =>
  run(
    initialWizardState(CREATE_STEPS, 'ZA'),
    { type: 'saveInfo', info },
    { type: 'next' },
    { type: 'setFile', file },
    { type: 'next' },
    { type: 'selectRow', row: 1, totalRowsCount: 40 },
    { type: 'next' },
    { type: 'setMappings', mappings },
    { type: 'setPermission', value: true },
    { type: 'setDuplicates', duplicates: { duplicates: 2, total: 39, invalid: 1 } },
    { type: 'next' },
  );

describe('list wizard state', () => {
  it('has five steps for a new list and four for an import', () => {
    expect(CREATE_STEPS).toEqual(['info', 'source', 'row', 'mapping', 'preview']);
    expect(IMPORT_STEPS).toEqual(['source', 'row', 'mapping', 'preview']);
  });

  it('moves forward and back, never before the first step', () => {
    const state = filled();
    expect(state.current).toBe(4);
    const back = run(
      state,
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
    );
    expect(back.current).toBe(0);
    // Back keeps what was entered.
    expect(back.file).toEqual(file);
    expect(back.mappings).toEqual(mappings);
  });

  it('a new file resets the first row, mappings, permission and duplicates', () => {
    const state = run(filled(), { type: 'setFile', file: { ...file, fileId: 6 } });
    expect(state).toMatchObject({
      firstRow: null,
      mappings: null,
      permissionToContact: false,
      duplicates: null,
    });
    expect(state.file?.fileId).toBe(6);
  });

  it('another first row resets the mappings; the same row keeps them', () => {
    expect(run(filled(), { type: 'selectRow', row: 1, totalRowsCount: 40 }).mappings).toEqual(mappings);
    expect(run(filled(), { type: 'selectRow', row: 0, totalRowsCount: 40 })).toMatchObject({
      firstRow: 0,
      mappings: null,
      duplicates: null,
    });
  });

  it('changing a mapping drops the duplicate count; another country resets the mappings', () => {
    expect(run(filled(), { type: 'setFieldType', index: 2, fieldType: 'Email' }).duplicates).toBeNull();
    expect(run(filled(), { type: 'saveInfo', info: { ...info, listName: 'Renamed' } }).mappings).toEqual(
      mappings,
    );
    expect(run(filled(), { type: 'saveInfo', info: { ...info, countryIso3166: 'BW' } })).toMatchObject({
      countryIso3166: 'BW',
      mappings: null,
    });
    expect(run(filled(), { type: 'setCountry', countryIso3166: 'NA' }).mappings).toBeNull();
  });

  it('switching the source kind drops the file', () => {
    const state = run(filled(), { type: 'setSourceKind', kind: 'MySql' });
    expect(state).toMatchObject({ file: null, firstRow: null, mappings: null });
    expect(sourceError(state)).toBe(NO_CONNECTION_MESSAGE);
  });

  it('validates the source and the first row', () => {
    const empty = initialWizardState(IMPORT_STEPS, 'ZA');
    expect(sourceError(empty)).toBe(NO_FILE_MESSAGE);
    expect(rowError(empty, undefined)).toBe(NO_ROW_MESSAGE);
    const top = {
      header: { values: [] },
      rows: [],
      totalRowsCount: 612345,
      listTooBig: true,
      maxRowCount: 500000,
    };
    expect(rowError(filled(), top)).toBe(tooBigMessage(top));
    expect(tooBigMessage(top)).toBe(
      'This file has 612 345 rows, more than the maximum of 500 000 rows allowed in a list.',
    );
  });

  it('validates the mappings with the contract messages', () => {
    const base = filled();
    expect(mappingErrors(base).valid).toBe(true);
    const dup = run(base, { type: 'setFieldType', index: 2, fieldType: 'FirstName' });
    expect(mappingErrors(dup).columns[2]).toBe(
      'Duplicate field type: FirstName. Column type must only map to a single column.',
    );
    const noCell = run(base, { type: 'setFieldType', index: 1, fieldType: null });
    expect(mappingErrors(noCell).general).toContain('You must map a Cellphone column.');
    const noPermission = run(base, { type: 'setPermission', value: false });
    expect(mappingErrors(noPermission).permission).toBe(
      'You must have permission to contact people before importing their details...',
    );
  });

  it('sends only mapped columns', () => {
    expect(buildImportSource(filled())).toEqual({
      permissionToContact: true,
      uploadedFileId: 5,
      uploadedFileName: 'contacts.csv',
      connectionStringId: null,
      tableName: null,
      importRow: 1,
      totalRows: 39,
      duplicates: 2,
      columnMappings: [
        { index: 0, fieldType: 'FirstName', customFieldId: null },
        { index: 1, fieldType: 'Cellphone', customFieldId: null },
      ],
    });
  });
});
