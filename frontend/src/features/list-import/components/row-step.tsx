import { useMemo, type Dispatch } from 'react';
import { FirstRowStep } from '@/components/import-wizard/first-row-step';
import { countText } from '@/lib/format';
import { useTopRows } from '../api/data-source';
import { dataSourceOf, rowError, type WizardAction, type WizardState } from '../utils/wizard-state';

export type RowStepProps = { state: WizardState; dispatch: Dispatch<WizardAction> };

/** Select First Row: the header and the first 10 rows of the source; the user picks where the import starts. */
export function RowStep({ state, dispatch }: RowStepProps) {
  const { sourceKind, file, connection, tableName } = state;
  const source = useMemo(
    () => dataSourceOf({ sourceKind, file, connection, tableName }),
    [sourceKind, file, connection, tableName],
  );
  const topRows = useTopRows(source);

  return (
    <FirstRowStep
      topRows={topRows}
      what={source?.kind === 'MySql' ? 'table' : 'file'}
      caption={(data) => (
        <>
          {source?.kind === 'MySql' ? `Table ${source.tableName}` : source?.fileName}:{' '}
          {countText(data.totalRowsCount)} rows. Choose the first row to import; the rows above it are
          skipped.
        </>
      )}
      firstRow={state.firstRow}
      rowError={(data) => rowError(state, data)}
      onSelect={(row, totalRowsCount) => dispatch({ type: 'selectRow', row, totalRowsCount })}
      onBack={() => dispatch({ type: 'back' })}
      onNext={() => dispatch({ type: 'next' })}
      dimSkipped
    />
  );
}
