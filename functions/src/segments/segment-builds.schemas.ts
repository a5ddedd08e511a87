import { z } from 'zod';
import { pageQueryFields } from '../platform/http/paging.schemas';

// Segment Build History (/segmentbuildhistory, issue 11), shared with the SPA.

export const SEGMENT_BUILD_PAGE_SIZE = 20;

/** GET /api/sms/segment-builds query: newest first, optionally one campaign's. */
export const segmentBuildsQuerySchema = z.object({
  campaignId: z.coerce
    .number({ error: 'Campaign id must be a number.' })
    .int('Campaign id must be a whole number.')
    .positive('Campaign id must be a positive number.')
    .optional(),
  ...pageQueryFields(SEGMENT_BUILD_PAGE_SIZE),
});
export type SegmentBuildsQuery = z.input<typeof segmentBuildsQuerySchema>;

export const segmentBuildStatusSchema = z.enum(['Queued', 'InProgress', 'Completed', 'Failed']);

export const segmentBuildRowSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  status: segmentBuildStatusSchema,
  /** When the build was due and queued, started and finished (ISO 8601 UTC). */
  createdDate: z.string(),
  startedDate: z.string().nullable(),
  finishedDate: z.string().nullable(),
  /** Finished minus started, in seconds (null until it finished). */
  durationSeconds: z.number().nullable(),
  candidates: z.number().int(),
  duplicates: z.number().int(),
  excludedOptout: z.number().int(),
  excludedDma: z.number().int(),
  excludedList: z.number().int(),
  excludedRest: z.number().int(),
  queued: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type SegmentBuildRow = z.infer<typeof segmentBuildRowSchema>;

export const segmentBuildsResponseSchema = z.object({
  rows: z.array(segmentBuildRowSchema),
  totalRows: z.number().int(),
});
export type SegmentBuildsResponse = z.infer<typeof segmentBuildsResponseSchema>;

/** GET /api/sms/segment-builds/campaigns: the account's Simple and Long Running campaigns, for the filter. */
export const segmentCampaignsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type SegmentCampaign = z.infer<typeof segmentCampaignsSchema>[number];
