import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState, type Dispatch } from 'react';
import type { FieldType } from '@contracts/lists/files/field-types';
import { SelectBox } from '@/components/ui/select-box';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-error';
import { fetchColumnMappings, fetchDuplicates } from '../api/file-lists';
import { fieldTypeLabel, SELECTABLE_FIELD_TYPES } from '../utils/field-types';
import { keyColumnOf, mappingErrors, type WizardAction, type WizardState } from '../utils/wizard-state';
import { StepActions } from './step-actions';

export const PERMISSION_LABEL = 'I have permission to contact the people whose details I am importing.';
export const NOT_IMPORTED = 'Do not import';

const OPTIONS = SELECTABLE_FIELD_TYPES.map((type) => ({ value: type, label: fieldTypeLabel(type) }));

export type MappingStepProps = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The column every contact is keyed on (Cellphone for SMS lists). */
  keyField: FieldType;
};

/** Map Columns: a field type per column (guessed by the server), permission to contact, then duplicates. */
export function MappingStep({ state, dispatch, keyField }: MappingStepProps) {
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const fileId = state.file?.fileId ?? null;
  const { firstRow, countryIso3166, mappings } = state;

  useEffect(() => {
    if (mappings !== null || fileId === null || firstRow === null) return;
    let cancelled = false;
    fetchColumnMappings(fileId, firstRow, countryIso3166)
      .then((found) => {
        if (!cancelled) dispatch({ type: 'setMappings', mappings: found.map((m) => ({ ...m })) });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(errorMessageOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [mappings, fileId, firstRow, countryIso3166, dispatch, attempt]);

  const errors = mappingErrors(state);
  const shown = submitted ? errors : null;

  const next = async () => {
    setSubmitted(true);
    setCheckError(null);
    const keyColumn = keyColumnOf(state, keyField);
    if (!errors.valid || keyColumn === null || fileId === null || firstRow === null) return;
    setChecking(true);
    try {
      const duplicates = await fetchDuplicates(fileId, firstRow, keyColumn, countryIso3166);
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
      <>
        {loadError ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setLoadError(null);
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </Button>
            }
          >
            {loadError}
          </Alert>
        ) : (
          <Spinner label="Reading the columns" showLabel />
        )}
        <StepActions onBack={() => dispatch({ type: 'back' })} onNext={() => undefined} nextDisabled />
      </>
    );
  }

  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Column mappings">
          <TableHead>
            <TableRow sx={{ '& th': { bgcolor: '#fafbfe', fontWeight: 600 } }}>
              <TableCell>Column</TableCell>
              <TableCell>First value</TableCell>
              <TableCell sx={{ width: 260 }}>Field type</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mappings.map((mapping) => {
              const problem = shown?.columns[mapping.index];
              return (
                <TableRow key={mapping.index}>
                  <TableCell sx={{ fontWeight: 600 }}>{mapping.name}</TableCell>
                  <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                    {mapping.value}
                  </TableCell>
                  <TableCell>
                    <SelectBox<FieldType>
                      label={`Field type of ${mapping.name}`}
                      value={mapping.fieldType ?? ''}
                      options={OPTIONS}
                      emptyOption={NOT_IMPORTED}
                      onChange={(fieldType) =>
                        dispatch({ type: 'setFieldType', index: mapping.index, fieldType })
                      }
                      onClear={() =>
                        dispatch({ type: 'setFieldType', index: mapping.index, fieldType: null })
                      }
                      error={Boolean(problem)}
                      helperText={problem}
                      fullWidth
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
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
    </>
  );
}
