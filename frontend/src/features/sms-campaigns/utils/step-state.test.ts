import { describe, expect, it } from 'vitest';
import { initialStepState, stepReducer, type StepState } from './step-state';

type Draft = { text: string };

describe('step state machine', () => {
  it('starts Untouched when never saved, Valid otherwise', () => {
    expect(initialStepState(false)).toMatchObject({ status: 'Untouched', editing: false });
    expect(initialStepState(true)).toMatchObject({ status: 'Valid', editing: false });
  });

  it('goes Untouched → editing → Invalid → Valid', () => {
    let state: StepState<Draft> = initialStepState(false);
    state = stepReducer(state, { type: 'edit', draft: { text: '' }, hasSaved: false });
    expect(state).toMatchObject({ status: 'Untouched', editing: true, draft: { text: '' } });
    state = stepReducer(state, { type: 'invalid', errors: { text: 'Please enter a message' } });
    expect(state).toMatchObject({
      status: 'Invalid',
      editing: true,
      errors: { text: 'Please enter a message' },
    });
    state = stepReducer(state, { type: 'change', draft: { text: 'Hi' }, errors: {} });
    expect(state).toMatchObject({ status: 'Invalid', draft: { text: 'Hi' }, errors: {} });
    state = stepReducer(state, { type: 'saved' });
    expect(state).toEqual({ status: 'Valid', editing: false, draft: undefined, errors: {} });
  });

  it('cancel restores the saved status and drops the draft', () => {
    let state: StepState<Draft> = stepReducer(initialStepState<Draft>(true), {
      type: 'edit',
      draft: { text: 'x' },
      hasSaved: true,
    });
    state = stepReducer(state, { type: 'invalid', errors: { text: 'bad' } });
    expect(stepReducer(state, { type: 'cancel', hasSaved: true })).toEqual(initialStepState(true));
    expect(stepReducer(state, { type: 'cancel', hasSaved: false })).toMatchObject({ status: 'Untouched' });
  });

  it('ignores changes and failures when not editing', () => {
    const resting = initialStepState<Draft>(true);
    expect(stepReducer(resting, { type: 'change', draft: { text: 'x' } })).toBe(resting);
    expect(stepReducer(resting, { type: 'invalid', errors: {} })).toBe(resting);
  });
});
