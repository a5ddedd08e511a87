// Least privilege, in one place: what each function may touch. Every function gets its own IAM role
// (serverless-iam-roles-per-function), built by deploy-plugin.cjs from the entry of the function's AREA (the
// folder under functions/src/ its handler lives in) merged with its entry in FUNCTIONS, if any.
//
// Every role may always: write its own logs; receive and delete from the queues that trigger it (added by
// serverless-iam-roles-per-function from its sqs events); read DATABASE_URL; and, for an HTTP route,
// CDN_ORIGIN_SECRET. That is the default of a function whose area has no entry. Anything more is declared:
//   queues:     keys from queues.cjs it sends to (SendMessage, GetQueueUrl, GetQueueAttributes, visibility)
//   buckets:    { BucketKey: ['prefix/', …] } objects it reads and writes (and lists) under those prefixes
//   readBuckets:{ BucketKey: ['prefix/', …] } objects it only reads
//   email:      true: SES SendEmail from EMAIL_FROM's domain; 'any': from any identity of the account
//               (customers' own verified sending domains)
//   secrets:    names from secrets.cjs it reads besides the defaults
//   statements: further IAM statements (never Resource '*'; the packaging test refuses it)
// scripts/deploy/iam-reach.test.ts reads each function's bundle and fails when its code reaches a queue, bucket,
// SES or secret its entry does not grant: a new call is one line here, not an AccessDenied in production.
'use strict';

const { QUEUES, BUCKETS, resourcePrefix, queueName, bucketName } = require('./queues.cjs');
const { byName, parameterName, generatedSecretName } = require('./secrets.cjs');
const { sesConfigurationSetName } = require('./ses-events.cjs');

const JOB_QUEUES = QUEUES.filter((q) => q.jobs).map((q) => q.key);

/** @type {Record<string, { queues?: string[], buckets?: Record<string, string[]>, readBuckets?: Record<string, string[]>, email?: true | 'any', secrets?: string[], statements?: object[] }>} */
const AREAS = {
  // Deleting a campaign deletes its landing page's assets (pages.service).
  campaigns: { buckets: { Uploads: ['pages/', 'page-imports/'] } },
  'delivery-reports': { queues: ['WebhookDeliveries'], secrets: ['SECRET_BOX_KEY'] },
  'disposition-reports': {
    queues: ['DispositionReports', 'Emails'],
    buckets: { Reports: ['reports/'] },
    email: true,
    secrets: ['SECRET_BOX_KEY'],
  },
  // Uploaded DMA files are list uploads (lists/); its exports are downloads.
  dma: { queues: ['DmaImports'], buckets: { Uploads: ['lists/'], Reports: ['downloads/'] } },
  emails: { queues: ['Emails'], email: true },
  // Replies' callbacks, and an opt-out's confirmation SMS (optout-confirmations/).
  inbound: { queues: ['WebhookDeliveries', 'OutboundMessages'], secrets: ['SECRET_BOX_KEY'] },
  // The sweeper re-queues every job kind's messages, accepted SMS and due callbacks; the dead-letter consumer
  // looks queues up by name.
  jobs: { queues: [...JOB_QUEUES, 'OutboundMessages', 'WebhookDeliveries'] },
  'list-exports': { buckets: { Reports: ['downloads/'] } },
  // A campaign's dispatch log (proof of dispatch, CPA regulation 4): routes queue its build, the worker
  // streams it to the Reports bucket and the download route presigns it.
  'dispatch-logs': { queues: ['DispatchLogs'], buckets: { Reports: ['downloads/'] } },
  lists: {
    queues: ['ListImports', 'Emails'],
    buckets: { Uploads: ['lists/', 'rejected/'] },
    email: true,
    secrets: ['SECRET_BOX_KEY'],
  },
  overviews: { queues: ['ReportBuilds'] },
  // Invoices: Xero's client secret; the access token is sealed at rest with the secret-box key.
  accounting: { secrets: ['SECRET_BOX_KEY', 'XERO_CLIENT_SECRET'] },
  'ai-writer': { secrets: ['AI_MODEL_API_KEY'] },
  // E-mail campaigns: sends from customers' own verified domains (SES identities it creates and reads); links
  // are signed with a key derived from the secret-box key.
  'email-sending': {
    queues: ['EmailSends'],
    email: 'any',
    secrets: ['SECRET_BOX_KEY'],
    statements: [
      {
        Effect: 'Allow',
        Action: ['ses:CreateEmailIdentity', 'ses:GetEmailIdentity', 'ses:DeleteEmailIdentity'],
        Resource: { 'Fn::Sub': 'arn:${AWS::Partition}:ses:${AWS::Region}:${AWS::AccountId}:identity/*' },
      },
    ],
  },
  'email-lists': { queues: ['ListImports'] },
  'sign-up': { email: true, secrets: ['CAPTCHA_SECRET_KEY'] },
  // Export Unarchived Users streams active-users.csv to the Reports bucket.
  users: { buckets: { Reports: ['downloads/'] } },
  pages: { buckets: { Uploads: ['pages/', 'page-imports/'] } },
  // A form submission checks an e-mail click's signed token (a conversion).
  'public-pages': {
    queues: ['WebhookDeliveries'],
    readBuckets: { Uploads: ['pages/'] },
    secrets: ['SECRET_BOX_KEY'],
  },
  conversations: { queues: ['OutboundMessages'] },
  replies: { queues: ['WebhookDeliveries', 'OutboundMessages'], buckets: { Reports: ['downloads/'] } },
  'report-builds': {
    queues: ['ReportBuilds', 'DispositionReports'],
    buckets: { Reports: ['reports/', 'downloads/'] },
    secrets: ['SECRET_BOX_KEY'],
  },
  'sales-data': { buckets: { Uploads: ['sales/'] } },
  segments: { queues: ['SegmentBuilds', 'OutboundMessages'] },
  // Settings › SMS Providers: credentials and webhook secrets are sealed and opened with the secret-box key.
  providers: { secrets: ['SECRET_BOX_KEY'] },
  // Providers' credentials are sealed with the secret-box key.
  sending: { queues: ['OutboundMessages'], secrets: ['SECRET_BOX_KEY'] },
  webhooks: { queues: ['WebhookDeliveries'], secrets: ['SECRET_BOX_KEY'] },
  'wrapper-logs': { secrets: ['SECRET_BOX_KEY'] },
};

/** Per function name, merged over its area's entry (e.g. one route of an area that needs more). */
const FUNCTIONS = {};

/** Secrets every function reads. */
const DEFAULT_SECRETS = ['DATABASE_URL'];
/** Secrets every HTTP route reads (platform/http/deployed-edge.middleware.ts). */
const HTTP_SECRETS = ['CDN_ORIGIN_SECRET'];

const areaOf = (handler) => {
  const match = /^functions\/src\/([^/]+)\//.exec(handler ?? '');
  return match ? match[1] : '';
};

const mergeMaps = (a = {}, b = {}) => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = [...new Set([...(out[k] ?? []), ...v])];
  return out;
};

/** The function's merged entry (area, then function), with the defaults. */
function accessOf(functionName, fn) {
  const area = AREAS[areaOf(fn.handler)] ?? {};
  const own = FUNCTIONS[functionName] ?? {};
  const isHttp = (fn.events ?? []).some((e) => e && (e.httpApi || e.http));
  return {
    queues: [...new Set([...(area.queues ?? []), ...(own.queues ?? [])])],
    buckets: mergeMaps(area.buckets, own.buckets),
    readBuckets: mergeMaps(area.readBuckets, own.readBuckets),
    email: own.email ?? area.email ?? false,
    secrets: [
      ...new Set([
        ...DEFAULT_SECRETS,
        ...(isHttp ? HTTP_SECRETS : []),
        ...(area.secrets ?? []),
        ...(own.secrets ?? []),
      ]),
    ],
    statements: [...(area.statements ?? []), ...(own.statements ?? [])],
  };
}

const sub = (text) => ({ 'Fn::Sub': text });

/** The IAM statements of a function's role (besides logs and its own event sources). */
function statementsOf(access, { service, stage, emailFrom }) {
  const prefix = resourcePrefix(service, stage);
  const statements = [];
  if (access.queues.length) {
    statements.push({
      Effect: 'Allow',
      Action: ['sqs:SendMessage', 'sqs:GetQueueUrl', 'sqs:GetQueueAttributes', 'sqs:ChangeMessageVisibility'],
      Resource: access.queues.map((key) => {
        const q = QUEUES.find((x) => x.key === key);
        if (!q) throw new Error(`iam.cjs: unknown queue ${key}`);
        return sub(`arn:\${AWS::Partition}:sqs:\${AWS::Region}:\${AWS::AccountId}:${queueName(prefix, q)}`);
      }),
    });
  }
  const bucketStatements = (map, objectActions) => {
    for (const [key, prefixes] of Object.entries(map)) {
      const b = BUCKETS.find((x) => x.key === key);
      if (!b) throw new Error(`iam.cjs: unknown bucket ${key}`);
      const name = bucketName(prefix, b);
      statements.push({
        Effect: 'Allow',
        Action: objectActions,
        Resource: prefixes.map((p) => sub(`arn:\${AWS::Partition}:s3:::${name}/${p}*`)),
      });
      // Listing (only under the prefixes): a missing object answers 404, not 403, and versions can be found.
      statements.push({
        Effect: 'Allow',
        Action: ['s3:ListBucket', 's3:ListBucketVersions'],
        Resource: sub(`arn:\${AWS::Partition}:s3:::${name}`),
        Condition: { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } },
      });
    }
  };
  bucketStatements(access.buckets, [
    's3:GetObject',
    's3:GetObjectVersion',
    's3:PutObject',
    's3:DeleteObject',
    's3:DeleteObjectVersion',
    's3:AbortMultipartUpload',
  ]);
  bucketStatements(access.readBuckets, ['s3:GetObject', 's3:GetObjectVersion']);
  if (access.email) {
    const domain = /@([^>\s]+)>?\s*$/.exec(emailFrom ?? '')?.[1];
    const identity = access.email === 'any' || !domain ? '*' : domain;
    // SES authorises a send against its identity and, for campaign e-mail, the stage's configuration set
    // (ses-events.cjs: its event destination reports bounces and complaints).
    statements.push({
      Effect: 'Allow',
      Action: ['ses:SendEmail', 'ses:SendRawEmail'],
      Resource: [
        sub(`arn:\${AWS::Partition}:ses:\${AWS::Region}:\${AWS::AccountId}:identity/${identity}`),
        sub(
          `arn:\${AWS::Partition}:ses:\${AWS::Region}:\${AWS::AccountId}:configuration-set/${sesConfigurationSetName(prefix)}`,
        ),
      ],
    });
  }
  const secrets = access.secrets.map(byName);
  statements.push({
    Effect: 'Allow',
    Action: ['ssm:GetParameters', 'ssm:GetParameter'],
    Resource: secrets.map((s) =>
      sub(
        `arn:\${AWS::Partition}:ssm:\${AWS::Region}:\${AWS::AccountId}:parameter${parameterName(service, stage, s)}`,
      ),
    ),
  });
  const generated = secrets.filter((s) => s.store === 'generated');
  if (generated.length)
    statements.push({
      Effect: 'Allow',
      Action: ['secretsmanager:GetSecretValue'],
      Resource: generated.map((s) =>
        sub(
          `arn:\${AWS::Partition}:secretsmanager:\${AWS::Region}:\${AWS::AccountId}:secret:${generatedSecretName(service, stage, s.name)}-*`,
        ),
      ),
    });
  return [...statements, ...access.statements];
}

/** SECRET_PARAMETERS for the function: its secrets' parameter names, each ending in NAME (platform/secrets). */
function secretParametersOf(access, { service, stage }) {
  return access.secrets.map((name) => parameterName(service, stage, byName(name))).join(',');
}

module.exports = {
  AREAS,
  FUNCTIONS,
  DEFAULT_SECRETS,
  HTTP_SECRETS,
  areaOf,
  accessOf,
  statementsOf,
  secretParametersOf,
};
