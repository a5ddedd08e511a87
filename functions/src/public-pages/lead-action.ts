// The PostLead lead action as one outbound call: the configured parameters (form values by variable, or
// custom values) sent to the partner's URL by GET (in the query) or POST (JSON or form-encoded).
import { HTTP_VERB, LEAD_ACTION, LEAD_CONTENT_TYPE, type FormSubmitActions } from '../pages/pages.schemas';

export interface LeadCallRequest {
  url: string;
  method: 'GET' | 'POST';
  contentType: string;
  body: string;
}

/** The call to make, or null when the lead action is DoNothing or has no URL. */
export function leadCallFor(
  action: FormSubmitActions['formSubmitLeadAction'],
  variables: Record<string, string>,
): LeadCallRequest | null {
  if (action.type !== LEAD_ACTION.PostLead || !action.postUrl) return null;
  const params: [string, string][] = action.parameters
    .filter((p) => p.send && p.name.trim())
    .map((p) => [
      p.name.trim(),
      p.variableKey === null ? (p.customValue ?? '') : (variables[p.variableKey] ?? ''),
    ]);
  if (action.httpVerb === HTTP_VERB.Get) {
    const url = new URL(action.postUrl.trim());
    for (const [name, value] of params) url.searchParams.append(name, value);
    return { url: url.toString(), method: 'GET', contentType: '', body: '' };
  }
  if (action.contentType === LEAD_CONTENT_TYPE.Form) {
    return {
      url: action.postUrl.trim(),
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(params).toString(),
    };
  }
  return {
    url: action.postUrl.trim(),
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify(Object.fromEntries(params)),
  };
}

/** A Redirect URL with its #VARIABLE#s replaced by the submitted values, URL-encoded. */
export function redirectUrlWith(template: string, byVariable: Record<string, string>): string {
  return template.replace(/#([A-Z0-9]+)#/g, (whole, name: string) =>
    name in byVariable ? encodeURIComponent(byVariable[name]!) : whole,
  );
}
