import {
  DEFAULT_FORM_SUBMIT_ACTIONS,
  LEAD_SUBMISSION_VARIABLES,
  formFieldKey,
  type FormSubmitActions,
  type LeadPostParameter,
  type PageFormField,
} from '@contracts/pages/pages.schemas';
import { SYSTEM_FIELD_LABELS } from '@contracts/custom-fields/system-fields';

/** Spec §4: Untouched (0), Valid (1), Invalid (2). */
export const STEP_STATUS = { Untouched: 0, Valid: 1, Invalid: 2 } as const;
export type StepStatus = (typeof STEP_STATUS)[keyof typeof STEP_STATUS];

/** Saved settings count as untouched while both actions do nothing (the default of a new page). */
export const isUntouched = (a: FormSubmitActions) =>
  a.formSubmitPageAction.type === 0 && a.formSubmitLeadAction.type === 0;

export type LeadVariable = { key: string; label: string };

/** The variables a lead post can send: the form's fields, then the submission's facts. */
export function leadVariables(fields: PageFormField[], customLabels: Record<number, string>): LeadVariable[] {
  return [
    ...fields.map((f) => ({
      key: formFieldKey(f),
      label: f.systemFieldType
        ? SYSTEM_FIELD_LABELS[f.systemFieldType]
        : (customLabels[f.customFieldId!] ?? `Custom field ${f.customFieldId}`),
    })),
    ...LEAD_SUBMISSION_VARIABLES.map((v) => ({ key: v.key, label: v.label })),
  ];
}

/**
 * The editable copy of the settings: every variable gets a row (saved ones keep their name and send
 * flag; new ones are named after their key and not sent), followed by the custom parameters.
 */
export function toDraft(saved: FormSubmitActions, variables: LeadVariable[]): FormSubmitActions {
  const base = saved ?? DEFAULT_FORM_SUBMIT_ACTIONS;
  const params = base.formSubmitLeadAction.parameters;
  const variableRows: LeadPostParameter[] = variables.map(
    (v) =>
      params.find((p) => p.variableKey === v.key) ?? {
        variableKey: v.key,
        name: v.key,
        send: false,
        customValue: null,
      },
  );
  const custom = params.filter((p) => p.variableKey === null);
  return {
    formSubmitPageAction: { ...base.formSubmitPageAction },
    formSubmitLeadAction: { ...base.formSubmitLeadAction, parameters: [...variableRows, ...custom] },
  };
}
