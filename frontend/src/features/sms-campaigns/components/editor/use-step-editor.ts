import { useReducer, useState } from 'react';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, type Validation } from '@/lib/form-errors';
import { initialStepState, restingStatus, stepReducer, type StepStatus } from '../../utils/step-state';

export type StepEditorOptions<Saved, Draft, Body> = {
  /** The saved model; null while the step is Untouched. */
  saved: Saved | null;
  /** The model to edit: a copy of the saved one, or a blank one. */
  toDraft: (saved: Saved | null) => Draft;
  /** Client-side validation with the shared schema. */
  validate: (draft: Draft) => Validation<Body>;
  /** Sends the step; the caller stores the saved model. */
  save: (body: Body) => Promise<void>;
  /** Tells the editor this step opened or closed (a step in edit mode disables the others). */
  onEditingChange: (editing: boolean) => void;
};

export type StepEditor<Draft> = {
  status: StepStatus;
  editing: boolean;
  draft: Draft | undefined;
  errors: Record<string, string>;
  saving: boolean;
  /** A failure that is not about a field (network, server). */
  failure: string | undefined;
  edit: () => void;
  change: (draft: Draft) => void;
  cancel: () => void;
  submit: () => Promise<void>;
};

/** One editor step's Untouched / Valid / Invalid state machine with its draft, save and cancel. */
export function useStepEditor<Saved, Draft, Body>(
  options: StepEditorOptions<Saved, Draft, Body>,
): StepEditor<Draft> {
  const { saved, toDraft, validate, save, onEditingChange } = options;
  const hasSaved = saved !== null;
  const [state, dispatch] = useReducer(stepReducer<Draft>, hasSaved, initialStepState<Draft>);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const edit = () => {
    setFailure(undefined);
    dispatch({ type: 'edit', draft: toDraft(saved), hasSaved });
    onEditingChange(true);
  };

  const change = (draft: Draft) => {
    // After a failed save the messages follow the user's corrections.
    if (state.status === 'Invalid') {
      const result = validate(draft);
      dispatch({ type: 'change', draft, errors: result.ok ? {} : result.errors });
    } else dispatch({ type: 'change', draft });
  };

  const cancel = () => {
    setFailure(undefined);
    dispatch({ type: 'cancel', hasSaved });
    onEditingChange(false);
  };

  const submit = async () => {
    if (!state.editing || state.draft === undefined || saving) return;
    setFailure(undefined);
    const result = validate(state.draft);
    if (!result.ok) {
      dispatch({ type: 'invalid', errors: result.errors });
      return;
    }
    setSaving(true);
    try {
      await save(result.value);
      dispatch({ type: 'saved' });
      onEditingChange(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) dispatch({ type: 'invalid', errors: fields });
      else setFailure(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    status: state.editing ? state.status : restingStatus(hasSaved),
    editing: state.editing,
    draft: state.draft,
    errors: state.errors,
    saving,
    failure,
    edit,
    change,
    cancel,
    submit,
  };
}
