// CloudFormation for the queues (each with a dead-letter queue) and the private buckets.
'use strict';
const {
  QUEUES,
  BUCKETS,
  DLQ_RETENTION_SECONDS,
  resourcePrefix,
  queueName,
  dlqName,
  bucketName,
} = require('./queues.cjs');
const { lifecycleRules, toCloudFormationRule, versioned } = require('./buckets.cjs');

function queueResources(prefix) {
  const out = {};
  for (const q of QUEUES) {
    out[`${q.key}DeadLetterQueue`] = {
      Type: 'AWS::SQS::Queue',
      Properties: {
        QueueName: dlqName(prefix, q),
        MessageRetentionPeriod: DLQ_RETENTION_SECONDS,
        SqsManagedSseEnabled: true,
      },
    };
    out[`${q.key}Queue`] = {
      Type: 'AWS::SQS::Queue',
      Properties: {
        QueueName: queueName(prefix, q),
        VisibilityTimeout: q.visibilityTimeout,
        SqsManagedSseEnabled: true,
        RedrivePolicy: {
          deadLetterTargetArn: {
            'Fn::GetAtt': [`${q.key}DeadLetterQueue`, 'Arn'],
          },
          maxReceiveCount: q.maxReceiveCount,
        },
      },
    };
  }
  return out;
}

function bucketResources(prefix) {
  const out = {};
  for (const b of BUCKETS) {
    out[`${b.key}Bucket`] = {
      Type: 'AWS::S3::Bucket',
      // Reports holds generated downloads (expired after a day) that can always be built again: no versions.
      ...(versioned(b)
        ? {}
        : {
            Metadata: {
              checkov: { skip: [{ id: 'CKV_AWS_21', comment: 'generated downloads, expired after a day' }] },
            },
          }),
      Properties: {
        BucketName: bucketName(prefix, b),
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        OwnershipControls: {
          Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }],
        },
        // The browser uploads list files straight to the bucket (presigned POST) from the SPA's origin.
        CorsConfiguration: {
          CorsRules: [
            {
              AllowedOrigins: [process.env.APP_BASE_URL || 'http://localhost:8080'],
              AllowedMethods: ['POST', 'PUT', 'GET'],
              AllowedHeaders: ['*'],
              MaxAge: 3000,
            },
          ],
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        // Uploads keeps versions (reads are pinned to the checked one); lifecycle rules: see buckets.cjs.
        ...(versioned(b) ? { VersioningConfiguration: { Status: 'Enabled' } } : {}),
        LifecycleConfiguration: { Rules: lifecycleRules(b).map(toCloudFormationRule) },
      },
    };
  }
  return out;
}

module.exports = async ({ resolveVariable }) => {
  const service = await resolveVariable('self:service');
  const stage = await resolveVariable('sls:stage');
  const prefix = resourcePrefix(service, stage);
  return {
    Resources: { ...queueResources(prefix), ...bucketResources(prefix) },
  };
};
