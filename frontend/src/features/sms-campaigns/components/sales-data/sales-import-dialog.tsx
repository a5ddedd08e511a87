import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId, useReducer, useState } from 'react';
import { MAX_SALES_ROWS } from '@contracts/sales-data/sales-data.schemas';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { countText } from '@/lib/format';
import { StepActions } from '@/components/ui/step-actions';
import { SALES_FILES_URL } from '../../api/sales-data';
import {
  initialSalesWizard,
  SALES_STEPS,
  salesFileError,
  salesWizardReducer,
} from '../../utils/sales-wizard';
import { SalesMappingStep } from './sales-mapping-step';
import { SalesResultStep } from './sales-result-step';
import { SalesRowStep } from './sales-row-step';

/** Spec 2 §9: the import dialog is 900 wide. */
export const SALES_DIALOG_WIDTH = 900;
const HINT = `CSV or Excel (.xlsx), or a zipped CSV/Excel file; at most 100 MB and ${countText(MAX_SALES_ROWS)} records.`;

export type SalesImportDialogProps = {
  campaignId: number;
  /** Closed: `imported` when the result step was reached (the page reloads the upload record). */
  onClose: (imported: boolean) => void;
};

/** Upload Sales Data: 1 Select a File, 2 Select First Row, 3 Map Columns, 4 Import Result. Mount while open. */
export function SalesImportDialog({ campaignId, onClose }: SalesImportDialogProps) {
  const titleId = useId();
  const [state, dispatch] = useReducer(salesWizardReducer, initialSalesWizard);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = state.result !== null;

  const next = () => {
    const problem = salesFileError(state);
    setError(problem);
    if (!problem) dispatch({ type: 'next' });
  };

  let body;
  switch (state.step) {
    case 0:
      body = (
        <>
          <FileDropzone
            file={state.file}
            filesUrl={SALES_FILES_URL}
            hint={HINT}
            onUploaded={(file) => {
              if (file) setError(null);
              dispatch({ type: 'setFile', file });
            }}
            onBusyChange={setBusy}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <StepActions
            onNext={next}
            nextDisabled={busy}
            extra={
              <Button color="inherit" onClick={() => onClose(false)}>
                Cancel
              </Button>
            }
          />
        </>
      );
      break;
    case 1:
      body = <SalesRowStep state={state} dispatch={dispatch} />;
      break;
    case 2:
      body = <SalesMappingStep state={state} dispatch={dispatch} campaignId={campaignId} />;
      break;
    default:
      body = <SalesResultStep result={state.result} onClose={() => onClose(true)} />;
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy && state.step < 3) onClose(done);
      }}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: SALES_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="sales-import-dialog"
    >
      <DialogTitle id={titleId}>Upload Sales Data</DialogTitle>
      <DialogContent>
        <Stepper activeStep={state.step} alternativeLabel sx={{ mb: 3 }} aria-label="Wizard steps">
          {SALES_STEPS.map((label, index) => (
            <Step key={label} completed={index < state.step}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h3" sx={{ mb: 2, fontSize: 18 }} data-testid="step-title">
          {state.step + 1}. {SALES_STEPS[state.step]}
        </Typography>
        <Box>{body}</Box>
      </DialogContent>
    </Dialog>
  );
}
