import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useReducer, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ImportIntoList, ListInfo } from '@contracts/lists/lists.schemas';
import type { FieldType } from '@contracts/lists/files/field-types';
import {
  CREATE_STEPS,
  IMPORT_STEPS,
  initialWizardState,
  SMS_LIST_SOURCES,
  STEP_TITLES,
  buildImportSource,
  wizardReducer,
  type EngagementChoice,
  type ListKind,
  type SourceKind,
} from '../utils/wizard-state';
import { InfoStep } from './info-step';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { RowStep } from './row-step';
import { SourceStep } from './source-step';

export type ListImportWizardProps = {
  /** create: 5 steps starting with Name Your List; import: the 4 steps into an existing list. */
  mode: 'create' | 'import';
  keyField: FieldType;
  /** allowInternationalisation: the country field is shown. */
  showCountry: boolean;
  defaultCountry: string;
  /** The existing list's name (import). */
  listName?: string;
  /**
   * The existing list's id (import): its own custom fields are offered in Map Columns. When not given,
   * the route's `listId` parameter is used.
   */
  listId?: number;
  /** The kind of list: decides the connection strings offered (SMS: types 1 and 3). */
  listKind?: ListKind;
  /** The data sources offered on the data source step (email lists add EngagedSubscribers). */
  sources?: readonly SourceKind[];
  finishLabel: string;
  /** Creates the list or imports into it, then leaves the wizard; a thrown error is shown on the preview. */
  onFinish: (info: ListInfo | null, source: ImportIntoList) => Promise<void>;
  /** New lists: the 'Create an empty list' path of the data source step. */
  onCreateEmpty?: (info: ListInfo) => Promise<void>;
  /**
   * EngagedSubscribers (email lists): creates the list from engagements, or imports them into the list, at
   * the end of the data source step; `info` is step 1's (null when importing).
   */
  onEngaged?: (info: ListInfo | null, engagement: EngagementChoice) => Promise<void>;
  header?: ReactNode;
};

/** The list wizard (spec 1 §2.5, §2.6, §4): forward step by step, Back from step 2 on. */
export function ListImportWizard({
  mode,
  keyField,
  showCountry,
  defaultCountry,
  listName,
  listId,
  listKind = 'Sms',
  sources = SMS_LIST_SOURCES,
  finishLabel,
  onFinish,
  onCreateEmpty,
  onEngaged,
  header,
}: ListImportWizardProps) {
  const routeListId = Number(useParams().listId);
  // List-specific custom fields belong to SMS lists: an email list offers the account's only.
  const existingListId =
    mode !== 'import' || listKind !== 'Sms'
      ? null
      : (listId ?? (Number.isSafeInteger(routeListId) && routeListId > 0 ? routeListId : null));
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState(mode === 'create' ? CREATE_STEPS : IMPORT_STEPS, defaultCountry),
  );
  const step = state.steps[state.current] ?? 'source';
  const info = state.info;

  let body: ReactNode;
  switch (step) {
    case 'info':
      body = (
        <InfoStep
          info={info}
          defaultCountry={state.countryIso3166}
          showCountry={showCountry}
          onSave={(saved) => {
            dispatch({ type: 'saveInfo', info: saved });
            dispatch({ type: 'next' });
          }}
        />
      );
      break;
    case 'source':
      body = (
        <SourceStep
          state={state}
          dispatch={dispatch}
          showCountry={mode === 'import' && showCountry}
          sources={sources}
          listKind={listKind}
          onCreateEmpty={onCreateEmpty && info ? () => onCreateEmpty(info) : undefined}
          onEngaged={onEngaged ? (engagement) => onEngaged(info, engagement) : undefined}
        />
      );
      break;
    case 'row':
      body = <RowStep state={state} dispatch={dispatch} />;
      break;
    case 'mapping':
      body = <MappingStep state={state} dispatch={dispatch} keyField={keyField} listId={existingListId} />;
      break;
    case 'preview':
      body = (
        <PreviewStep
          state={state}
          dispatch={dispatch}
          listName={info?.listName ?? listName ?? ''}
          finishLabel={finishLabel}
          onFinish={() => onFinish(info, buildImportSource(state))}
        />
      );
      break;
  }

  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper
          activeStep={state.current}
          alternativeLabel
          sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 13 } } }}
          aria-label="Wizard steps"
        >
          {state.steps.map((id, index) => (
            <Step key={id} completed={index < state.current}>
              <StepLabel>{STEP_TITLES[id]}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h2" sx={{ mb: 2, fontSize: 20 }} data-testid="step-title">
          {state.current + 1}. {STEP_TITLES[step]}
        </Typography>
        <Box>{body}</Box>
      </Paper>
    </>
  );
}
