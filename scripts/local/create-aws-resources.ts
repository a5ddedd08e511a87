// Creates this stage's queues (each with its dead-letter queue and redrive policy) and private
// buckets on the local AWS endpoint, with the names and settings serverless.yml gives them; and, for a
// deployed-shaped stage (DEPLOYED_SHAPE=true: the test stage), its secrets where a deployed stage keeps them:
// SSM SecureStrings /sms-platform/<stage>/NAME and, for the template-generated ones, Secrets Manager secrets
// sms-platform-<stage>/NAME (read through SSM's /aws/reference/secretsmanager/), valued from the stage's env
// file. The functions then read them as deployed functions do (functions/src/platform/secrets). Idempotent.
import {
  CreateSecretCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import {
  CreateBucketCommand,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketVersioningCommand,
  PutPublicAccessBlockCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  SetQueueAttributesCommand,
} from '@aws-sdk/client-sqs';
import { createSqsClient } from '../../functions/src/platform/queue/queues';
import {
  BUCKETS,
  DLQ_RETENTION_SECONDS,
  QUEUES,
  bucketName,
  dlqName,
  queueName,
} from '../../infra/serverless/queues.cjs';
import { lifecycleRules, toS3Rule, versioned } from '../../infra/serverless/buckets.cjs';
import { generatedSecretName, parameterName, SECRETS } from '../../infra/serverless/secrets.cjs';
import { PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

const prefix = process.env.RESOURCE_PREFIX;
if (!prefix) throw new Error('RESOURCE_PREFIX is not set (source infra/env/<stage>.env first)');

const sqs = createSqsClient();
const s3 = new S3Client({ forcePathStyle: true });

async function ensureQueue(name: string, attributes: Record<string, string>): Promise<string> {
  try {
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
    return QueueUrl!;
  } catch (error) {
    if ((error as Error).name !== 'QueueAlreadyExists' && (error as Error).name !== 'QueueNameExists')
      throw error;
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: name }));
    await sqs.send(new SetQueueAttributesCommand({ QueueUrl, Attributes: attributes }));
    return QueueUrl!;
  }
}

async function ensureQueues(): Promise<void> {
  for (const q of QUEUES) {
    const dlqUrl = await ensureQueue(dlqName(prefix!, q), {
      MessageRetentionPeriod: String(DLQ_RETENTION_SECONDS),
    });
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }),
    );
    await ensureQueue(queueName(prefix!, q), {
      VisibilityTimeout: String(q.visibilityTimeout),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: Attributes!.QueueArn,
        maxReceiveCount: q.maxReceiveCount,
      }),
    });
  }
}

async function ensureBuckets(): Promise<void> {
  for (const b of BUCKETS) {
    const Bucket = bucketName(prefix!, b);
    try {
      await s3.send(new CreateBucketCommand({ Bucket }));
    } catch (error) {
      const name = (error as S3ServiceException).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
    // The browser uploads list files straight to the bucket (presigned POST) from the SPA's origin.
    await s3.send(
      new PutBucketCorsCommand({
        Bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [process.env.APP_BASE_URL ?? 'http://localhost:8080'],
              AllowedMethods: ['POST', 'PUT', 'GET'],
              AllowedHeaders: ['*'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
    // As in CloudFormation: Uploads keeps versions (reads are pinned to the checked one), and every
    // bucket has its lifecycle rules (LocalStack checks them; it may not delete anything on time).
    if (versioned(b))
      await s3.send(
        new PutBucketVersioningCommand({ Bucket, VersioningConfiguration: { Status: 'Enabled' } }),
      );
    await s3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket,
        LifecycleConfiguration: { Rules: lifecycleRules(b).map(toS3Rule) },
      }),
    );
    try {
      await s3.send(
        new PutPublicAccessBlockCommand({
          Bucket,
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
        }),
      );
    } catch {
      // The embedded emulator has no public-access settings; its buckets are never public anyway.
    }
  }
}

/** The service name of serverless.yml (the parameter paths' first part). */
const SERVICE = 'sms-platform';

async function ensureSecrets(stage: string): Promise<number> {
  const ssm = new SSMClient({});
  const secretsManager = new SecretsManagerClient({});
  for (const secret of SECRETS) {
    // A secret the stage does not use (no value in its env file) still exists, as in a deployed stage where
    // ops create every one (docs/operations/secrets.md): the functions read it as "none".
    const value = process.env[secret.name] || 'none';
    if (secret.store === 'generated') {
      const SecretId = generatedSecretName(SERVICE, stage, secret.name);
      try {
        await secretsManager.send(new CreateSecretCommand({ Name: SecretId, SecretString: value }));
      } catch (error) {
        if ((error as Error).name !== 'ResourceExistsException') throw error;
        await secretsManager.send(new PutSecretValueCommand({ SecretId, SecretString: value }));
      }
    } else {
      await ssm.send(
        new PutParameterCommand({
          Name: parameterName(SERVICE, stage, secret),
          Value: value,
          Type: 'SecureString',
          Overwrite: true,
        }),
      );
    }
  }
  return SECRETS.length;
}

async function main(): Promise<void> {
  await ensureQueues();
  await ensureBuckets();
  if (process.env.DEPLOYED_SHAPE === 'true') {
    const stage = process.env.STAGE;
    if (!stage) throw new Error('STAGE is not set');
    console.log(
      `aws: ${await ensureSecrets(stage)} secrets stored in SSM / Secrets Manager for stage ${stage}`,
    );
  }
  console.log(
    `aws: ${QUEUES.length} queues (+ dead-letter queues) and ${BUCKETS.length} buckets ready for ${prefix}`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `aws: could not create local resources: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
