import type { LifecycleRule } from '@aws-sdk/client-s3';
import type { BucketDefinition } from './queues.cjs';

export interface BucketLifecycleRule {
  id: string;
  prefix?: string;
  expireDays?: number;
  noncurrentDays?: number;
  expiredDeleteMarker?: boolean;
  abortMultipartDays?: number;
}
export const UPLOAD_FILE_DAYS: number;
export const NONCURRENT_VERSION_DAYS: number;
export function versioned(bucket: BucketDefinition): boolean;
export function lifecycleRules(bucket: BucketDefinition): BucketLifecycleRule[];
export function toCloudFormationRule(rule: BucketLifecycleRule): Record<string, unknown>;
export function toS3Rule(rule: BucketLifecycleRule): LifecycleRule;
