// What each bucket keeps and for how long, in one place for CloudFormation (resources.cjs) and the
// local set-up script (scripts/local/create-aws-resources.ts).
'use strict';

/** Uploaded list and DMA files (`lists/`) are deleted this many days after the upload, used or not. */
const UPLOAD_FILE_DAYS = 3;
/** A replaced or expired version of an object is kept this many days more. */
const NONCURRENT_VERSION_DAYS = 1;

/**
 * The Uploads bucket keeps versions: the completion call records the version it checked, and every
 * later read asks for that version, so a file PUT again through the same presigned URL is never imported.
 */
const versioned = (bucket) => bucket.key === 'Uploads';

/**
 * The bucket's lifecycle rules (neutral form: id, prefix, expireDays, noncurrentDays,
 * expiredDeleteMarker, abortMultipartDays). Files holding personal information do not pile up:
 * downloads (exports, DMA files) go after a day, rejected-row files after 30 days, uploaded list files
 * after UPLOAD_FILE_DAYS (the workers delete them as soon as their job ends), unfinished multipart
 * uploads after a day, and in the versioned bucket old versions after NONCURRENT_VERSION_DAYS.
 */
function lifecycleRules(bucket) {
  const rules = [
    { id: 'downloads', prefix: 'downloads/', expireDays: 1 },
    { id: 'rejected-rows', prefix: 'rejected/', expireDays: 30 },
    { id: 'multipart', abortMultipartDays: 1 },
  ];
  if (bucket.key === 'Uploads')
    rules.push({ id: 'uploaded-files', prefix: 'lists/', expireDays: UPLOAD_FILE_DAYS });
  if (versioned(bucket))
    rules.push({ id: 'old-versions', noncurrentDays: NONCURRENT_VERSION_DAYS, expiredDeleteMarker: true });
  return rules;
}

/** A rule as CloudFormation's AWS::S3::Bucket LifecycleConfiguration takes it. */
function toCloudFormationRule(rule) {
  return {
    Id: rule.id,
    Status: 'Enabled',
    ...(rule.prefix ? { Prefix: rule.prefix } : {}),
    ...(rule.expireDays ? { ExpirationInDays: rule.expireDays } : {}),
    ...(rule.expiredDeleteMarker ? { ExpiredObjectDeleteMarker: true } : {}),
    ...(rule.noncurrentDays ? { NoncurrentVersionExpiration: { NoncurrentDays: rule.noncurrentDays } } : {}),
    ...(rule.abortMultipartDays
      ? { AbortIncompleteMultipartUpload: { DaysAfterInitiation: rule.abortMultipartDays } }
      : {}),
  };
}

/** A rule as the S3 API (PutBucketLifecycleConfiguration) takes it. */
function toS3Rule(rule) {
  return {
    ID: rule.id,
    Status: 'Enabled',
    Filter: { Prefix: rule.prefix ?? '' },
    ...(rule.expireDays ? { Expiration: { Days: rule.expireDays } } : {}),
    ...(rule.expiredDeleteMarker ? { Expiration: { ExpiredObjectDeleteMarker: true } } : {}),
    ...(rule.noncurrentDays ? { NoncurrentVersionExpiration: { NoncurrentDays: rule.noncurrentDays } } : {}),
    ...(rule.abortMultipartDays
      ? { AbortIncompleteMultipartUpload: { DaysAfterInitiation: rule.abortMultipartDays } }
      : {}),
  };
}

module.exports = {
  UPLOAD_FILE_DAYS,
  NONCURRENT_VERSION_DAYS,
  versioned,
  lifecycleRules,
  toCloudFormationRule,
  toS3Rule,
};
