import type {
  CustomFieldDefinition,
  DropdownOption,
  InputType,
  SaveCustomFields,
} from '@contracts/custom-fields/custom-fields.schemas';

/** A field as edited on the card: `key` tells rows apart (a new field has id 0). */
export interface DraftField {
  key: string;
  id: number;
  name: string;
  label: string;
  inputType: InputType | '';
  dropdownOptions: DropdownOption[];
  /** 'Account' or the list's id as text. */
  scope: string;
  listName: string | null;
}

let counter = 0;
const nextKey = () => `new-${(counter += 1)}`;

export const toDraft = (field: CustomFieldDefinition): DraftField => ({
  key: `saved-${field.id}`,
  id: field.id,
  name: field.name,
  label: field.label,
  inputType: field.inputType,
  dropdownOptions: field.dropdownOptions.map((o) => ({ ...o })),
  scope: field.scope === 'List' && field.listId !== null ? String(field.listId) : 'Account',
  listName: field.listName,
});

export const newDraft = (): DraftField => ({
  key: nextKey(),
  id: 0,
  name: '',
  label: '',
  inputType: 'Text',
  dropdownOptions: [],
  scope: 'Account',
  listName: null,
});

/** The POST body: every field on the card, in its order. */
export const toSaveBody = (fields: DraftField[]): SaveCustomFields => ({
  fields: fields.map((f) => ({
    id: f.id,
    name: f.name,
    label: f.label,
    inputType: f.inputType as InputType,
    dropdownOptions: f.inputType === 'Dropdown' ? f.dropdownOptions : [],
    scope: f.scope === 'Account' ? 'Account' : 'List',
    listId: f.scope === 'Account' ? null : Number(f.scope),
  })),
});
