export interface AccessEntry {
  queues?: string[];
  buckets?: Record<string, string[]>;
  readBuckets?: Record<string, string[]>;
  email?: true | 'any';
  secrets?: string[];
  statements?: object[];
}
export interface Access {
  queues: string[];
  buckets: Record<string, string[]>;
  readBuckets: Record<string, string[]>;
  email: false | true | 'any';
  secrets: string[];
  statements: object[];
}
export interface FunctionLike {
  handler: string;
  events?: Record<string, unknown>[];
}
export const AREAS: Record<string, AccessEntry>;
export const FUNCTIONS: Record<string, AccessEntry>;
export const DEFAULT_SECRETS: string[];
export const HTTP_SECRETS: string[];
export function areaOf(handler: string): string;
export function accessOf(functionName: string, fn: FunctionLike): Access;
export function statementsOf(
  access: Access,
  context: { service: string; stage: string; emailFrom?: string },
): Record<string, unknown>[];
export function secretParametersOf(access: Access, context: { service: string; stage: string }): string;
