import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useMemo, useState, type Dispatch } from 'react';
import type { FieldType } from '@contracts/lists/files/field-types';
import type { CustomField } from '@contracts/lists/custom-fields/custom-fields.schemas';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import { ColumnMappingsTable, ColumnsLoading } from '@/components/import-wizard/column-mappings';
import { errorMessageOf } from '@/lib/api-error';
import { useCustomFields } from '../api/custom-fields';
import { fetchColumnMappings, fetchDuplicates } from '../api/data-source';
import { customFieldOptionLabel, fieldTypeLabel, SELECTABLE_FIELD_TYPES } from '../utils/field-types';
import {
  dataSourceOf,
  keyColumnOf,
  mappingErrors,
  type MappingChoice,
  type WizardAction,
  type WizardState,
} from '../utils/wizard-state';
import { CustomFieldDialog } from './custom-field-dialog';
import { StepActions } from '@/components/ui/step-actions';

export const PERMISSION_LABEL = 'I have permission to contact the people whose details I am importing.';
export const NOT_IMPORTED = 'Do not import';
export const NEW_CUSTOM_FIELD = 'New custom field…';
export const CUSTOM_FIELDS_GROUP = 'Custom fields';
export const CUSTOM_FIELDS_FAILED =
  'Your custom fields could not be loaded; the other field types can be used.';

// The select's values: a built-in field type, 'custom:{id}' for a custom field, or the "new" entry.
const NEW_VALUE = 'custom:new';
const customValue = (id: number) => `custom:${id}`;
const STANDARD_OPTIONS: SelectOption<string>[] = SELECTABLE_FIELD_TYPES.map((type) => ({
  value: type,
  label: fieldTypeLabel(type),
}));

const selectValue = (m: MappingChoice): string =>
  m.fieldType === 'Custom'
    ? m.customFieldId === null
      ? ''
      : customValue(m.customFieldId)
    : (m.fieldType ?? '');

export type MappingStepProps = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The column every contact is keyed on (Cellphone for SMS lists). */
  keyField: FieldType;
  /** Importing into an existing list: its own custom fields are offered too. Null for a new list. */
  listId?: number | null;
};

/** Map Columns: a field type per column (guessed by the server), permission to contact, then duplicates. */
export function MappingStep({ state, dispatch, keyField, listId = null }: MappingStepProps) {
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  /** The column whose 'New custom field…' dialog is open. */
  const [creatingFor, setCreatingFor] = useState<number | null>(null);
  const customFields = useCustomFields(listId);
  const { firstRow, countryIso3166, mappings, sourceKind, file, connection, tableName } = state;
  const source = useMemo(
    () => dataSourceOf({ sourceKind, file, connection, tableName }),
    [sourceKind, file, connection, tableName],
  );

  useEffect(() => {
    if (mappings !== null || source === null || firstRow === null) return;
    let cancelled = false;
    fetchColumnMappings(source, firstRow, countryIso3166)
      .then((found) => {
        if (!cancelled)
          dispatch({ type: 'setMappings', mappings: found.map((m) => ({ ...m, customFieldLabel: null })) });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(errorMessageOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [mappings, source, firstRow, countryIso3166, dispatch, attempt]);

  const fields = useMemo(() => customFields.data ?? [], [customFields.data]);
  const options = useMemo(() => {
    const custom: SelectOption<string>[] = fields.map((field) => ({
      value: customValue(field.id),
      label: customFieldOptionLabel(field),
      group: CUSTOM_FIELDS_GROUP,
    }));
    // A field chosen earlier stays shown even if the list of fields has not come back (yet).
    for (const m of mappings ?? []) {
      if (
        m.fieldType === 'Custom' &&
        m.customFieldId !== null &&
        !fields.some((f) => f.id === m.customFieldId)
      )
        custom.push({
          value: customValue(m.customFieldId),
          label: `Custom: ${m.customFieldLabel ?? m.customFieldId}`,
          group: CUSTOM_FIELDS_GROUP,
        });
    }
    custom.push({ value: NEW_VALUE, label: NEW_CUSTOM_FIELD, group: CUSTOM_FIELDS_GROUP });
    return [...STANDARD_OPTIONS, ...custom];
  }, [fields, mappings]);

  const choose = (index: number, value: string) => {
    if (value === NEW_VALUE) {
      setCreatingFor(index);
      return;
    }
    if (value.startsWith('custom:')) {
      const id = Number(value.slice('custom:'.length));
      const mapped = mappings?.find((m) => m.customFieldId === id);
      const field: CustomField | undefined =
        fields.find((f) => f.id === id) ??
        (mapped ? { id, label: mapped.customFieldLabel ?? String(id), scope: 'Account' } : undefined);
      if (field) dispatch({ type: 'setFieldType', index, fieldType: 'Custom', customField: field });
      return;
    }
    dispatch({ type: 'setFieldType', index, fieldType: value as FieldType });
  };

  const created = (field: CustomField) => {
    const index = creatingFor;
    setCreatingFor(null);
    void customFields.mutate((current = []) => [...current.filter((f) => f.id !== field.id), field], {
      revalidate: true,
    });
    if (index !== null) dispatch({ type: 'setFieldType', index, fieldType: 'Custom', customField: field });
  };

  const errors = mappingErrors(state, keyField === 'Email' ? 'Email' : 'Cellphone');
  const shown = submitted ? errors : null;

  const next = async () => {
    setSubmitted(true);
    setCheckError(null);
    const keyColumn = keyColumnOf(state, keyField);
    if (!errors.valid || keyColumn === null || source === null || firstRow === null) return;
    setChecking(true);
    try {
      const duplicates = await fetchDuplicates(
        source,
        firstRow,
        keyColumn,
        countryIso3166,
        keyField === 'Email' ? 'Email' : 'Cellphone',
      );
      dispatch({ type: 'setDuplicates', duplicates });
      dispatch({ type: 'next' });
    } catch (error) {
      setCheckError(errorMessageOf(error));
    } finally {
      setChecking(false);
    }
  };

  if (mappings === null) {
    return (
      <ColumnsLoading
        error={loadError}
        onRetry={() => {
          setLoadError(null);
          setAttempt((n) => n + 1);
        }}
        onBack={() => dispatch({ type: 'back' })}
      />
    );
  }

  return (
    <>
      <ColumnMappingsTable
        mappings={mappings}
        fieldTypeWidth={300}
        select={(mapping) => {
          const problem = shown?.columns[mapping.index];
          return (
            <SelectBox<string>
              label={`Field type of ${mapping.name}`}
              value={selectValue(mapping)}
              options={options}
              emptyOption={NOT_IMPORTED}
              onChange={(value) => choose(mapping.index, value)}
              onClear={() => dispatch({ type: 'setFieldType', index: mapping.index, fieldType: null })}
              error={Boolean(problem)}
              helperText={problem}
              fullWidth
            />
          );
        }}
      />
      {customFields.error !== undefined && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void customFields.mutate()}>
              Try again
            </Button>
          }
        >
          {CUSTOM_FIELDS_FAILED}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={state.permissionToContact}
              onChange={(event) => dispatch({ type: 'setPermission', value: event.target.checked })}
            />
          }
          label={PERMISSION_LABEL}
        />
        {shown?.permission && <FormHelperText error>{shown.permission}</FormHelperText>}
      </Box>
      {shown && shown.general.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {shown.general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {checkError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {checkError}
        </Alert>
      )}
      <StepActions onBack={() => dispatch({ type: 'back' })} onNext={() => void next()} busy={checking} />
      {creatingFor !== null && (
        <CustomFieldDialog listId={listId} onClose={() => setCreatingFor(null)} onCreated={created} />
      )}
    </>
  );
}
