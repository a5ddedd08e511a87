import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '@contracts/lists/lists.schemas';
import type { ConnectionString } from '@contracts/lists/mysql/mysql.schemas';
import {
  buildImportSource,
  connectionTypesOf,
  CREATE_STEPS,
  dataSourceOf,
  dataSourceText,
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

const crm: ConnectionString = {
  mySQLConnID: 7,
  connName: 'Demo CRM',
  mysqlHost: '127.0.0.1',
  mysqlUsername: 'crm_reader',
  mysqlDatabase: 'crm_demo',
  tablePrefix: '',
  type: 3,
  hasPassword: true,
  requireTls: true,
};

/** A create wizard on the MySql source filled in up to the preview. */
const mysqlFilled = () =>
  run(
    initialWizardState(CREATE_STEPS, 'ZA'),
    { type: 'saveInfo', info },
    { type: 'next' },
    { type: 'setSourceKind', kind: 'MySql' },
    { type: 'setConnection', connection: crm },
    { type: 'setTable', tableName: 'customers' },
    { type: 'next' },
    { type: 'selectRow', row: 0, totalRowsCount: 40 },
    { type: 'next' },
    { type: 'setMappings', mappings },
    { type: 'setPermission', value: true },
    { type: 'setDuplicates', duplicates: { duplicates: 1, total: 40, invalid: 1 } },
    { type: 'next' },
  );

const loyalty = { id: 31, label: 'Loyalty tier', scope: 'Account' as const };
const shoeSize = { id: 32, label: 'Shoe size', scope: 'List' as const };

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

  it('switching back from MySql drops the connection string and table', () => {
    const state = run(mysqlFilled(), { type: 'setSourceKind', kind: 'File' });
    expect(state).toMatchObject({
      connection: null,
      tableName: null,
      firstRow: null,
      mappings: null,
      duplicates: null,
    });
    expect(sourceError(state)).toBe(NO_FILE_MESSAGE);
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

  it('an SMS list offers SMS and Both connection strings; an email list Email and Both', () => {
    expect(connectionTypesOf('Sms')).toEqual([1, 3]);
    expect(connectionTypesOf('Email')).toEqual([2, 3]);
  });
});

describe('list wizard state: MySql source', () => {
  it('needs a connection string and a table before going on', () => {
    const mysql = run(initialWizardState(IMPORT_STEPS, 'ZA'), { type: 'setSourceKind', kind: 'MySql' });
    expect(sourceError(mysql)).toBe(NO_CONNECTION_MESSAGE);
    const connected = run(mysql, { type: 'setConnection', connection: crm });
    expect(sourceError(connected)).toBe(NO_CONNECTION_MESSAGE);
    expect(dataSourceOf(connected)).toBeNull();
    const withTable = run(connected, { type: 'setTable', tableName: 'customers' });
    expect(sourceError(withTable)).toBeNull();
    expect(dataSourceOf(withTable)).toEqual({
      kind: 'MySql',
      connectionStringId: 7,
      connName: 'Demo CRM',
      tableName: 'customers',
    });
    expect(dataSourceText(dataSourceOf(withTable)!)).toBe('MySql: Demo CRM, table customers');
  });

  it('another connection string resets the table and every later step', () => {
    const state = run(mysqlFilled(), { type: 'setConnection', connection: { ...crm, mySQLConnID: 8 } });
    expect(state).toMatchObject({
      tableName: null,
      firstRow: null,
      totalRowsCount: 0,
      mappings: null,
      permissionToContact: false,
      duplicates: null,
    });
    expect(state.connection?.mySQLConnID).toBe(8);
    expect(run(mysqlFilled(), { type: 'setConnection', connection: null }).tableName).toBeNull();
  });

  it('an edit of the same connection string keeps the table unless it points elsewhere', () => {
    const renamed = run(mysqlFilled(), { type: 'setConnection', connection: { ...crm, connName: 'CRM' } });
    expect(renamed).toMatchObject({ tableName: 'customers', firstRow: 0, mappings });
    expect(renamed.connection?.connName).toBe('CRM');
    const moved = run(mysqlFilled(), {
      type: 'setConnection',
      connection: { ...crm, mysqlDatabase: 'crm_archive' },
    });
    expect(moved).toMatchObject({ tableName: null, firstRow: null, mappings: null });
  });

  it('another table resets the later steps; the same table keeps them', () => {
    expect(run(mysqlFilled(), { type: 'setTable', tableName: 'customers' }).mappings).toEqual(mappings);
    expect(run(mysqlFilled(), { type: 'setTable', tableName: 'branches' })).toMatchObject({
      tableName: 'branches',
      firstRow: null,
      mappings: null,
      permissionToContact: false,
      duplicates: null,
    });
  });

  it('sends the connection string and table instead of a file', () => {
    expect(buildImportSource(mysqlFilled())).toEqual({
      permissionToContact: true,
      uploadedFileId: null,
      uploadedFileName: null,
      connectionStringId: 7,
      tableName: 'customers',
      importRow: 0,
      totalRows: 40,
      duplicates: 1,
      columnMappings: [
        { index: 0, fieldType: 'FirstName', customFieldId: null },
        { index: 1, fieldType: 'Cellphone', customFieldId: null },
      ],
    });
    expect(mappingErrors(mysqlFilled()).valid).toBe(true);
  });

  it('says a table is too big in its own words', () => {
    const top = {
      header: { values: [] },
      rows: [],
      totalRowsCount: 500001,
      listTooBig: true,
      maxRowCount: 500000,
    };
    expect(rowError(mysqlFilled(), top)).toBe(
      'This table has 500 001 rows, more than the maximum of 500 000 rows allowed in a list.',
    );
  });
});

describe('list wizard state: custom fields', () => {
  it('maps a column to a custom field and sends fieldType Custom with its id', () => {
    const state = run(filled(), {
      type: 'setFieldType',
      index: 2,
      fieldType: 'Custom',
      customField: loyalty,
    });
    expect(state.mappings?.[2]).toMatchObject({
      fieldType: 'Custom',
      customFieldId: 31,
      customFieldLabel: 'Loyalty tier',
    });
    expect(state.duplicates).toBeNull();
    expect(buildImportSource(state).columnMappings).toContainEqual({
      index: 2,
      fieldType: 'Custom',
      customFieldId: 31,
    });
    // Another type clears the custom field.
    const email = run(state, { type: 'setFieldType', index: 2, fieldType: 'Email' });
    expect(email.mappings?.[2]).toMatchObject({ fieldType: 'Email', customFieldId: null });
  });

  it('compares custom fields by id: two fields are fine, the same field twice is a duplicate', () => {
    const two = run(
      filled(),
      { type: 'setFieldType', index: 0, fieldType: 'Custom', customField: loyalty },
      { type: 'setFieldType', index: 2, fieldType: 'Custom', customField: shoeSize },
    );
    expect(mappingErrors(two).valid).toBe(true);

    const same = run(two, { type: 'setFieldType', index: 2, fieldType: 'Custom', customField: loyalty });
    const errors = mappingErrors(same);
    expect(errors.valid).toBe(false);
    expect(errors.columns[2]).toBe(
      'Duplicate field type: Loyalty tier. Column type must only map to a single column.',
    );
    expect(errors.columns[0]).toBeUndefined();
    expect(errors.general).toEqual([
      'Duplicate field type: Loyalty tier. Column type must only map to a single column.',
    ]);
  });
});
