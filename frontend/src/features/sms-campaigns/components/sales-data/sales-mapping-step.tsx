import Alert from '@mui/material/Alert';
import { useEffect, useState, type Dispatch } from 'react';
import {
  SALES_FIELD_LABELS,
  SALES_FIELD_TYPES,
  type SalesFieldType,
} from '@contracts/sales-data/sales-data.schemas';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import { ColumnMappingsTable, ColumnsLoading } from '@/components/import-wizard/column-mappings';
import { errorMessageOf } from '@/lib/api-error';
import { StepActions } from '@/components/ui/step-actions';
const NOT_IMPORTED = 'Do not import';
import { fetchSalesColumnMappings, importSalesFile } from '../../api/sales-data';
import { salesMappingErrors, type SalesWizardAction, type SalesWizardState } from '../../utils/sales-wizard';

const OPTIONS: SelectOption<SalesFieldType>[] = SALES_FIELD_TYPES.map((type) => ({
  value: type,
  label: SALES_FIELD_LABELS[type],
}));

/** Map Columns: a sales field per column (guessed by the server); Import sends the mapped columns. */
export function SalesMappingStep({
  state,
  dispatch,
  campaignId,
}: {
  state: SalesWizardState;
  dispatch: Dispatch<SalesWizardAction>;
  campaignId: number;
}) {
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const { file, selectedRow, mappings } = state;

  useEffect(() => {
    if (mappings !== null || file === null || selectedRow === null) return;
    let cancelled = false;
    fetchSalesColumnMappings(file.fileId, selectedRow)
      .then((found) => {
        if (!cancelled) dispatch({ type: 'setMappings', mappings: found });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(errorMessageOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [mappings, file, selectedRow, dispatch, attempt]);

  const runImport = async () => {
    const found = salesMappingErrors(state);
    setProblems(found);
    if (found.length || !file || selectedRow === null || !mappings) return;
    setImporting(true);
    try {
      const result = await importSalesFile(file.fileId, selectedRow, {
        smsCampaignId: campaignId,
        fileName: file.fileName,
        columnMappings: mappings.filter((m) => m.fieldType !== null),
      });
      dispatch({ type: 'imported', result });
    } catch (error) {
      setProblems([errorMessageOf(error)]);
    } finally {
      setImporting(false);
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
        fieldTypeWidth={280}
        select={(mapping) => (
          <SelectBox<SalesFieldType>
            label={`Field type of ${mapping.name || `column ${mapping.index + 1}`}`}
            value={mapping.fieldType ?? ''}
            options={OPTIONS}
            emptyOption={NOT_IMPORTED}
            onChange={(fieldType) => {
              setProblems([]);
              dispatch({ type: 'setFieldType', index: mapping.index, fieldType });
            }}
            onClear={() => {
              setProblems([]);
              dispatch({ type: 'setFieldType', index: mapping.index, fieldType: null });
            }}
            size="small"
            fullWidth
          />
        )}
      />
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problems.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <StepActions
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => void runImport()}
        nextLabel="Import"
        busy={importing}
      />
    </>
  );
}
