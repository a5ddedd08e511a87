export interface CdnOptions {
  service: string;
  stage: string;
  httpApiDomain: string;
  uploadsOrigin: string;
  domains: { app?: string; api?: string; short?: string; pages?: string };
  certificateArn?: string;
  cdnSecretName: string;
}
export interface Template {
  AWSTemplateFormatVersion: string;
  Description: string;
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; DependsOn?: string[] }>;
  Outputs: Record<string, unknown>;
}
export function cdnTemplate(options: CdnOptions): Template;
export function spaCsp(uploadsOrigin: string): string;
export const LOG_FIELDS: string[];
export const FUNCTIONS: Record<string, string>;
