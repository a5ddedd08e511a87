// What a deployed stage adds to every function, when the service is packaged or deployed, and under
// serverless-offline when the stage's env file says DEPLOYED_SHAPE=true (the test stage: its functions then run
// with exactly the environment a deployed function gets, secrets read from the local AWS endpoint's SSM and
// Secrets Manager, written there by scripts/local/create-aws-resources.ts; the fast local stage keeps its
// secrets in the environment):
//   - no secret (secrets.cjs) stays in any environment; each function instead gets SECRET_PARAMETERS, the
//     parameters of the secrets it may read, loaded at run time (functions/src/platform/secrets/);
//   - ORIGIN_VERIFY_REQUIRED=true: the API answers only requests that came through the CDN;
//   - METRICS_NAMESPACE: the send metrics the alarms read (functions/src/platform/metrics.ts);
//   - SES_CONFIGURATION_SET and SES_EVENTS_TOPIC_ARNS: the configuration set and SNS topic the deployment creates
//     (ses-events.cjs); the SES events endpoint reads no other topic's events. Under serverless-offline the
//     stage's env file names the SES stand-in's topic, and a deployed-shaped stage without one refuses to start;
//   - its own IAM role from iam.cjs (serverless-iam-roles-per-function turns iamRoleStatements into the role).
'use strict';

const { createHash } = require('node:crypto');
const { SECRETS } = require('./secrets.cjs');
const { accessOf, statementsOf, secretParametersOf } = require('./iam.cjs');
const { sesConfigurationSetName, sesEventsTopicArn } = require('./ses-events.cjs');

/** IAM role names are account-wide and at most 64 characters: the stage, the region and the function. */
function roleName(prefix, region, functionName) {
  const name = `${prefix}-${region}-${functionName}`;
  if (name.length <= 64) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 55)}-${hash}`;
}

/** The environment of a deployed stage (and of a deployed-shaped offline one); with `roles`, each function's role. */
function applyDeployedStage(serverless, { roles = true } = {}) {
  const service = serverless.service;
  const provider = service.provider;
  const serviceName = service.service;
  const stage = provider.stage;
  const region = provider.region;
  const prefix = `${serviceName}-${stage}`;
  const emailFrom = (provider.environment ?? {}).EMAIL_FROM;
  const secretNames = new Set(SECRETS.map((s) => s.name));
  provider.environment = Object.fromEntries(
    Object.entries(provider.environment ?? {}).filter(([name]) => !secretNames.has(name)),
  );
  provider.environment.ORIGIN_VERIFY_REQUIRED = 'true';
  // Embedded Metric Format lines (functions/src/platform/metrics.ts) under <prefix>/<group>.
  provider.environment.METRICS_NAMESPACE = prefix;
  if (roles) {
    provider.environment.SES_CONFIGURATION_SET = sesConfigurationSetName(prefix);
    provider.environment.SES_EVENTS_TOPIC_ARNS = sesEventsTopicArn(prefix);
  }
  const topics = provider.environment.SES_EVENTS_TOPIC_ARNS;
  if (!topics || (typeof topics === 'string' && !topics.trim()))
    throw new Error(
      `SES_EVENTS_TOPIC_ARNS is empty: a deployed stage reads SES bounce and complaint events only from its own ` +
        `SNS topic (infra/serverless/ses-events.cjs). Set it to the topic's ARN (locally: the SES stand-in's).`,
    );
  for (const [name, fn] of Object.entries(service.functions ?? {})) {
    const access = accessOf(name, fn);
    const own = Object.fromEntries(Object.entries(fn.environment ?? {}).filter(([k]) => !secretNames.has(k)));
    fn.environment = {
      ...own,
      SECRET_PARAMETERS: secretParametersOf(access, { service: serviceName, stage }),
    };
    if (!roles) continue;
    fn.iamRoleStatements = statementsOf(access, { service: serviceName, stage, emailFrom });
    fn.iamRoleStatementsName = roleName(prefix, region, name);
  }
}

class DeployPlugin {
  constructor(serverless) {
    this.hooks = {
      'before:package:initialize': () => applyDeployedStage(serverless),
      // serverless-offline has no IAM: the environment only.
      'before:offline:start:init': () => {
        if (process.env.DEPLOYED_SHAPE === 'true') applyDeployedStage(serverless, { roles: false });
      },
    };
  }
}

module.exports = DeployPlugin;
module.exports.roleName = roleName;
module.exports.applyDeployedStage = applyDeployedStage;
