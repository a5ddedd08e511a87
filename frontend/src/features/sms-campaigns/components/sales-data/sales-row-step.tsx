import type { Dispatch } from 'react';
import { FirstRowStep } from '@/components/import-wizard/first-row-step';
import { countText } from '@/lib/format';
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

  return (
    <FirstRowStep
      topRows={top}
      what="file"
      caption={(data) => (
        <>
          {state.file?.fileName}: {countText(data.totalRowsCount)} records. Choose the first row to import;
          the rows above it are skipped.
        </>
      )}
      firstRow={state.selectedRow}
      rowError={(data) => salesRowError(state, data)}
      onSelect={(row, totalRowsCount) => dispatch({ type: 'selectRow', row, totalRowsCount })}
      onBack={() => dispatch({ type: 'back' })}
      onNext={() => dispatch({ type: 'next' })}
    />
  );
}
