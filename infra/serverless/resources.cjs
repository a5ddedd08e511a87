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
        // Files holding personal information do not pile up: downloads (exports, DMA files) go after a
        // day, rejected-row files after 30 days, unfinished multipart uploads after a day.
        LifecycleConfiguration: {
          Rules: [
            { Id: 'downloads', Status: 'Enabled', Prefix: 'downloads/', ExpirationInDays: 1 },
            { Id: 'rejected-rows', Status: 'Enabled', Prefix: 'rejected/', ExpirationInDays: 30 },
            {
              Id: 'multipart',
              Status: 'Enabled',
              AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            },
          ],
        },
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
