import type { z } from 'zod';
import {
  duplicatesSchema,
  importSourceSchemaFor,
  type ListKeyField,
  type ImportIntoList,
  type ListInfo,
  type TopRows,
  type UploadedFile,
} from '@contracts/lists/lists.schemas';
import type { FieldType } from '@contracts/lists/files/field-types';
import type { CustomField } from '@contracts/lists/custom-fields/custom-fields.schemas';
import { CONNECTION_TYPE, type ConnectionString } from '@contracts/lists/mysql/mysql.schemas';
import {
  NO_CAMPAIGN_MESSAGE,
  type EngagementPeriod,
  type EngagementType,
} from '@contracts/email-lists/email-lists.schemas';
import { countText } from '@/lib/format';

export type Duplicates = z.infer<typeof duplicatesSchema>;

/** The wizard's steps (spec 1 §2.5); the import wizard has no 'info' step. */
export type StepId = 'info' | 'source' | 'row' | 'mapping' | 'preview';
export const STEP_TITLES: Record<StepId, string> = {
  info: 'Name Your List',
  source: 'Specify Data Source',
  row: 'Select First Row',
  mapping: 'Map Columns',
  preview: 'Preview Import',
};
export const CREATE_STEPS: readonly StepId[] = ['info', 'source', 'row', 'mapping', 'preview'];
export const IMPORT_STEPS: readonly StepId[] = ['source', 'row', 'mapping', 'preview'];

/**
 * Data source types (spec 1 §9: File 0, MySql 1, EngagedSubscribers 2). EngagedSubscribers is for email
 * lists only; each wizard passes the kinds it offers to the data source step.
 */
export type SourceKind = 'File' | 'MySql' | 'EngagedSubscribers';
export const SMS_LIST_SOURCES: readonly SourceKind[] = ['File', 'MySql'];
export const EMAIL_LIST_SOURCES: readonly SourceKind[] = ['File', 'MySql', 'EngagedSubscribers'];

/** The engaged-subscribers choice (email lists): campaigns, engagement type and period (spec 1 §3). */
export type EngagementChoice = {
  campaignIds: number[];
  type: EngagementType;
  period: EngagementPeriod;
};
export const DEFAULT_ENGAGEMENT: EngagementChoice = { campaignIds: [], type: 'Opens', period: 'Entire' };

/** The kind of list the wizard fills: it decides the connection string types offered (spec 1 §9). */
export type ListKind = 'Sms' | 'Email';

/** Connection string types a list of this kind can use: its own type, or Both. */
export const connectionTypesOf = (kind: ListKind): number[] =>
  kind === 'Sms'
    ? [CONNECTION_TYPE.Sms, CONNECTION_TYPE.Both]
    : [CONNECTION_TYPE.Email, CONNECTION_TYPE.Both];

/** A column of the source with the field type the user chose (null: not imported). */
export type MappingChoice = {
  index: number;
  name: string;
  value: string;
  fieldType: FieldType | null;
  /** With fieldType Custom: the chosen custom field and its label (for messages and the preview). */
  customFieldId: number | null;
  customFieldLabel?: string | null;
};

/** Where the rows come from, once the data source step is complete; what the data-source calls need. */
export type DataSourceRef =
  | { kind: 'File'; fileId: number; fileName: string }
  | { kind: 'MySql'; connectionStringId: number; connName: string; tableName: string };

export type WizardState = {
  steps: readonly StepId[];
  current: number;
  info: ListInfo | null;
  sourceKind: SourceKind;
  file: UploadedFile | null;
  /** MySql: the chosen connection string (as GET answers it) and table. */
  connection: ConnectionString | null;
  tableName: string | null;
  /** The country numbers are read in: step 1's for a new list, the source step's field when importing. */
  countryIso3166: string;
  /** Data row index (0 is the first row after the header) where the import starts. */
  firstRow: number | null;
  totalRowsCount: number;
  mappings: MappingChoice[] | null;
  permissionToContact: boolean;
  duplicates: Duplicates | null;
  /** EngagedSubscribers: what the list is built from (the list is made at the end of the data source step). */
  engagement: EngagementChoice;
};

export type WizardAction =
  | { type: 'saveInfo'; info: ListInfo }
  | { type: 'setSourceKind'; kind: SourceKind }
  | { type: 'setFile'; file: UploadedFile | null }
  | { type: 'setConnection'; connection: ConnectionString | null }
  | { type: 'setTable'; tableName: string | null }
  | { type: 'setCountry'; countryIso3166: string }
  | { type: 'selectRow'; row: number; totalRowsCount: number }
  | { type: 'setMappings'; mappings: MappingChoice[] }
  | { type: 'setFieldType'; index: number; fieldType: FieldType | null; customField?: CustomField | null }
  | { type: 'setPermission'; value: boolean }
  | { type: 'setDuplicates'; duplicates: Duplicates }
  | { type: 'setEngagement'; engagement: Partial<EngagementChoice> }
  | { type: 'next' }
  | { type: 'back' };

export function initialWizardState(steps: readonly StepId[], countryIso3166: string): WizardState {
  return {
    steps,
    current: 0,
    info: null,
    sourceKind: 'File',
    file: null,
    connection: null,
    tableName: null,
    countryIso3166,
    firstRow: null,
    totalRowsCount: 0,
    mappings: null,
    permissionToContact: false,
    duplicates: null,
    engagement: DEFAULT_ENGAGEMENT,
  };
}

// What each step owns; changing a step's data clears what the later steps derived from it (spec 1 §4).
const clearFromRow = (state: WizardState): WizardState => ({
  ...state,
  firstRow: null,
  totalRowsCount: 0,
  ...clearFromMapping(),
});
const clearFromMapping = () => ({
  mappings: null,
  permissionToContact: false,
  duplicates: null,
});

/** True when both point at the same tables (an edit of the name or type only keeps the table choice). */
const sameTables = (a: ConnectionString | null, b: ConnectionString | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.mySQLConnID === b.mySQLConnID &&
    a.mysqlHost === b.mysqlHost &&
    a.mysqlUsername === b.mysqlUsername &&
    a.mysqlDatabase === b.mysqlDatabase &&
    a.tablePrefix === b.tablePrefix);

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'saveInfo': {
      const country = action.info.countryIso3166 ?? state.countryIso3166;
      // Only the country feeds later steps (column guesses and duplicate counts read numbers in it).
      const next = { ...state, info: action.info, countryIso3166: country };
      return country === state.countryIso3166 ? next : { ...next, ...clearFromMapping() };
    }
    case 'setSourceKind':
      return action.kind === state.sourceKind
        ? state
        : {
            ...clearFromRow(state),
            sourceKind: action.kind,
            file: null,
            connection: null,
            tableName: null,
          };
    case 'setFile':
      return { ...clearFromRow(state), file: action.file };
    case 'setConnection':
      return sameTables(state.connection, action.connection)
        ? { ...state, connection: action.connection }
        : { ...clearFromRow(state), connection: action.connection, tableName: null };
    case 'setTable':
      return action.tableName === state.tableName
        ? state
        : { ...clearFromRow(state), tableName: action.tableName };
    case 'setCountry':
      return action.countryIso3166 === state.countryIso3166
        ? state
        : { ...state, ...clearFromMapping(), countryIso3166: action.countryIso3166 };
    case 'selectRow':
      return action.row === state.firstRow
        ? { ...state, totalRowsCount: action.totalRowsCount }
        : { ...state, ...clearFromMapping(), firstRow: action.row, totalRowsCount: action.totalRowsCount };
    case 'setMappings':
      return { ...state, mappings: action.mappings, duplicates: null };
    case 'setFieldType': {
      const custom = action.fieldType === 'Custom' ? (action.customField ?? null) : null;
      return {
        ...state,
        duplicates: null,
        mappings: (state.mappings ?? []).map((m) =>
          m.index === action.index
            ? {
                ...m,
                fieldType: action.fieldType,
                customFieldId: custom?.id ?? null,
                customFieldLabel: custom?.label ?? null,
              }
            : m,
        ),
      };
    }
    case 'setPermission':
      return { ...state, permissionToContact: action.value };
    case 'setDuplicates':
      return { ...state, duplicates: action.duplicates };
    case 'setEngagement':
      return { ...state, engagement: { ...state.engagement, ...action.engagement } };
    case 'next':
      return { ...state, current: Math.min(state.current + 1, state.steps.length - 1) };
    case 'back':
      return state.current > 0 ? { ...state, current: state.current - 1 } : state;
  }
}

// ---- validation (spec 1 §5) ---------------------------------------------------------------

export const NO_FILE_MESSAGE = 'Please upload a file to import contacts from.';
export const NO_CONNECTION_MESSAGE =
  'Please specify a valid MySql connection string to import contacts from.';
export const NO_ROW_MESSAGE = 'You must select the first row to import.';

/** The data source the later steps read, or null while the data source step is incomplete. */
export function dataSourceOf(
  state: Pick<WizardState, 'sourceKind' | 'file' | 'connection' | 'tableName'>,
): DataSourceRef | null {
  if (state.sourceKind === 'File')
    return state.file ? { kind: 'File', fileId: state.file.fileId, fileName: state.file.fileName } : null;
  if (state.sourceKind !== 'MySql') return null;
  if (!state.connection || !state.tableName) return null;
  return {
    kind: 'MySql',
    connectionStringId: state.connection.mySQLConnID,
    connName: state.connection.connName,
    tableName: state.tableName,
  };
}

/** How the preview names the source. */
export const dataSourceText = (source: DataSourceRef): string =>
  source.kind === 'File'
    ? `File: ${source.fileName}`
    : `MySql: ${source.connName}, table ${source.tableName}`;

export function sourceError(state: WizardState): string | null {
  if (state.sourceKind === 'EngagedSubscribers')
    return state.engagement.campaignIds.length ? null : NO_CAMPAIGN_MESSAGE;
  if (dataSourceOf(state)) return null;
  return state.sourceKind === 'MySql' ? NO_CONNECTION_MESSAGE : NO_FILE_MESSAGE;
}

/** The select-row step's alert for a file with too many rows. */
export const tooBigMessage = (
  topRows: Pick<TopRows, 'totalRowsCount' | 'maxRowCount'>,
  what: 'file' | 'table' = 'file',
): string =>
  `This ${what} has ${countText(topRows.totalRowsCount)} rows, more than the maximum of ${countText(topRows.maxRowCount)} rows allowed in a list.`;

export function rowError(state: WizardState, topRows: TopRows | undefined): string | null {
  if (topRows?.listTooBig) return tooBigMessage(topRows, state.sourceKind === 'MySql' ? 'table' : 'file');
  return state.firstRow === null ? NO_ROW_MESSAGE : null;
}

/** The import part of the create and import payloads; only mapped columns are sent. */
export function buildImportSource(state: WizardState): ImportIntoList {
  const firstRow = state.firstRow ?? -1;
  const source = dataSourceOf(state);
  return {
    permissionToContact: state.permissionToContact as true,
    uploadedFileId: source?.kind === 'File' ? source.fileId : null,
    uploadedFileName: source?.kind === 'File' ? source.fileName : null,
    connectionStringId: source?.kind === 'MySql' ? source.connectionStringId : null,
    tableName: source?.kind === 'MySql' ? source.tableName : null,
    importRow: firstRow,
    totalRows: state.duplicates?.total ?? Math.max(0, state.totalRowsCount - Math.max(0, firstRow)),
    duplicates: state.duplicates?.duplicates ?? 0,
    columnMappings: (state.mappings ?? []).flatMap((m) =>
      m.fieldType ? [{ index: m.index, fieldType: m.fieldType, customFieldId: m.customFieldId }] : [],
    ),
  };
}

export type MappingErrors = {
  /** By column index. */
  columns: Record<number, string>;
  permission: string | null;
  general: string[];
  valid: boolean;
};

/**
 * The contract names the duplicate type ('Duplicate field type: Custom.'); for a custom field (compared
 * by its id) the message names the field instead.
 */
function customFieldMessage(message: string, mapping: MappingChoice | undefined): string {
  if (mapping?.fieldType !== 'Custom') return message;
  const name = mapping.customFieldLabel ?? `custom field ${mapping.customFieldId ?? ''}`.trim();
  return message.replace('Duplicate field type: Custom.', `Duplicate field type: ${name}.`);
}

const SOURCE_SCHEMAS = {
  Cellphone: importSourceSchemaFor('Cellphone'),
  Email: importSourceSchemaFor('Email'),
};

/** The map-columns step's messages, from the contract's own rules, for lists keyed on `keyField`. */
export function mappingErrors(state: WizardState, keyField: ListKeyField = 'Cellphone'): MappingErrors {
  const payload = buildImportSource(state);
  const result = SOURCE_SCHEMAS[keyField].safeParse(payload);
  const errors: MappingErrors = { columns: {}, permission: null, general: [], valid: result.success };
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, position] = issue.path;
    if (first === 'permissionToContact') errors.permission = issue.message;
    else if (first === 'columnMappings' && typeof position === 'number') {
      const column = payload.columnMappings[position]?.index;
      const message = customFieldMessage(
        issue.message,
        state.mappings?.find((m) => m.index === column),
      );
      if (column !== undefined) errors.columns[column] = message;
      if (!errors.general.includes(message)) errors.general.push(message);
    } else if (!errors.general.includes(issue.message)) errors.general.push(issue.message);
  }
  return errors;
}

/** The index of the key column (Cellphone for SMS lists), or null when unmapped. */
export const keyColumnOf = (state: WizardState, keyField: FieldType): number | null =>
  state.mappings?.find((m) => m.fieldType === keyField)?.index ?? null;
