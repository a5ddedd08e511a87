export const CDN_REGION: string;
export const THRESHOLDS: Record<string, number>;
export function monitoringResources(options: {
  service: string;
  stage: string;
  region: string;
  opsEmail?: string;
}): Record<string, { Type: string; Properties?: Record<string, unknown> }>;
