import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch, type ReactNode } from 'react';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { mappingLabel } from '../utils/field-types';
import { countText } from '@/lib/format';
import {
  buildImportSource,
  dataSourceOf,
  dataSourceText,
  type WizardAction,
  type WizardState,
} from '../utils/wizard-state';
import { StepActions } from '@/components/ui/step-actions';

export type PreviewStepProps = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The list the contacts go into (step 1's name, or the existing list's). */
  listName: string;
  finishLabel: string;
  onFinish: () => Promise<void>;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Preview Import: what will be imported, then create (or import). */
export function PreviewStep({ state, dispatch, listName, finishLabel, onFinish }: PreviewStepProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const source = buildImportSource(state);
  const mapped = (state.mappings ?? []).filter((m) => m.fieldType !== null);
  const dataSource = dataSourceOf(state);

  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      await onFinish();
    } catch (failure) {
      const fields =
        failure instanceof ApiError && failure.fields ? Object.values(failure.fields).flat() : [];
      setError([errorMessageOf(failure), ...fields.filter((m) => m !== errorMessageOf(failure))]);
      setBusy(false);
    }
  };

  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
          columnGap: 3,
          rowGap: 1.25,
          m: 0,
        }}
      >
        <Fact label="List name">{listName}</Fact>
        <Fact label="Source">{dataSource ? dataSourceText(dataSource) : state.sourceKind}</Fact>
        <Fact label="First row imported">Row {(state.firstRow ?? 0) + 1}</Fact>
        <Fact label="Rows to import">{countText(source.totalRows ?? 0)}</Fact>
        <Fact label="Duplicates">{countText(state.duplicates?.duplicates ?? 0)}</Fact>
        <Fact label="Invalid numbers">{countText(state.duplicates?.invalid ?? 0)}</Fact>
        <Fact label="Mapped columns">
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {mapped.map((m) => (
              <Chip key={m.index} size="small" variant="outlined" label={`${m.name} → ${mappingLabel(m)}`} />
            ))}
          </Box>
        </Fact>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
        Duplicates and invalid numbers are not imported. Unmapped columns are ignored.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <StepActions
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => void finish()}
        nextLabel={finishLabel}
        busy={busy}
      />
    </>
  );
}
