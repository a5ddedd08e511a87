// Alarms, the ops topic and the dashboard of a deployed stage, generated from the one list of queues, workers
// and schedules (queues.cjs), plus the CDN's generated origin secret. What each alarm means: docs/operations/alarms.md.
'use strict';
const { QUEUES, DEAD_LETTER_WORKER, SCHEDULES, resourcePrefix, queueName, dlqName } = require('./queues.cjs');
const { generatedSecretName } = require('./secrets.cjs');

/** CloudFront (and so the CDN stack, which reads the secret) lives in us-east-1. */
const CDN_REGION = 'us-east-1';

/** Thresholds, in one place. */
const THRESHOLDS = {
  workerErrorPercent: 5,
  sendFailurePercent: 20,
  api5xxPercent: 1,
  apiP99Ms: 3000,
  /** Fewer requests than this in a minute never make the 5xx rate alarm (one error of three is not an outage). */
  apiMinRequests: 20,
};

const upperFirst = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every function whose failures nobody sees in a browser: queue workers, the dead-letter consumer, schedules. */
function backgroundFunctions() {
  return [
    ...QUEUES.filter((q) => q.worker).map((q) => q.worker.name),
    DEAD_LETTER_WORKER.name,
    ...SCHEDULES.map((s) => s.name),
  ];
}

function monitoringResources({ service, stage, region, opsEmail }) {
  const prefix = resourcePrefix(service, stage);
  const actions = { AlarmActions: [{ Ref: 'OpsTopic' }], OKActions: [{ Ref: 'OpsTopic' }] };
  const alarm = (name, description, props) => ({
    Type: 'AWS::CloudWatch::Alarm',
    Properties: {
      AlarmName: `${prefix}-${name}`,
      AlarmDescription: description,
      ...actions,
      ...props,
    },
  });
  const out = {
    OpsTopic: {
      Type: 'AWS::SNS::Topic',
      Properties: { TopicName: `${prefix}-ops`, DisplayName: `${prefix} alarms` },
    },
    OpsTopicPolicy: {
      Type: 'AWS::SNS::TopicPolicy',
      Properties: {
        Topics: [{ Ref: 'OpsTopic' }],
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'CloudWatchAlarmsPublish',
              Effect: 'Allow',
              Principal: { Service: 'cloudwatch.amazonaws.com' },
              Action: 'sns:Publish',
              Resource: { Ref: 'OpsTopic' },
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            },
          ],
        },
      },
    },
    // The X-Origin-Verify value: CloudFront sends it (the CDN stack reads the replica in us-east-1 through a
    // dynamic reference) and the API requires it (functions read it at run time). Never in a template.
    CdnOriginSecret: {
      Type: 'AWS::SecretsManager::Secret',
      Properties: {
        Name: generatedSecretName(service, stage, 'CDN_ORIGIN_SECRET'),
        Description: 'X-Origin-Verify: the header CloudFront adds and the API requires',
        GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
        ...(region !== CDN_REGION ? { ReplicaRegions: [{ Region: CDN_REGION }] } : {}),
      },
    },
  };
  if (opsEmail)
    out.OpsTopicEmail = {
      Type: 'AWS::SNS::Subscription',
      Properties: { TopicArn: { Ref: 'OpsTopic' }, Protocol: 'email', Endpoint: opsEmail },
    };

  // Every queue's dead-letter queue: any message there failed every delivery.
  for (const q of QUEUES) {
    out[`${q.key}DeadLetterAlarm`] = alarm(
      `${q.suffix}-dlq-not-empty`,
      `Messages in ${dlqName(prefix, q)}: they failed every delivery of ${queueName(prefix, q)}.`,
      {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: dlqName(prefix, q) }],
        Statistic: 'Maximum',
        Period: 60,
        EvaluationPeriods: 1,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      },
    );
  }

  // Workers and schedules: errors as a share of invocations over 5 minutes.
  for (const fn of backgroundFunctions()) {
    const functionName = `${prefix}-${fn}`;
    const metric = (id, name) => ({
      Id: id,
      ReturnData: false,
      MetricStat: {
        Metric: {
          Namespace: 'AWS/Lambda',
          MetricName: name,
          Dimensions: [{ Name: 'FunctionName', Value: functionName }],
        },
        Period: 300,
        Stat: 'Sum',
      },
    });
    out[`${upperFirst(fn)}ErrorRateAlarm`] = alarm(
      `${fn}-error-rate`,
      `${functionName}: more than ${THRESHOLDS.workerErrorPercent}% of invocations failed in 5 minutes.`,
      {
        Metrics: [
          metric('errors', 'Errors'),
          metric('invocations', 'Invocations'),
          {
            Id: 'rate',
            Label: 'error %',
            Expression: 'IF(invocations > 0, 100 * errors / invocations, 0)',
            ReturnData: true,
          },
        ],
        EvaluationPeriods: 1,
        Threshold: THRESHOLDS.workerErrorPercent,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      },
    );
  }

  // Sending: the worst provider's failure rate (SendFailed is 0 or 1 per attempt, so its average is the rate),
  // from the EMF lines of functions/src/platform/metrics.ts.
  out.SendFailureRateAlarm = alarm(
    'send-failure-rate',
    `A provider refused more than ${THRESHOLDS.sendFailurePercent}% of send attempts in 10 minutes (the dashboard shows which).`,
    {
      Metrics: [
        {
          Id: 'worst',
          Label: 'worst provider failure %',
          Expression: `SELECT AVG(SendFailed) FROM SCHEMA("${prefix}/Sending", Provider) GROUP BY Provider ORDER BY AVG() DESC LIMIT 1`,
          Period: 600,
          ReturnData: false,
        },
        { Id: 'rate', Expression: '100 * worst', Label: 'failure %', ReturnData: true },
      ],
      EvaluationPeriods: 1,
      Threshold: THRESHOLDS.sendFailurePercent,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    },
  );

  const api = (id, name, stat, period = 60) => ({
    Id: id,
    ReturnData: false,
    MetricStat: {
      Metric: {
        Namespace: 'AWS/ApiGateway',
        MetricName: name,
        Dimensions: [{ Name: 'ApiId', Value: { Ref: 'HttpApi' } }],
      },
      Period: period,
      Stat: stat,
    },
  });
  out.Api5xxRateAlarm = alarm(
    'api-5xx-rate',
    `More than ${THRESHOLDS.api5xxPercent}% of API requests answered 5xx in 3 of 5 minutes.`,
    {
      Metrics: [
        api('errors', '5xx', 'Sum'),
        api('requests', 'Count', 'Sum'),
        {
          Id: 'rate',
          Label: '5xx %',
          Expression: `IF(requests >= ${THRESHOLDS.apiMinRequests}, 100 * errors / requests, 0)`,
          ReturnData: true,
        },
      ],
      EvaluationPeriods: 5,
      DatapointsToAlarm: 3,
      Threshold: THRESHOLDS.api5xxPercent,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    },
  );
  out.ApiLatencyAlarm = alarm(
    'api-p99-latency',
    `The API's p99 latency was above ${THRESHOLDS.apiP99Ms} ms in 3 of 5 minutes.`,
    {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: 'HttpApi' } }],
      ExtendedStatistic: 'p99',
      Period: 60,
      EvaluationPeriods: 5,
      DatapointsToAlarm: 3,
      Threshold: THRESHOLDS.apiP99Ms,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    },
  );
  out.OpsDashboard = dashboard(prefix, region);
  return out;
}

function dashboard(prefix, region) {
  const alarmArn = (name) => `arn:aws:cloudwatch:${region}:\${AWS::AccountId}:alarm:${prefix}-${name}`;
  const widget = (title, properties, x, y, w = 12, h = 6) => ({
    type: 'metric',
    x,
    y,
    width: w,
    height: h,
    properties: { title, region, view: 'timeSeries', stacked: false, ...properties },
  });
  const apiId = '${HttpApi}';
  const widgets = [
    {
      type: 'alarm',
      x: 0,
      y: 0,
      width: 24,
      height: 3,
      properties: {
        title: 'Alarms',
        alarms: [
          alarmArn('api-5xx-rate'),
          alarmArn('api-p99-latency'),
          alarmArn('send-failure-rate'),
          ...QUEUES.map((q) => alarmArn(`${q.suffix}-dlq-not-empty`)),
          ...backgroundFunctions().map((fn) => alarmArn(`${fn}-error-rate`)),
        ],
      },
    },
    widget(
      'API requests and 5xx',
      {
        metrics: [
          ['AWS/ApiGateway', 'Count', 'ApiId', apiId, { stat: 'Sum' }],
          ['.', '5xx', '.', '.', { stat: 'Sum' }],
          ['.', '4xx', '.', '.', { stat: 'Sum' }],
        ],
        period: 60,
      },
      0,
      3,
    ),
    widget(
      'API latency',
      {
        metrics: [
          ['AWS/ApiGateway', 'Latency', 'ApiId', apiId, { stat: 'p99' }],
          ['.', '.', '.', '.', { stat: 'p50' }],
        ],
        period: 60,
      },
      12,
      3,
    ),
    widget(
      'Queue depth',
      {
        metrics: QUEUES.map((q) => [
          'AWS/SQS',
          'ApproximateNumberOfMessagesVisible',
          'QueueName',
          queueName(prefix, q),
          { stat: 'Maximum' },
        ]),
        period: 60,
      },
      0,
      9,
    ),
    widget(
      'Dead-letter queues',
      {
        metrics: QUEUES.map((q) => [
          'AWS/SQS',
          'ApproximateNumberOfMessagesVisible',
          'QueueName',
          dlqName(prefix, q),
          { stat: 'Maximum' },
        ]),
        period: 60,
      },
      12,
      9,
    ),
    widget(
      'Worker and schedule errors',
      {
        metrics: backgroundFunctions().map((fn) => [
          'AWS/Lambda',
          'Errors',
          'FunctionName',
          `${prefix}-${fn}`,
          { stat: 'Sum' },
        ]),
        period: 300,
      },
      0,
      15,
    ),
    widget(
      'Send failure rate per provider (0..1)',
      {
        metrics: [
          [
            {
              expression: `SELECT AVG(SendFailed) FROM SCHEMA("${prefix}/Sending", Provider) GROUP BY Provider`,
              id: 'failures',
              period: 300,
            },
          ],
        ],
        period: 300,
      },
      12,
      15,
    ),
  ];
  return {
    Type: 'AWS::CloudWatch::Dashboard',
    Properties: {
      DashboardName: `${prefix}-ops`,
      DashboardBody: { 'Fn::Sub': JSON.stringify({ widgets }) },
    },
  };
}

module.exports = async ({ resolveVariable }) => {
  const service = await resolveVariable('self:service');
  const stage = await resolveVariable('sls:stage');
  const region = await resolveVariable('self:provider.region');
  return {
    Resources: monitoringResources({ service, stage, region, opsEmail: process.env.OPS_ALERT_EMAIL }),
  };
};
module.exports.monitoringResources = monitoringResources;
module.exports.THRESHOLDS = THRESHOLDS;
module.exports.CDN_REGION = CDN_REGION;
