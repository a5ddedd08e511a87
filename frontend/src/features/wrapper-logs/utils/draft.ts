import {
  DEFAULT_DATABASE_TYPE,
  FIELD_TYPES,
  type SaveWrapperLog,
  type WrapperLog,
  type WrapperLogField,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';

/** The editor's values: what the save call takes, every field filled in. */
export type WrapperLogDraft = Required<Omit<SaveWrapperLog, 'fields'>> & { fields: WrapperLogField[] };

export function emptyDraft(): WrapperLogDraft {
  return {
    id: 0,
    name: '',
    description: '',
    repostLink: '',
    manualPostLink: '',
    databaseType: DEFAULT_DATABASE_TYPE,
    databaseHost: '',
    databaseUsername: '',
    databasePassword: '',
    databaseName: '',
    databaseTable: '',
    fields: [],
  };
}

export function draftOf(log: WrapperLog): WrapperLogDraft {
  const { hasPassword: _stored, ...rest } = log;
  return { ...rest, databasePassword: '' };
}

export function newField(sortOrder: number): WrapperLogField {
  return {
    id: 0,
    columnName: '',
    heading: '',
    type: FIELD_TYPES.String,
    sortOrder,
    isPrimaryKey: false,
    showInTable: true,
    isDownloadable: false,
    isSource: false,
    isCellphone: false,
    isDropdownSearch: false,
    isSearchable: false,
  };
}

/** The field flags, in the order the editor shows them (spec 3 §3 "Wrapper log field"). */
export const FIELD_FLAGS = [
  ['isPrimaryKey', 'Primary key'],
  ['showInTable', 'Show in table'],
  ['isDownloadable', 'Downloadable'],
  ['isSource', 'Source'],
  ['isCellphone', 'Cellphone'],
  ['isDropdownSearch', 'Dropdown search'],
  ['isSearchable', 'Searchable'],
] as const satisfies readonly (readonly [keyof WrapperLogField, string])[];
