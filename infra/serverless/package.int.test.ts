// Packages the service offline (as a first deploy would) and checks the CloudFormation it produces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageService, readTemplates, type Packaged, type Resource } from './packaged-service';
import { QUEUES, dlqName } from './queues.cjs';
import { SECRETS } from './secrets.cjs';

const all = (p: Packaged) => Object.values(p.templates).flatMap((t) => Object.entries(t.Resources));
const ofType = (p: Packaged, type: string) => all(p).filter(([, r]) => r.Type === type);

describe('the packaged CloudFormation', () => {
  let service: Packaged;

  beforeAll(async () => {
    // scripts/test.sh packages once (the deploy dry run, checked by cfn-lint and checkov too) and hands it here.
    const packaged = process.env.DEPLOY_PACKAGE_DIR;
    service = packaged ? readTemplates(packaged) : await packageService(0);
  }, 600_000);

  it('keeps every stack within 500 resources, today and with 150 more routes', async () => {
    // The same code's bundles, from the dry run when the test command made one: only the templates are new.
    const atScale = await packageService(150, process.env.DEPLOY_PACKAGE_DIR);
    for (const packaged of [service, atScale]) {
      for (const [name, template] of Object.entries(packaged.templates)) {
        expect(Object.keys(template.Resources).length, name).toBeLessThanOrEqual(500);
      }
    }
    expect(ofType(atScale, 'AWS::ApiGatewayV2::Route').length).toBeGreaterThanOrEqual(150);
    expect(ofType(atScale, 'AWS::CloudFormation::Stack').length).toBeGreaterThan(1);
  }, 600_000);

  it('has one function per route, each on Node 22, plus one per queue worker and per schedule', () => {
    const fns = Object.entries(service.functions);
    const http = fns.filter(([, f]) => f.events?.some((e) => e.httpApi));
    const workers = fns.filter(([, f]) => f.events?.some((e) => e.sqs));
    const scheduled = fns.filter(([, f]) => f.events?.some((e) => e.schedule));
    for (const [name, f] of http) expect(f.events, name).toHaveLength(1);
    expect(ofType(service, 'AWS::ApiGatewayV2::Route')).toHaveLength(http.length);
    expect(ofType(service, 'AWS::Lambda::Function')).toHaveLength(
      http.length + workers.length + scheduled.length,
    );
    // The shared job mechanism: the sweeper runs every minute, and one consumer reads every job queue's DLQ;
    // the segment build scheduler and the segment drain run every minute too, the overview consolidation
    // every hour, and so does the scheduler of ops' cross-campaign reports; e-mail campaigns' send tick (build and
    // drain of their rounds) every minute; the send relay runs a minute at a time, started every minute; the SMS
    // providers' health (routing by measured delivery) is judged every minute.
    expect(scheduled.map(([name]) => name)).toEqual([
      'sendRelay',
      'jobSweeper',
      'providerHealth',
      'segmentScheduler',
      'segmentDrain',
      'emailSendTick',
      'overviewConsolidation',
      'reportScheduler',
    ]);
    expect(ofType(service, 'AWS::Events::Rule')).toHaveLength(8);
    const mappings = ofType(service, 'AWS::Lambda::EventSourceMapping').map((entry) => JSON.stringify(entry));
    for (const dlq of [
      'ListImportsDeadLetterQueue',
      'DmaImportsDeadLetterQueue',
      'SegmentBuildsDeadLetterQueue',
      'ReportBuildsDeadLetterQueue',
      'DispositionReportsDeadLetterQueue',
      'DispatchLogsDeadLetterQueue',
      'EmailSendsDeadLetterQueue',
    ])
      expect(
        mappings.filter((m) => m.includes(dlq) && m.includes('DeadLetterWorker')),
        dlq,
      ).toHaveLength(1);
    for (const [id, fn] of ofType(service, 'AWS::Lambda::Function'))
      expect(fn.Properties?.Runtime, id).toBe('nodejs22.x');
    expect(http.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every queue a dead-letter queue, and workers report partial batch failures', () => {
    const queues = ofType(service, 'AWS::SQS::Queue');
    const dlqIds = new Set(queues.filter(([id]) => id.endsWith('DeadLetterQueue')).map(([id]) => id));
    const mainQueues = queues.filter(([id]) => !dlqIds.has(id));
    expect(mainQueues.map(([id]) => id).sort()).toEqual([
      'DispatchLogsQueue',
      'DispositionReportsQueue',
      'DmaImportsQueue',
      'EmailSendsQueue',
      'EmailsQueue',
      'ListImportsQueue',
      'OutboundMessagesQueue',
      'ReportBuildsQueue',
      'SegmentBuildsQueue',
      'WebhookDeliveriesQueue',
    ]);
    for (const [id, q] of mainQueues) {
      const redrive = q.Properties?.RedrivePolicy as {
        deadLetterTargetArn: { 'Fn::GetAtt': string[] };
        maxReceiveCount: number;
      };
      expect(dlqIds.has(redrive.deadLetterTargetArn['Fn::GetAtt'][0]!), id).toBe(true);
      expect(redrive.maxReceiveCount).toBeGreaterThan(0);
    }
    const mappings = ofType(service, 'AWS::Lambda::EventSourceMapping');
    expect(mappings.length).toBeGreaterThanOrEqual(1);
    for (const [id, m] of mappings)
      expect(m.Properties?.FunctionResponseTypes, id).toEqual(['ReportBatchItemFailures']);
  });

  it('keeps every bucket private', () => {
    const buckets = ofType(service, 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const [id, b] of buckets) {
      expect(b.Properties?.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    for (const [id, policy] of ofType(service, 'AWS::S3::BucketPolicy')) {
      const statements = (policy.Properties?.PolicyDocument as { Statement: { Effect: string }[] }).Statement;
      expect(
        statements.every((s) => s.Effect === 'Deny'),
        id,
      ).toBe(true);
    }
  });

  it('gives every queue a dead-letter queue with an alarm to the ops topic', () => {
    const alarms = ofType(service, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties ?? {});
    for (const q of QUEUES) {
      const dlq = dlqName('sms-platform-prod', q);
      expect(
        ofType(service, 'AWS::SQS::Queue').some(([id]) => id === `${q.key}DeadLetterQueue`),
        q.key,
      ).toBe(true);
      const alarm = alarms.find((a) => JSON.stringify(a.Dimensions ?? []).includes(`"${dlq}"`));
      expect(alarm, dlq).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(alarm?.AlarmActions, dlq).toEqual([{ Ref: 'OpsTopic' }]);
    }
    // Worker error rates, the send failure rate, the API's 5xx rate and p99 latency; a dashboard.
    const names = alarms.map((a) => String(a.AlarmName));
    for (const name of ['send-failure-rate', 'api-5xx-rate', 'api-p99-latency', 'sendWorker-error-rate'])
      expect(names, name).toContain(`sms-platform-prod-${name}`);
    expect(ofType(service, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });

  it('encrypts every bucket and queue', () => {
    for (const [id, b] of ofType(service, 'AWS::S3::Bucket'))
      expect(JSON.stringify(b.Properties?.BucketEncryption), id).toContain('SSEAlgorithm');
    for (const [id, q] of ofType(service, 'AWS::SQS::Queue'))
      expect(q.Properties?.SqsManagedSseEnabled, id).toBe(true);
  });

  it("gives every function its own role, none allowing an action on '*'", () => {
    const roles = new Map(ofType(service, 'AWS::IAM::Role'));
    const used = new Set<string>();
    for (const [id, fn] of ofType(service, 'AWS::Lambda::Function')) {
      const role = (fn.Properties?.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
      expect(role, id).not.toBe('IamRoleLambdaExecution');
      expect(used.has(role), `${id} shares ${role}`).toBe(false);
      used.add(role);
      const policies = (roles.get(role)?.Properties?.Policies ?? []) as {
        PolicyDocument: { Statement: { Effect: string; Action: unknown; Resource: unknown }[] };
      }[];
      const statements = policies.flatMap((p) => p.PolicyDocument.Statement);
      expect(statements.length, id).toBeGreaterThan(0);
      for (const s of statements) {
        for (const r of [s.Resource].flat()) expect(r, `${id} ${JSON.stringify(s.Action)}`).not.toBe('*');
        for (const a of [s.Action].flat()) expect(String(a), id).not.toMatch(/^\*$|:\*$/);
      }
    }
  });

  it('puts no secret in any template: functions get only where to read them at run time', () => {
    const text = JSON.stringify(service.templates);
    for (const file of ['local.env', 'test.env']) {
      const env = readFileSync(join('infra', 'env', file), 'utf8');
      for (const { name } of SECRETS) {
        const value = new RegExp(`^${name}=(.+)$`, 'm').exec(env)?.[1];
        if (value) expect(text.includes(value), `${file} ${name}`).toBe(false);
      }
    }
    for (const [id, fn] of ofType(service, 'AWS::Lambda::Function')) {
      const env =
        ((fn.Properties?.Environment as { Variables?: Record<string, unknown> }) ?? {}).Variables ?? {};
      for (const { name } of SECRETS) expect(env[name], `${id} ${name}`).toBeUndefined();
      expect(String(env.SECRET_PARAMETERS), id).toMatch(/^\/sms-platform\/prod\/DATABASE_URL(,|$)/);
      expect(env.ORIGIN_VERIFY_REQUIRED, id).toBe('true');
    }
  });

  it("reads SES events only from the SNS topic it creates, the one its configuration set's event destination publishes to", () => {
    const one = (type: string, where: (r: Resource) => boolean = () => true) => {
      const found = ofType(service, type).filter(([, r]) => where(r));
      expect(found, type).toHaveLength(1);
      return found[0]!;
    };
    const [topicId] = one(
      'AWS::SNS::Topic',
      (t) => t.Properties?.TopicName === 'sms-platform-prod-ses-events',
    );
    expect(topicId).toBe('SesBounceTopic');
    expect(one('AWS::SES::ConfigurationSet')[1].Properties?.Name).toBe('sms-platform-prod-campaigns');
    expect(one('AWS::SES::ConfigurationSetEventDestination')[1].Properties).toMatchObject({
      ConfigurationSetName: { Ref: 'SesConfigurationSet' },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'delivery'],
        SnsDestination: { TopicARN: { Ref: 'SesBounceTopic' } },
      },
    });
    const policy = JSON.stringify(ofType(service, 'AWS::SNS::TopicPolicy'));
    expect(policy).toContain('ses.amazonaws.com');
    expect(
      one('AWS::SNS::Subscription', (r) => r.Properties?.Protocol === 'https')[1].Properties,
    ).toMatchObject({
      TopicArn: { Ref: 'SesBounceTopic' },
      Endpoint: expect.stringMatching(/^https:\/\/[^/]+\/api\/email\/ses-events$/),
    });
    // Fn::Sub of the topic's ARN (the split-stacks plugin writes it as [text, {}]).
    const arn = 'arn:${AWS::Partition}:sns:${AWS::Region}:${AWS::AccountId}:sms-platform-prod-ses-events';
    for (const [id, fn] of ofType(service, 'AWS::Lambda::Function')) {
      const env =
        ((fn.Properties?.Environment as { Variables?: Record<string, unknown> }) ?? {}).Variables ?? {};
      expect(
        [env.SES_EVENTS_TOPIC_ARNS].flatMap((v) => (v as { 'Fn::Sub': unknown })['Fn::Sub'])[0],
        id,
      ).toBe(arn);
      expect(env.SES_CONFIGURATION_SET, id).toBe('sms-platform-prod-campaigns');
    }
  });
});
