import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type Dispatch } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useTopRows } from '../api/data-source';
import { countText } from '@/lib/format';
import { dataSourceOf, rowError, type WizardAction, type WizardState } from '../utils/wizard-state';
import { StepActions } from '@/components/ui/step-actions';

export type RowStepProps = { state: WizardState; dispatch: Dispatch<WizardAction> };

/** Select First Row: the header and the first 10 rows of the source; the user picks where the import starts. */
export function RowStep({ state, dispatch }: RowStepProps) {
  const { sourceKind, file, connection, tableName } = state;
  const source = useMemo(
    () => dataSourceOf({ sourceKind, file, connection, tableName }),
    [sourceKind, file, connection, tableName],
  );
  const topRows = useTopRows(source);
  const what = source?.kind === 'MySql' ? 'table' : 'file';
  const [error, setError] = useState<string | null>(null);
  const data = topRows.data;
  const tooBig = data?.listTooBig ? rowError(state, data) : null;

  const next = () => {
    const problem = rowError(state, data);
    setError(problem);
    if (!problem) dispatch({ type: 'next' });
  };

  const select = (row: number) => {
    setError(null);
    dispatch({ type: 'selectRow', row, totalRowsCount: data?.totalRowsCount ?? 0 });
  };

  return (
    <>
      {topRows.isLoading && <Spinner label={`Reading the ${what}`} showLabel />}
      {topRows.error !== undefined && (
        <RetryAlert error={topRows.error} onRetry={() => void topRows.mutate()} />
      )}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {source?.kind === 'MySql' ? `Table ${source.tableName}` : source?.fileName}:{' '}
            {countText(data.totalRowsCount)} rows. Choose the first row to import; the rows above it are
            skipped.
          </Typography>
          {tooBig && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {tooBig}
            </Alert>
          )}
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={`First rows of the ${what}`}>
              <TableHead>
                <TableRow sx={{ '& th': { bgcolor: '#fafbfe', fontWeight: 600, whiteSpace: 'nowrap' } }}>
                  <TableCell padding="checkbox">First row</TableCell>
                  {data.header.values.map((value, index) => (
                    <TableCell key={index}>{value}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row, index) => (
                  <TableRow
                    key={index}
                    hover
                    selected={state.firstRow === index}
                    onClick={() => select(index)}
                    sx={{
                      cursor: 'pointer',
                      opacity: state.firstRow !== null && index < state.firstRow ? 0.45 : 1,
                    }}
                  >
                    <TableCell padding="checkbox">
                      <Radio
                        size="small"
                        checked={state.firstRow === index}
                        onChange={() => select(index)}
                        slotProps={{ input: { 'aria-label': `Row ${index + 1}` } }}
                      />
                    </TableCell>
                    {data.header.values.map((_header, column) => (
                      <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                        {row.values[column] ?? ''}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {error && !tooBig && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box>
        <StepActions
          onBack={() => dispatch({ type: 'back' })}
          onNext={next}
          nextDisabled={!data || data.listTooBig}
        />
      </Box>
    </>
  );
}
