// Secrets at run time. Locally (serverless-offline, tests) every secret is an environment variable from
// infra/env/*.env, as before. A deployed function instead gets SECRET_PARAMETERS, written at packaging time by
// infra/serverless/deploy-plugin.cjs from the one list in infra/serverless/secrets.cjs and the function's
// entry in infra/serverless/iam.cjs: "/parameter/path/NAME,..." (SSM Parameter Store SecureStrings, or a
// Secrets Manager secret through /aws/reference/secretsmanager/...). Before a handler runs, loadSecrets()
// reads them once per container (one GetParameters call per 10 names, decrypted) and secret(NAME) answers
// from that cache; nothing secret is ever in the template or the function's configuration.
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';

const loaded = new Map<string, string>();
let loading: Promise<void> | undefined;

/**
 * The function's secrets: parameter names separated by commas, each ending in the secret's name
 * ("/sms-platform/prod/DATABASE_URL,/aws/reference/secretsmanager/sms-platform-prod/CDN_ORIGIN_SECRET").
 */
export function parseSecretParameters(spec: string | undefined): { name: string; parameter: string }[] {
  return (spec ?? '')
    .split(',')
    .map((parameter) => parameter.trim())
    .filter(Boolean)
    .map((parameter) => {
      const name = parameter.split('/').pop() ?? '';
      if (!parameter.startsWith('/') || !/^[A-Z][A-Z0-9_]*$/.test(name))
        throw new Error(
          `SECRET_PARAMETERS: "${parameter}" is not a parameter name ending in a secret's NAME`,
        );
      return { name, parameter };
    });
}

/** Something that answers GetParameters (the SSM client; a fake in unit tests). */
export interface ParameterReader {
  send(command: GetParametersCommand): Promise<{
    Parameters?: { Name?: string; Value?: string }[];
    InvalidParameters?: string[];
  }>;
}

let reader: ParameterReader | undefined;

/** Unit tests only: read parameters through this instead of SSM, and forget what was loaded. */
export function resetSecretsForTests(fake?: ParameterReader): void {
  reader = fake;
  loaded.clear();
  loading = undefined;
}

/**
 * Reads the function's secrets (SECRET_PARAMETERS) once per container; a no-op where there are none (locally,
 * where they are environment variables). A failed read is not cached: the next invocation tries again.
 */
export function loadSecrets(): Promise<void> {
  const wanted = parseSecretParameters(process.env.SECRET_PARAMETERS);
  if (!wanted.length || wanted.every(({ name }) => loaded.has(name))) return Promise.resolve();
  loading ??= readAll(wanted).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readAll(wanted: { name: string; parameter: string }[]): Promise<void> {
  // Deployed stages only (no local endpoint there): SSM of the function's own region.
  reader ??= new SSMClient({});
  const byParameter = new Map(wanted.map((w) => [w.parameter, w.name]));
  // Secrets Manager references are asked for in calls of their own: LocalStack (the test stage's endpoint)
  // answers a call that mixes them with SecureStrings without decrypting the SecureStrings.
  const isReference = (p: string) => p.startsWith('/aws/reference/secretsmanager/');
  const all = [...byParameter.keys()];
  const batches: string[][] = [];
  for (const group of [all.filter((p) => !isReference(p)), all.filter(isReference)])
    for (let i = 0; i < group.length; i += 10) batches.push(group.slice(i, i + 10));
  for (const names of batches) {
    const answer = await reader.send(new GetParametersCommand({ Names: names, WithDecryption: true }));
    if (answer.InvalidParameters?.length)
      throw new Error(`Secrets missing from the parameter store: ${answer.InvalidParameters.join(', ')}`);
    for (const p of answer.Parameters ?? []) {
      const name = p.Name ? byParameter.get(p.Name) : undefined;
      if (name && p.Value !== undefined) loaded.set(name, p.Value);
    }
  }
  const missing = wanted.filter(({ name }) => !loaded.has(name)).map(({ parameter }) => parameter);
  if (missing.length) throw new Error(`Secrets missing from the parameter store: ${missing.join(', ')}`);
}

/**
 * A secret's value: what loadSecrets() read for this function, else the environment variable of that name
 * (local stages). Read it inside a handler (after loadSecrets), never at module load.
 */
export function secret(name: string): string | undefined {
  return loaded.get(name) ?? process.env[name];
}
