// Manage Custom Fields through the real stack: the system fields, the account's custom fields (account-wide
// and list-specific) listed and saved together with the spec's rules and texts, and the list import's
// "create a custom field" feeding the same model.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, type TestUser } from '../test-support/fixtures';
import type { CustomFieldDefinition, SaveCustomFields, SystemField } from './custom-fields.schemas';

vi.setConfig({ testTimeout: 30_000 });

let user: TestUser;
let api: ApiClient;
let listId: number;

async function newList(client: ApiClient, name: string): Promise<number> {
  const answer = await client.post<{ listId: number }>('/api/sms/lists/empty', { listName: name });
  expect(answer.status).toBe(201);
  return answer.body.listId;
}

const save = (client: ApiClient, fields: SaveCustomFields['fields']) =>
  client.post<CustomFieldDefinition[] & ErrorBody>('/api/sms/custom-fields', { fields });

const field = (over: Partial<SaveCustomFields['fields'][number]>) => ({
  id: 0,
  name: 'Field',
  label: 'Field',
  inputType: 'Text' as const,
  dropdownOptions: [],
  scope: 'Account' as const,
  listId: null,
  ...over,
});

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  listId = await newList(api, 'Walk-ins');
});

describe('GET /api/system-fields', () => {
  it('answers the twelve system fields in the Redirect URL variables order', async () => {
    const answer = await api.get<SystemField[]>('/api/system-fields');
    expect(answer.status).toBe(200);
    expect(answer.body.map((f) => f.systemFieldType)).toEqual([
      'FirstName',
      'LastName',
      'IDNumber',
      'DateOfBirth',
      'Cellphone',
      'AltContactNumber',
      'Email',
      'Custom1',
      'Custom2',
      'Custom3',
      'Custom4',
      'Custom5',
    ]);
    expect(answer.body[4]).toEqual({
      systemFieldType: 'Cellphone',
      name: 'Cellphone',
      label: 'Cellphone Number',
      inputType: 'Text',
      dropdownOptions: [],
    });
    expect(answer.body[6]!.inputType).toBe('Email');
  });
});

describe('GET and POST /api/sms/custom-fields', () => {
  it('saves account and list fields together, then edits labels and options and deletes a left-out field', async () => {
    const saved = await save(api, [
      field({ name: 'Shoe_size', label: 'Shoe size' }),
      field({
        name: 'Branch',
        label: 'Branch',
        inputType: 'Dropdown',
        dropdownOptions: [
          { label: 'Cape Town', value: 'CPT' },
          { label: 'Durban', value: 'DUR' },
        ],
      }),
      field({ name: 'Walk_in_day', label: 'Walk-in day', scope: 'List', listId }),
      field({ name: 'Newsletter', label: 'Newsletter', inputType: 'Checkbox' }),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.map((f) => [f.name, f.scope, f.listName])).toEqual([
      ['Shoe_size', 'Account', null],
      ['Branch', 'Account', null],
      ['Newsletter', 'Account', null],
      ['Walk_in_day', 'List', 'Walk-ins'],
    ]);
    const branch = saved.body.find((f) => f.name === 'Branch')!;
    expect(branch.dropdownOptions).toEqual([
      { label: 'Cape Town', value: 'CPT' },
      { label: 'Durban', value: 'DUR' },
    ]);
    expect((await api.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body).toEqual(saved.body);

    // Labels and options change; Newsletter is left out and so deleted.
    const edited = await save(
      api,
      saved.body
        .filter((f) => f.name !== 'Newsletter')
        .map((f) =>
          f.name === 'Branch'
            ? { ...f, label: 'Nearest branch', dropdownOptions: [{ label: 'Pretoria', value: 'PTA' }] }
            : f,
        ),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.map((f) => f.name)).toEqual(['Shoe_size', 'Branch', 'Walk_in_day']);
    expect(edited.body[1]).toMatchObject({
      id: branch.id,
      label: 'Nearest branch',
      dropdownOptions: [{ label: 'Pretoria', value: 'PTA' }],
    });
  });

  it('refuses names that are not unique ignoring case, have other characters, or are a system field name', async () => {
    const other = await createAccountWithUser();
    const client = new ApiClient();
    await client.signIn(other.email, other.password);
    const otherList = await newList(client, 'Members');
    const answer = await save(client, [
      field({ name: 'City', label: 'City' }),
      field({ name: 'city', label: 'City again', scope: 'List', listId: otherList }),
      field({ name: 'Home town', label: 'Home town' }),
      field({ name: 'firstname', label: 'First' }),
      field({ name: 'CELLPHONENUMBER', label: 'Phone' }),
      field({ name: '', label: '' }),
      field({
        name: 'Size',
        label: 'Size',
        inputType: 'Dropdown',
        dropdownOptions: [{ label: '', value: ' ' }],
      }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'fields.1.name': ['Field name must be unique'],
      'fields.2.name': ['Field name can only contain characters, digits, and underscores'],
      'fields.3.name': [
        'firstname is the name of a system field and thus it cannot be used as a custom field name',
      ],
      'fields.4.name': [
        'CELLPHONENUMBER is the name of a system field and thus it cannot be used as a custom field name',
      ],
      'fields.5.name': ['Field name is required'],
      'fields.5.label': ['Label is required'],
      'fields.6.dropdownOptions.0.label': ['Option label is required'],
      'fields.6.dropdownOptions.0.value': ['Option value is required'],
    });
    // Nothing was saved.
    expect((await client.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body).toEqual([]);
  });

  it('keeps a saved field’s name, type and list fixed', async () => {
    const current = (await api.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body;
    const shoe = current.find((f) => f.name === 'Shoe_size')!;
    const answer = await save(api, [
      ...current.filter((f) => f.id !== shoe.id),
      { ...shoe, name: 'Shoe', inputType: 'Email', scope: 'List', listId },
    ]);
    expect(answer.status).toBe(400);
    const last = current.length - 1;
    expect(answer.body.error.fields).toEqual({
      [`fields.${last}.name`]: ['The name of a saved field cannot be changed'],
      [`fields.${last}.inputType`]: ['The type of a saved field cannot be changed'],
      [`fields.${last}.scope`]: ['A saved field cannot move to another list'],
    });
  });

  it('never shows or touches another account’s fields or lists', async () => {
    const other = await createAccountWithUser();
    const client = new ApiClient();
    await client.signIn(other.email, other.password);
    expect((await client.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body).toEqual([]);
    const mine = (await api.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body;
    // Their id is unknown here, and their list is not ours.
    const answer = await save(client, [
      { ...mine[0]!, label: 'Hijacked' },
      field({ name: 'Mine', label: 'Mine', scope: 'List', listId }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'fields.0.id': ['This field no longer exists; reload the page'],
      'fields.1.listId': ['Choose one of your lists'],
    });
    expect((await api.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body).toEqual(mine);
    // A name may be used again in another account.
    expect((await save(client, [field({ name: 'Shoe_size', label: 'Shoe size' })])).status).toBe(200);
  });

  it('refuses a malformed body and a signed-out caller', async () => {
    expect((await save(api, 'nope' as never)).status).toBe(400);
    expect((await new ApiClient().get('/api/sms/custom-fields')).status).toBe(401);
  });
});

describe('the list import’s custom fields are the same model', () => {
  it('names a field created from a label, unique in the account and never a system field’s name', async () => {
    const a = await api.post<{ id: number }>('/api/lists/custom-fields', { label: 'Shoe size!' });
    expect(a.status).toBe(201);
    const b = await api.post<{ id: number }>('/api/lists/custom-fields', { label: 'Email', listId });
    expect(b.status).toBe(201);
    const all = (await api.get<CustomFieldDefinition[]>('/api/sms/custom-fields')).body;
    expect(all.find((f) => f.id === a.body.id)).toMatchObject({
      name: 'Shoe_size_2',
      label: 'Shoe size!',
      inputType: 'Text',
      scope: 'Account',
    });
    expect(all.find((f) => f.id === b.body.id)).toMatchObject({
      name: 'Email_2',
      scope: 'List',
      listId,
      listName: 'Walk-ins',
    });
    // And fields saved on the card are offered to the list import.
    const forImport = await api.get<{ id: number; label: string }[]>(
      `/api/lists/custom-fields?listId=${listId}`,
    );
    expect(forImport.body.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Walk-in day', 'Nearest branch', 'Email']),
    );
  });
});
