export interface QueueDefinition {
  key: string;
  suffix: string;
  visibilityTimeout: number;
  maxReceiveCount: number;
  batchSize: number;
  jobs?: boolean;
  worker?: {
    name: string;
    handler: string;
    timeout: number;
    memorySize?: number;
    reservedConcurrency?: number;
    maximumConcurrency?: number;
    /** How many pollers the local stack runs for this queue (default 2). */
    localPollers?: number;
  };
}
export interface BucketDefinition {
  key: string;
  suffix: string;
}
export interface ScheduleDefinition {
  name: string;
  handler: string;
  rate: string;
  everySeconds: number;
  timeout: number;
  /** Locally invoked again as soon as a run ends (its runs last about as long as its period). */
  continuous?: boolean;
}
export const QUEUES: QueueDefinition[];
export const DEAD_LETTER_WORKER: {
  name: string;
  handler: string;
  timeout: number;
  batchSize: number;
  reservedConcurrency: number;
};
export const SCHEDULES: ScheduleDefinition[];
export const BUCKETS: BucketDefinition[];
export const DLQ_RETENTION_SECONDS: number;
export function resourcePrefix(service: string, stage: string): string;
export function queueName(prefix: string, queue: QueueDefinition): string;
export function dlqName(prefix: string, queue: QueueDefinition): string;
export function bucketName(prefix: string, bucket: BucketDefinition): string;
