import type { FieldErrorMap } from '@/lib/form-errors';

/** Spec 1 §4: each editor step (Provider, Messages, Replies) is Untouched, Valid or Invalid. */
export type StepStatus = 'Untouched' | 'Valid' | 'Invalid';

export type StepState<Draft> = {
  status: StepStatus;
  editing: boolean;
  /** The model being edited; only meaningful while editing. */
  draft: Draft | undefined;
  errors: FieldErrorMap;
};

export type StepAction<Draft> =
  | { type: 'edit'; draft: Draft; hasSaved: boolean }
  | { type: 'change'; draft: Draft; errors?: FieldErrorMap }
  | { type: 'invalid'; errors: FieldErrorMap }
  | { type: 'saved' }
  | { type: 'cancel'; hasSaved: boolean };

/** The status of a step that is not being edited: Untouched until its first save (null in the GET answer). */
export const restingStatus = (hasSaved: boolean): StepStatus => (hasSaved ? 'Valid' : 'Untouched');

export const initialStepState = <Draft>(hasSaved: boolean): StepState<Draft> => ({
  status: restingStatus(hasSaved),
  editing: false,
  draft: undefined,
  errors: {},
});

/**
 * Edit opens a copy of the saved model; Save that fails validation makes the step Invalid and keeps it
 * open; a successful save makes it Valid and closes it; Cancel drops the copy (restoring the saved
 * model) and returns to the saved status.
 */
export function stepReducer<Draft>(state: StepState<Draft>, action: StepAction<Draft>): StepState<Draft> {
  switch (action.type) {
    case 'edit':
      return { status: restingStatus(action.hasSaved), editing: true, draft: action.draft, errors: {} };
    case 'change':
      if (!state.editing) return state;
      return { ...state, draft: action.draft, errors: action.errors ?? state.errors };
    case 'invalid':
      if (!state.editing) return state;
      return { ...state, status: 'Invalid', errors: action.errors };
    case 'saved':
      return { status: 'Valid', editing: false, draft: undefined, errors: {} };
    case 'cancel':
      return initialStepState(action.hasSaved);
  }
}
