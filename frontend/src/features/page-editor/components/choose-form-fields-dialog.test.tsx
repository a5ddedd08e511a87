import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '@/testing/mock-api';
import type { CustomField, PageFormField, SystemField } from '../api/page-editor-api';
import type { FormFieldItem } from '../utils/form-fields';
import { AT_LEAST_ONE_FIELD, ChooseFormFieldsDialog } from './choose-form-fields-dialog';

const SYSTEM: SystemField[] = [
  {
    systemFieldType: 'FirstName',
    name: 'FirstName',
    label: 'First Name',
    inputType: 'Text',
    dropdownOptions: [],
  },
  { systemFieldType: 'Email', name: 'Email', label: 'Email', inputType: 'Email', dropdownOptions: [] },
];
const CUSTOM: CustomField[] = [
  {
    id: 3,
    name: 'shirt',
    label: 'Shirt Size',
    inputType: 'Dropdown',
    dropdownOptions: [{ label: 'S', value: 'S' }],
    scope: 'Account',
    listId: null,
    listName: null,
  },
  {
    id: 4,
    name: 'branch',
    label: 'Branch',
    inputType: 'Text',
    dropdownOptions: [],
    scope: 'List',
    listId: 10,
    listName: 'VIP',
  },
  {
    id: 5,
    name: 'store',
    label: 'Store',
    inputType: 'Text',
    dropdownOptions: [],
    scope: 'List',
    listId: 11,
    listName: 'Walk-ins',
  },
];

function setup(stored: PageFormField[], saveAnswer: { status?: number; body?: unknown } = { status: 204 }) {
  const posted: unknown[] = [];
  mockApi({
    'GET /api/pages/promo/fields': { body: stored },
    'GET /api/system-fields': { body: SYSTEM },
    'GET /api/sms/custom-fields': { body: CUSTOM },
    'POST /api/pages/promo/fields': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return saveAnswer;
    },
  });
  const onSaved = vi.fn<(items: FormFieldItem[]) => void>();
  const onCancel = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ChooseFormFieldsDialog open pageKey="promo" onCancel={onCancel} onSaved={onSaved} />
    </SWRConfig>,
  );
  return { posted, onSaved, onCancel };
}

describe('Choose Form Fields', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three source lists and the stored fields, and saves the changed list before adding the form', async () => {
    const user = userEvent.setup();
    const { posted, onSaved } = setup([
      { customFieldId: null, systemFieldType: 'FirstName', isRequired: true, saveToLead: true },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Form Fields' });
    for (const title of ['System Fields', 'Custom Account Fields', 'Custom List Fields', 'Form Fields'])
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    const first = await screen.findByTestId('form-field-FirstName');
    expect(within(first).getByText('Required')).toBeInTheDocument();
    expect(within(first).getByText('Save to lead')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Name' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Shirt Size' }));
    const shirt = screen.getByTestId('form-field-cf_3');
    expect(within(shirt).getByText('Not Required')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Shirt Size: required' }));
    await user.click(screen.getByRole('switch', { name: 'Shirt Size: save to lead' }));
    expect(within(shirt).getByText('Required')).toBeInTheDocument();
    expect(within(shirt).getByText('Readonly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Shirt Size up' }));

    await user.click(screen.getByRole('button', { name: 'Save and add to form' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      [
        { customFieldId: 3, systemFieldType: null, isRequired: true, saveToLead: false },
        { customFieldId: null, systemFieldType: 'FirstName', isRequired: true, saveToLead: true },
      ],
    ]);
    expect(onSaved.mock.calls[0]?.[0].map((i) => i.definition.key)).toEqual(['cf_3', 'FirstName']);
  });

  it('adds a field dragged onto the Form Fields list', async () => {
    setup([]);
    const source = await screen.findByTestId('source-Email');
    const target = screen.getByTestId('form-fields');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    };
    fireEvent.dragStart(source, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(await screen.findByTestId('form-field-Email')).toBeInTheDocument();
  });

  it('needs at least one field, and lets a form use the list fields of one list only', async () => {
    const user = userEvent.setup();
    const { posted, onSaved } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Save and add to form' }));
    expect(await screen.findByText(AT_LEAST_ONE_FIELD)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Branch (VIP)' }));
    expect(screen.getByRole('button', { name: 'Add Store (Walk-ins)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete Branch (VIP)' }));
    expect(screen.getByRole('button', { name: 'Add Store (Walk-ins)' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server’s message when the save fails, and Cancel saves nothing', async () => {
    const user = userEvent.setup();
    const { onSaved, onCancel, posted } = setup(
      [{ customFieldId: null, systemFieldType: 'Email', isRequired: false, saveToLead: true }],
      {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'A form may use the list fields of one list only.'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save and add to form' }));
    expect(await screen.findByText('A form may use the list fields of one list only.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Choose Form Fields' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(posted).toHaveLength(1);
  });
});
