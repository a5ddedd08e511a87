import Alert from '@mui/material/Alert';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { TopRows } from '@contracts/lists/lists.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { StepActions } from '@/components/ui/step-actions';

export type FirstRowStepProps = {
  /** The source's top rows as loaded (an SWR answer). */
  topRows: { data?: TopRows; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** What is read: 'file' or 'table' (in the spinner and the table's name). */
  what: 'file' | 'table';
  /** The line above the table: the source's name and its row count. */
  caption: (data: TopRows) => ReactNode;
  /** The chosen first row, null before one is chosen. */
  firstRow: number | null;
  /** Why the step cannot go on (too many rows, no row chosen), or null. */
  rowError: (data: TopRows | undefined) => string | null;
  onSelect: (row: number, totalRowsCount: number) => void;
  onBack: () => void;
  onNext: () => void;
  /** Grey out the rows above the chosen one (they are skipped). */
  dimSkipped?: boolean;
};

/** Select First Row (an import wizard's step): the header and the first 10 rows; the user picks where the import starts. */
export function FirstRowStep({
  topRows,
  what,
  caption,
  firstRow,
  rowError,
  onSelect,
  onBack,
  onNext,
  dimSkipped = false,
}: FirstRowStepProps) {
  const [error, setError] = useState<string | null>(null);
  const data = topRows.data;
  const tooBig = data?.listTooBig ? rowError(data) : null;

  const next = () => {
    const problem = rowError(data);
    setError(problem);
    if (!problem) onNext();
  };

  const select = (row: number) => {
    setError(null);
    onSelect(row, data?.totalRowsCount ?? 0);
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
            {caption(data)}
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
                    selected={firstRow === index}
                    onClick={() => select(index)}
                    sx={{
                      cursor: 'pointer',
                      ...(dimSkipped && { opacity: firstRow !== null && index < firstRow ? 0.45 : 1 }),
                    }}
                  >
                    <TableCell padding="checkbox">
                      <Radio
                        size="small"
                        checked={firstRow === index}
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
      <StepActions onBack={onBack} onNext={next} nextDisabled={!data || data.listTooBig} />
    </>
  );
}
