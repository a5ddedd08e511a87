import type { ColumnType, Generated } from 'kysely';
import type { InputType } from './custom-fields.schemas';

/** A custom field (migration 0005; name, input type and options since 0023): account-wide or one list's. */
export interface CustomFieldsTable {
  id: Generated<number>;
  account_id: number;
  /** Null for an account-wide field. */
  list_id: number | null;
  /** Unique per account ignoring case (the table's collation); fixed once saved. */
  name: string;
  label: string;
  input_type: ColumnType<InputType, InputType | undefined, InputType>;
  /** JSON array of {label, value}; null unless a Dropdown. */
  dropdown_options: string | null;
  created_at: Generated<Date>;
}
