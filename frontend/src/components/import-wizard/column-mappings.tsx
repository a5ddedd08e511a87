import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { StepActions } from '@/components/ui/step-actions';

/** Map Columns while the server guesses the columns: a spinner, or its error with Try again; Next waits. */
export function ColumnsLoading({
  error,
  onRetry,
  onBack,
}: {
  error: string | null;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      ) : (
        <Spinner label="Reading the columns" showLabel />
      )}
      <StepActions onBack={onBack} onNext={() => undefined} nextDisabled />
    </>
  );
}

export type ColumnMappingRow = { index: number; name: string; value: string };

/** Map Columns' table: each column's name, its first value and a field-type choice (`select`). */
export function ColumnMappingsTable<M extends ColumnMappingRow>({
  mappings,
  fieldTypeWidth,
  select,
}: {
  mappings: readonly M[];
  /** The field-type column's width in pixels. */
  fieldTypeWidth: number;
  select: (mapping: M) => ReactNode;
}) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Column mappings">
        <TableHead>
          <TableRow sx={{ '& th': { bgcolor: '#fafbfe', fontWeight: 600 } }}>
            <TableCell>Column</TableCell>
            <TableCell>First value</TableCell>
            <TableCell sx={{ width: fieldTypeWidth }}>Field type</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mappings.map((mapping) => (
            <TableRow key={mapping.index}>
              <TableCell sx={{ fontWeight: 600 }}>{mapping.name}</TableCell>
              <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>{mapping.value}</TableCell>
              <TableCell>{select(mapping)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
