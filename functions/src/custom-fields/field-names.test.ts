import { describe, expect, it } from 'vitest';
import { nameFromLabel } from './field-names';
import { saveCustomFieldsSchema } from './custom-fields.schemas';

describe('nameFromLabel', () => {
  it('turns runs of other characters into one underscore and trims them at the ends', () => {
    expect(nameFromLabel('Shoe size', [])).toBe('Shoe_size');
    expect(nameFromLabel('  Walk-in day (Sat) ', [])).toBe('Walk_in_day_Sat');
    expect(nameFromLabel('!!!', [])).toBe('field');
  });
  it('adds a numeric suffix when the name is taken (ignoring case) or a system field’s', () => {
    expect(nameFromLabel('city', ['City', 'CITY_2'])).toBe('city_3');
    expect(nameFromLabel('First name', [])).toBe('First_name');
    expect(nameFromLabel('FirstName', [])).toBe('FirstName_2');
    expect(nameFromLabel('Email', [])).toBe('Email_2');
  });
});

describe('saveCustomFieldsSchema', () => {
  const base = { name: 'A', label: 'A', inputType: 'Text' as const };
  it('asks for at least one option on a dropdown and a list for a list field', () => {
    const parsed = saveCustomFieldsSchema.safeParse({
      fields: [
        { ...base, inputType: 'Dropdown', dropdownOptions: [] },
        { ...base, name: 'B', scope: 'List', listId: null },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.0.dropdownOptions', 'Add at least one option'],
      ['fields.1.listId', 'Choose the list this field belongs to'],
    ]);
  });
  it('requires a type', () => {
    const parsed = saveCustomFieldsSchema.safeParse({ fields: [{ ...base, inputType: '' }] });
    expect(parsed.error!.issues.map((i) => i.message)).toEqual(['Type is required']);
  });
});
