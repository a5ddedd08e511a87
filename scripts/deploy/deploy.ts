// The one deploy command: `npm run deploy -- --stage prod [--region af-south-1] [--dry-run] [--no-spa]`.
//
// A real deploy (AWS credentials of the target account, docs/operations/deploying.md):
//   1. checks every secret of secrets.cjs exists in SSM Parameter Store (/sms-platform/<stage>/<NAME>);
//   2. runs the database migrations (DATABASE_URL read from SSM for this process only);
//   3. deploys the functions' stacks (serverless deploy: functions, queues, buckets, roles, alarms, dashboard,
//      the generated CDN secret);
//   4. deploys the CDN stack in us-east-1 (infra/cdn/cdn.cjs) pointed at the HTTP API;
//   5. builds the SPA and uploads it: assets/* immutable for a year, index.html (last) no-cache;
//   6. invalidates /index.html on the app distribution.
// --dry-run does everything that needs no AWS account, offline, into .local/deploy/<stage>/: the packaged
// templates (package/), the CDN template (cdn/cdn-template.json), the SPA bundle and the upload plan
// (spa-upload-plan.json). The test command runs it with --no-spa (it builds the SPA itself) and checks the result.
import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { SignatureV4 } from '@smithy/signature-v4';
import { cdnTemplate } from '../../infra/cdn/cdn.cjs';
import { CDN_REGION } from '../../infra/serverless/monitoring.cjs';
import { BUCKETS, bucketName } from '../../infra/serverless/queues.cjs';
import { SECRETS, generatedSecretName, parameterName } from '../../infra/serverless/secrets.cjs';
import { missingDeploySettings } from './deploy-settings';
import { spaUploadPlan, type UploadItem } from './spa-upload';

const SERVICE = 'sms-platform';
const ROOT = resolve(__dirname, '..', '..');

const { values: args } = parseArgs({
  options: {
    stage: { type: 'string' },
    region: { type: 'string', default: process.env.AWS_REGION || 'af-south-1' },
    'dry-run': { type: 'boolean', default: false },
    'no-spa': { type: 'boolean', default: false },
  },
});

const log = (message: string) => console.log(`deploy: ${message}`);

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
}

/** The public host names (docs/operations/deploying.md, "Host names"); unset in a dry run without them: CloudFront's own names. */
function domains() {
  return {
    app: process.env.APP_DOMAIN || undefined,
    api: process.env.API_DOMAIN || undefined,
    short: process.env.SHORT_DOMAIN || undefined,
    pages: process.env.PAGES_DOMAIN || undefined,
  };
}

/** What the functions are told about their public addresses (not secret). */
function publicUrls(d: ReturnType<typeof domains>): NodeJS.ProcessEnv {
  const https = (host: string | undefined, path = '') => (host ? `https://${host}${path}` : undefined);
  const urls = {
    APP_BASE_URL: https(d.app),
    API_HOST: https(d.api ?? d.app, '/api'),
    SMS_SHORT_URL_HOST: https(d.short ?? d.api ?? d.app, '/s'),
    PAGES_BASE_URL: https(d.pages),
  };
  return Object.fromEntries(Object.entries(urls).filter(([, v]) => v)) as NodeJS.ProcessEnv;
}

/** The CDN template for a stage, given the HTTP API's domain. */
function buildCdnTemplate(stage: string, region: string, httpApiDomain: string) {
  const uploads = BUCKETS.find((b) => b.key === 'Uploads')!;
  return cdnTemplate({
    service: SERVICE,
    stage,
    httpApiDomain,
    uploadsOrigin: `https://${bucketName(`${SERVICE}-${stage}`, uploads)}.s3.${region}.amazonaws.com`,
    domains: domains(),
    certificateArn: process.env.CDN_CERTIFICATE_ARN || undefined,
    cdnSecretName: generatedSecretName(SERVICE, stage, 'CDN_ORIGIN_SECRET'),
  });
}

function packageFunctions(stage: string, region: string, out: string): void {
  rmSync(out, { recursive: true, force: true });
  log(`packaging the functions' stacks into ${relative(ROOT, out)}`);
  // serverless-esbuild zips each function from a copy in the temporary directory and leaves the copy there
  // (about 11 MB a function, 2.5 GB a packaging run), so it gets a directory of its own, removed afterwards.
  const scratch = join(ROOT, '.local', 'tmp', `package-${stage}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    run('node_modules/.bin/serverless', ['package', '--stage', stage, '--region', region, '--package', out], {
      ...process.env,
      ...publicUrls(domains()),
      PACKAGE_OFFLINE: 'true',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID || 'offline',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY || 'offline',
      ESBUILD_WORK_FOLDER: `.esbuild/deploy-${stage}`,
      TMPDIR: scratch,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function buildSpa(): string {
  log('building the SPA');
  run('npm', ['--prefix', 'frontend', 'run', '--silent', 'build']);
  return join(ROOT, 'frontend', 'dist');
}

async function dryRun(stage: string, region: string): Promise<void> {
  const out = join(ROOT, '.local', 'deploy', stage);
  mkdirSync(out, { recursive: true });
  const started = Date.now();
  packageFunctions(stage, region, join(out, 'package'));
  mkdirSync(join(out, 'cdn'), { recursive: true });
  const cdn = buildCdnTemplate(stage, region, `example.execute-api.${region}.amazonaws.com`);
  writeFileSync(join(out, 'cdn', 'cdn-template.json'), `${JSON.stringify(cdn, null, 2)}\n`);
  log(
    `CDN template: ${relative(ROOT, join(out, 'cdn', 'cdn-template.json'))} (${Object.keys(cdn.Resources).length} resources)`,
  );
  if (!args['no-spa']) {
    const plan = spaUploadPlan(buildSpa());
    writeFileSync(
      join(out, 'spa-upload-plan.json'),
      `${JSON.stringify(
        plan.map(({ file: _file, ...item }) => item),
        null,
        2,
      )}\n`,
    );
    log(`SPA: ${plan.length} files would be uploaded (spa-upload-plan.json), then /index.html invalidated`);
  }
  log(
    `dry run done in ${Math.round((Date.now() - started) / 1000)} s: would also check the secrets, migrate,`,
  );
  log('deploy both stacks, upload the SPA and invalidate /index.html (needs an AWS account)');
}

/** Every SSM-stored secret must exist before anything is deployed; DATABASE_URL is returned for migrations. */
async function checkSecrets(stage: string, region: string): Promise<string> {
  const ssm = new SSMClient({ region });
  const stored = SECRETS.filter((s) => s.store !== 'generated');
  const names = stored.map((s) => parameterName(SERVICE, stage, s));
  const values = new Map<string, string>();
  for (let i = 0; i < names.length; i += 10) {
    const answer = await ssm.send(
      new GetParametersCommand({ Names: names.slice(i, i + 10), WithDecryption: true }),
    );
    if (answer.InvalidParameters?.length)
      throw new Error(
        `Create these SecureString parameters first (docs/operations/secrets.md): ${answer.InvalidParameters.join(', ')}`,
      );
    for (const p of answer.Parameters ?? []) if (p.Name && p.Value) values.set(p.Name, p.Value);
  }
  const url = values.get(parameterName(SERVICE, stage, { name: 'DATABASE_URL' }));
  if (!url) throw new Error('DATABASE_URL is missing from SSM');
  return url;
}

async function stackOutputs(stackName: string, region: string): Promise<Record<string, string>> {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const cfn = new CloudFormationClient({ region });
  const answer = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
  return Object.fromEntries(
    (answer.Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']),
  );
}

/** Creates or updates the CDN stack and waits for it. */
async function deployCdnStack(stackName: string, template: object): Promise<void> {
  const cf = await import('@aws-sdk/client-cloudformation');
  const cfn = new cf.CloudFormationClient({ region: CDN_REGION });
  const body = JSON.stringify(template);
  const exists = await cfn
    .send(new cf.DescribeStacksCommand({ StackName: stackName }))
    .then((a) => a.Stacks?.[0]?.StackStatus !== 'REVIEW_IN_PROGRESS')
    .catch(() => false);
  const waiter = { client: cfn, maxWaitTime: 3600 };
  if (!exists) {
    log(`creating ${stackName} in ${CDN_REGION} (CloudFront takes a few minutes)`);
    await cfn.send(
      new cf.CreateStackCommand({ StackName: stackName, TemplateBody: body, OnFailure: 'ROLLBACK' }),
    );
    await cf.waitUntilStackCreateComplete(waiter, { StackName: stackName });
    return;
  }
  try {
    log(`updating ${stackName} in ${CDN_REGION}`);
    await cfn.send(new cf.UpdateStackCommand({ StackName: stackName, TemplateBody: body }));
  } catch (error) {
    if (/No updates are to be performed/.test((error as Error).message)) return log('CDN stack unchanged');
    throw error;
  }
  await cf.waitUntilStackUpdateComplete(waiter, { StackName: stackName });
}

async function uploadSpa(bucket: string, plan: UploadItem[]): Promise<void> {
  const s3 = new S3Client({ region: CDN_REGION });
  for (const item of plan)
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: item.key,
        Body: readFileSync(item.file),
        CacheControl: item.cacheControl,
        ContentType: item.contentType,
      }),
    );
  log(`uploaded ${plan.length} files to s3://${bucket}`);
}

type Bytes = string | ArrayBuffer | ArrayBufferView;
const toBuffer = (data: Bytes) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 / HMAC-SHA-256 for the request signer, from node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: Bytes) {
    this.hash = secret ? createHmac('sha256', toBuffer(secret)) : createHash('sha256');
  }
  update(data: Bytes) {
    this.hash.update(toBuffer(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** CloudFront's CreateInvalidation (REST, signed with the deploying credentials; no CloudFront SDK installed). */
async function invalidate(distributionId: string, paths: string[]): Promise<void> {
  const credentials = await new S3Client({ region: CDN_REGION }).config.credentials();
  const signer = new SignatureV4({ service: 'cloudfront', region: 'us-east-1', credentials, sha256: Sha256 });
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">` +
    `<Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${p}</Path>`).join('')}</Items></Paths>` +
    `<CallerReference>deploy-${Date.now()}</CallerReference></InvalidationBatch>`;
  const path = `/2020-05-31/distribution/${distributionId}/invalidation`;
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname: 'cloudfront.amazonaws.com',
    path,
    headers: { host: 'cloudfront.amazonaws.com', 'content-type': 'text/xml' },
    body,
  });
  const response = await fetch(`https://cloudfront.amazonaws.com${path}`, {
    method: 'POST',
    headers: signed.headers,
    body,
  });
  if (!response.ok)
    throw new Error(`CloudFront invalidation failed: ${response.status} ${await response.text()}`);
  log(`invalidated ${paths.join(', ')} on ${distributionId}`);
}

/**
 * SES's bounces and complaints reach the API through the stage's SNS topic (infra/serverless/ses-events.cjs)
 * and its HTTPS subscription, which the endpoint confirms itself. On a first deploy the subscription is
 * created before the CDN (and so the API's public address) exists, and SNS's one confirmation request is
 * lost: once the CDN is up, a subscription still pending asks SNS to send it again. Refuses when the topic
 * has no subscription to this stage's API (its events would never arrive).
 */
async function confirmSesEventsSubscription(topicArn: string | undefined, region: string): Promise<void> {
  if (!topicArn) throw new Error('The main stack has no SesBounceTopicArn output');
  const { SNSClient, ListSubscriptionsByTopicCommand, SubscribeCommand } =
    await import('@aws-sdk/client-sns');
  const endpoint = `${publicUrls(domains()).API_HOST}/email/ses-events`;
  const sns = new SNSClient({ region });
  const listed = await sns.send(new ListSubscriptionsByTopicCommand({ TopicArn: topicArn }));
  const ours = (listed.Subscriptions ?? []).find((x) => x.Protocol === 'https' && x.Endpoint === endpoint);
  if (!ours)
    throw new Error(
      `the SES events topic ${topicArn} has no HTTPS subscription to ${endpoint}: bounces and complaints would never arrive`,
    );
  if (ours.SubscriptionArn === 'PendingConfirmation') {
    await sns.send(new SubscribeCommand({ TopicArn: topicArn, Protocol: 'https', Endpoint: endpoint }));
    log(`SES events: asked SNS to send the subscription confirmation to ${endpoint} again`);
  } else log(`SES events: ${endpoint} is subscribed to ${topicArn}`);
}

async function deploy(stage: string, region: string): Promise<void> {
  log(`stage ${stage}, region ${region}; CDN in ${CDN_REGION}`);
  const databaseUrl = await checkSecrets(stage, region);
  log('migrating the database');
  run('npx', ['tsx', 'scripts/db/migrate.ts'], { ...process.env, DATABASE_URL: databaseUrl });
  log("deploying the functions' stacks");
  run('node_modules/.bin/serverless', ['deploy', '--stage', stage, '--region', region], {
    ...process.env,
    ...publicUrls(domains()),
    ESBUILD_WORK_FOLDER: `.esbuild/deploy-${stage}`,
  });
  const main = await stackOutputs(`${SERVICE}-${stage}`, region);
  const httpApiDomain = new URL(main.HttpApiUrl ?? '').host;
  if (!httpApiDomain) throw new Error('The main stack has no HttpApiUrl output');
  const cdnStack = `${SERVICE}-${stage}-cdn`;
  await deployCdnStack(cdnStack, buildCdnTemplate(stage, region, httpApiDomain));
  const cdn = await stackOutputs(cdnStack, CDN_REGION);
  if (!args['no-spa']) {
    await uploadSpa(cdn.SpaBucketName!, spaUploadPlan(buildSpa()));
    await invalidate(cdn.AppDistributionId!, ['/index.html', '/']);
  }
  await confirmSesEventsSubscription(main.SesBounceTopicArn, region);
  log(`done: app https://${domains().app ?? cdn.AppDistributionDomain}`);
}

async function main(): Promise<void> {
  const stage = args.stage;
  if (!stage || !/^[a-z][a-z0-9-]{0,19}$/.test(stage))
    throw new Error('Usage: npm run deploy -- --stage <name> [--region <region>] [--dry-run] [--no-spa]');
  const missing = missingDeploySettings(process.env);
  if (missing.length)
    throw new Error(
      `set these first (docs/operations/deploying.md, "Values a first deploy sets"):\n  ${missing.join('\n  ')}`,
    );
  if (args['dry-run']) await dryRun(stage, args.region!);
  else await deploy(stage, args.region!);
}

main().catch((error: unknown) => {
  console.error(`deploy: ${(error as Error).message}`);
  process.exit(1);
});
