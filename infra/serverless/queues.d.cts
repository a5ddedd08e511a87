export interface QueueDefinition {
  key: string;
  suffix: string;
  visibilityTimeout: number;
  maxReceiveCount: number;
  batchSize: number;
  worker?: { name: string; handler: string; timeout: number; memorySize?: number };
}
export interface BucketDefinition {
  key: string;
  suffix: string;
}
export const QUEUES: QueueDefinition[];
export const BUCKETS: BucketDefinition[];
export const DLQ_RETENTION_SECONDS: number;
export function resourcePrefix(service: string, stage: string): string;
export function queueName(prefix: string, queue: QueueDefinition): string;
export function dlqName(prefix: string, queue: QueueDefinition): string;
export function bucketName(prefix: string, bucket: BucketDefinition): string;
