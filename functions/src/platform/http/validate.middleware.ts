import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';
import type { RouteMiddleware } from './route-context';

export interface RouteSchemas {
  path?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Part = keyof RouteSchemas;

/** Turns zod issues into per-field messages keyed by the field's dotted path (the part name for the whole part). */
export function fieldErrorsOf(part: Part, error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : part;
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The text of every 400 whose fields do not validate (the fields say what is wrong). */
export const INVALID_INPUT = 'Some of the information sent is not valid.';

/** Validates path, query and body against the route's schemas; 400 with every field's messages. */
export function validate(schemas: RouteSchemas): RouteMiddleware {
  return {
    before: (request) => {
      const { event, context } = request;
      const raw: Record<Part, unknown> = {
        path: event.pathParameters ?? {},
        query: event.queryStringParameters ?? {},
        body: context.state.rawBody,
      };
      let fields: FieldErrors = {};
      for (const part of ['path', 'query', 'body'] as const) {
        const schema = schemas[part];
        if (!schema) continue;
        const result = schema.safeParse(part === 'body' ? (raw.body ?? {}) : raw[part]);
        if (result.success) context.state.input[part] = result.data;
        else fields = { ...fields, ...fieldErrorsOf(part, result.error) };
      }
      if (Object.keys(fields).length) throw badRequest(INVALID_INPUT, fields);
    },
  };
}
