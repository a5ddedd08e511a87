import type { TopRows, UploadedFile } from '@contracts/lists/lists.schemas';
import {
  NO_FIRST_ROW_MESSAGE,
  NO_SALES_FILE_MESSAGE,
  salesMappingProblems,
  salesTooBigMessage,
  type SalesColumnMapping,
  type SalesFieldType,
  type SalesImportResult,
} from '@contracts/sales-data/sales-data.schemas';

// The sales import wizard's state (spec 2 §4): forward only when the step is valid, Back one step,
// opening resets everything, a new file or another first row resets the later steps.

export const SALES_STEPS = ['Select a File', 'Select First Row', 'Map Columns', 'Import Result'] as const;

export type SalesWizardState = {
  step: number;
  file: UploadedFile | null;
  selectedRow: number | null;
  totalRowsCount: number;
  mappings: SalesColumnMapping[] | null;
  result: SalesImportResult | null;
};

export type SalesWizardAction =
  | { type: 'reset' }
  | { type: 'setFile'; file: UploadedFile | null }
  | { type: 'selectRow'; row: number; totalRowsCount: number }
  | { type: 'setMappings'; mappings: SalesColumnMapping[] }
  | { type: 'setFieldType'; index: number; fieldType: SalesFieldType | null }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'imported'; result: SalesImportResult };

export const initialSalesWizard: SalesWizardState = {
  step: 0,
  file: null,
  selectedRow: null,
  totalRowsCount: 0,
  mappings: null,
  result: null,
};

export function salesWizardReducer(state: SalesWizardState, action: SalesWizardAction): SalesWizardState {
  switch (action.type) {
    case 'reset':
      return initialSalesWizard;
    case 'setFile':
      return { ...initialSalesWizard, file: action.file };
    case 'selectRow':
      return action.row === state.selectedRow
        ? state
        : {
            ...state,
            selectedRow: action.row,
            totalRowsCount: action.totalRowsCount,
            mappings: null,
            result: null,
          };
    case 'setMappings':
      return { ...state, mappings: action.mappings };
    case 'setFieldType':
      return {
        ...state,
        mappings: (state.mappings ?? []).map((m) =>
          m.index === action.index ? { ...m, fieldType: action.fieldType } : m,
        ),
      };
    case 'next':
      return { ...state, step: Math.min(state.step + 1, SALES_STEPS.length - 1) };
    case 'back':
      return { ...state, step: Math.max(state.step - 1, 0) };
    case 'imported':
      return { ...state, result: action.result, step: SALES_STEPS.length - 1 };
  }
}

/** Step 1's alert: a file is required. */
export const salesFileError = (state: SalesWizardState): string | null =>
  state.file ? null : NO_SALES_FILE_MESSAGE;

/** Step 2's alert: a file over 10,000 records (its count and the maximum), or no row chosen. */
export function salesRowError(state: SalesWizardState, top: TopRows | undefined): string | null {
  if (top?.listTooBig) return salesTooBigMessage(top.totalRowsCount, top.maxRowCount);
  return state.selectedRow === null ? NO_FIRST_ROW_MESSAGE : null;
}

/** Step 3's alerts: each field type on one column only, a Cellphone and an Amount column. */
export const salesMappingErrors = (state: SalesWizardState): string[] =>
  salesMappingProblems(state.mappings ?? []);
