import Alert from '@mui/material/Alert';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch } from 'react';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { countText } from '@/lib/format';
import { StepActions } from '@/components/ui/step-actions';
import { useSalesTopRows } from '../../api/sales-data';
import { salesRowError, type SalesWizardAction, type SalesWizardState } from '../../utils/sales-wizard';

/** Select First Row: the header and the first 10 rows; the rows above the chosen one are skipped. */
export function SalesRowStep({
  state,
  dispatch,
}: {
  state: SalesWizardState;
  dispatch: Dispatch<SalesWizardAction>;
}) {
  const top = useSalesTopRows(state.file?.fileId ?? null);
  const [error, setError] = useState<string | null>(null);
  const data = top.data;
  const tooBig = data?.listTooBig ? salesRowError(state, data) : null;

  const select = (row: number) => {
    setError(null);
    dispatch({ type: 'selectRow', row, totalRowsCount: data?.totalRowsCount ?? 0 });
  };
  const next = () => {
    const problem = salesRowError(state, data);
    setError(problem);
    if (!problem) dispatch({ type: 'next' });
  };

  return (
    <>
      {top.isLoading && <Spinner label="Reading the file" showLabel />}
      {top.error !== undefined && <RetryAlert error={top.error} onRetry={() => void top.mutate()} />}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {state.file?.fileName}: {countText(data.totalRowsCount)} records. Choose the first row to import;
            the rows above it are skipped.
          </Typography>
          {tooBig && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {tooBig}
            </Alert>
          )}
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label="First rows of the file">
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
                    selected={state.selectedRow === index}
                    onClick={() => select(index)}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell padding="checkbox">
                      <Radio
                        size="small"
                        checked={state.selectedRow === index}
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
      <StepActions
        onBack={() => dispatch({ type: 'back' })}
        onNext={next}
        nextDisabled={!data || data.listTooBig}
      />
    </>
  );
}
