import type {
  CustomField,
  DropdownOption,
  InputType,
  PageFormField,
  SystemField,
} from '../api/page-editor-api';
import type { SystemFieldType } from '@contracts/pages/pages.schemas';

/** The three source lists of Choose Form Fields (spec 3 §2.5). */
export type FieldSource = 'System' | 'Account' | 'List';

/** A field that can be put on the form: a system field or a custom field, with what its input needs. */
export interface FieldDefinition {
  /** The input's name in the page html and the key of its value in a lead: `FirstName` or `cf_{id}`. */
  key: string;
  source: FieldSource;
  label: string;
  inputType: InputType;
  dropdownOptions: DropdownOption[];
  customFieldId: number | null;
  systemFieldType: SystemFieldType | null;
  listId: number | null;
  listName: string | null;
}

/** One line of the Form Fields list: a definition and its two switches. */
export interface FormFieldItem {
  definition: FieldDefinition;
  isRequired: boolean;
  saveToLead: boolean;
}

/** The design's field key: the system field type, or `cf_{customFieldId}`. */
export const fieldKey = (f: Pick<PageFormField, 'customFieldId' | 'systemFieldType'>): string =>
  f.systemFieldType ?? `cf_${f.customFieldId}`;

export function systemDefinition(field: SystemField): FieldDefinition {
  return {
    key: field.systemFieldType,
    source: 'System',
    label: field.label,
    inputType: field.inputType,
    dropdownOptions: field.dropdownOptions,
    customFieldId: null,
    systemFieldType: field.systemFieldType,
    listId: null,
    listName: null,
  };
}

export function customDefinition(field: CustomField): FieldDefinition {
  return {
    key: `cf_${field.id}`,
    source: field.scope === 'List' ? 'List' : 'Account',
    label: field.label,
    inputType: field.inputType,
    dropdownOptions: field.dropdownOptions,
    customFieldId: field.id,
    systemFieldType: null,
    listId: field.listId,
    listName: field.listName,
  };
}

/** Every definition, system fields first, keyed by field key. */
export function definitionsByKey(system: SystemField[], custom: CustomField[]): Map<string, FieldDefinition> {
  const all = [...system.map(systemDefinition), ...custom.map(customDefinition)];
  return new Map(all.map((d) => [d.key, d]));
}

/** The page's stored form fields as dialog items; a field whose definition is gone (deleted) is left out. */
export function toItems(fields: PageFormField[], definitions: Map<string, FieldDefinition>): FormFieldItem[] {
  return fields.flatMap((field) => {
    const definition = definitions.get(fieldKey(field));
    return definition ? [{ definition, isRequired: field.isRequired, saveToLead: field.saveToLead }] : [];
  });
}

/** The body of POST /api/pages/{pageKey}/fields. */
export const toPageFormFields = (items: FormFieldItem[]): PageFormField[] =>
  items.map(({ definition, isRequired, saveToLead }) => ({
    customFieldId: definition.customFieldId,
    systemFieldType: definition.systemFieldType,
    isRequired,
    saveToLead,
  }));

/** A new item as added from a source list: saved to the lead and not required. */
export const newItem = (definition: FieldDefinition): FormFieldItem => ({
  definition,
  isRequired: false,
  saveToLead: true,
});
