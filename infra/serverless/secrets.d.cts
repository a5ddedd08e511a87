export interface SecretDefinition {
  name: string;
  description: string;
  store?: 'ssm' | 'generated';
}
export const SECRETS: SecretDefinition[];
export function parameterPrefix(service: string, stage: string): string;
export function generatedSecretName(service: string, stage: string, name: string): string;
export function parameterName(
  service: string,
  stage: string,
  secret: { name: string; store?: string },
): string;
export function byName(name: string): SecretDefinition;
