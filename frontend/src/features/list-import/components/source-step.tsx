import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState, type Dispatch } from 'react';
import {
  SMS_LIST_SOURCES,
  sourceError,
  type EngagementChoice,
  type ListKind,
  type SourceKind,
  type WizardAction,
  type WizardState,
} from '../utils/wizard-state';
import { CountryField } from './country-field';
import { EngagedSource } from './engaged-source';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { MySqlSource } from './mysql-source';
import { StepActions } from '@/components/ui/step-actions';

/** The choices' labels (spec 1 §9's data source types). */
const SOURCE_LABELS: Record<SourceKind, string> = {
  File: 'File',
  MySql: 'MySql',
  EngagedSubscribers: 'Engaged Subscribers',
};

export type SourceStepProps = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The import wizard shows the country here (a new list takes it from step 1). */
  showCountry: boolean;
  /** New lists only: create the list without contacts. */
  onCreateEmpty?: () => Promise<void>;
  /** The data sources this kind of list offers (EngagedSubscribers only for email lists). */
  sources?: readonly SourceKind[];
  /** The list's kind: which connection strings are offered and what 'Use for' offers. */
  listKind?: ListKind;
  /**
   * EngagedSubscribers: creates the list (or imports into it) from the chosen engagement at the end of
   * this step (spec 1 §4); an error it throws is shown here.
   */
  onEngaged?: (engagement: EngagementChoice) => Promise<void>;
};

/** Specify Data Source: a file, or a table of a MySQL database. */
export function SourceStep({
  state,
  dispatch,
  showCountry,
  onCreateEmpty,
  sources = SMS_LIST_SOURCES,
  listKind = 'Sms',
  onEngaged,
}: SourceStepProps) {
  const [busy, setBusy] = useState(false);
  const [creatingEmpty, setCreatingEmpty] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const [submitting, setSubmitting] = useState(false);
  const next = async () => {
    const problem = sourceError(state);
    setError(problem);
    if (problem) return;
    if (state.sourceKind !== 'EngagedSubscribers' || !onEngaged) {
      dispatch({ type: 'next' });
      return;
    }
    setSubmitting(true);
    try {
      await onEngaged(state.engagement);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The list could not be created.');
    } finally {
      setSubmitting(false);
    }
  };

  const createEmpty = async () => {
    if (!onCreateEmpty) return;
    setCreatingEmpty(true);
    try {
      await onCreateEmpty();
    } finally {
      setCreatingEmpty(false);
    }
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {showCountry && (
          <Box sx={{ maxWidth: 420 }}>
            <CountryField
              value={state.countryIso3166}
              onChange={(countryIso3166) => dispatch({ type: 'setCountry', countryIso3166 })}
            />
          </Box>
        )}
        {sources.length > 1 && (
          <Box>
            <Typography variant="subtitle2" component="h3" id="source-kind-label" sx={{ mb: 0.5 }}>
              Import contacts from
            </Typography>
            <RadioGroup
              row
              aria-labelledby="source-kind-label"
              value={state.sourceKind}
              onChange={(event) => {
                setError(null);
                dispatch({ type: 'setSourceKind', kind: event.target.value as SourceKind });
              }}
            >
              {sources.map((kind) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={SOURCE_LABELS[kind]} />
              ))}
            </RadioGroup>
          </Box>
        )}
        {state.sourceKind === 'File' && (
          <FileDropzone
            file={state.file}
            onUploaded={(file) => {
              if (file) setError(null);
              dispatch({ type: 'setFile', file });
            }}
            onBusyChange={setBusy}
          />
        )}
        {state.sourceKind === 'MySql' && (
          <MySqlSource
            listKind={listKind}
            connection={state.connection}
            tableName={state.tableName}
            onConnectionChange={(connection) => {
              setError(null);
              dispatch({ type: 'setConnection', connection });
            }}
            onTableChange={(tableName) => {
              setError(null);
              dispatch({ type: 'setTable', tableName });
            }}
          />
        )}
        {state.sourceKind === 'EngagedSubscribers' && (
          <EngagedSource
            value={state.engagement}
            error={Boolean(error)}
            onChange={(engagement) => {
              setError(null);
              dispatch({ type: 'setEngagement', engagement });
            }}
          />
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
      <StepActions
        onBack={state.current > 0 ? () => dispatch({ type: 'back' }) : undefined}
        onNext={() => void next()}
        busy={creatingEmpty || submitting}
        nextDisabled={busy}
        extra={
          onCreateEmpty && (
            <Button variant="outlined" onClick={() => void createEmpty()} disabled={busy || creatingEmpty}>
              Create an empty list
            </Button>
          )
        }
      />
    </>
  );
}
