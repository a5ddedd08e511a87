export function sesEventsResources(
  prefix: string,
  apiHost: string | undefined,
): Record<string, { Type: string; Properties?: Record<string, unknown> }>;
export function sesEventsTopicName(prefix: string): string;
export function sesEventsTopicArn(prefix: string): { 'Fn::Sub': string };
export function sesConfigurationSetName(prefix: string): string;
