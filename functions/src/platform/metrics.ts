// CloudWatch metrics as Embedded Metric Format log lines: Lambda's log stream turns each line into data points,
// no API call and no extra latency. Only in deployed stages (METRICS_NAMESPACE, set at packaging time by
// infra/serverless/deploy-plugin.cjs); locally nothing is written. The alarms and the dashboard that read them
// are in infra/serverless/monitoring.cjs.

/** One EMF line: the metrics' values under the namespace's `group`, with these dimensions. */
export function emitMetrics(
  group: string,
  dimensions: Record<string, string>,
  values: Record<string, number>,
  properties: Record<string, string | number> = {},
): void {
  const namespace = process.env.METRICS_NAMESPACE;
  if (!namespace) return;
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: `${namespace}/${group}`,
          Dimensions: [Object.keys(dimensions)],
          Metrics: Object.keys(values).map((Name) => ({ Name, Unit: 'Count' })),
        },
      ],
    },
    ...properties,
    ...dimensions,
    ...values,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * One attempt to hand an SMS to a provider: SendAttempts 1, SendFailed 1 when the provider refused it (not when it
 * only throttled us). The average of SendFailed per Provider is that provider's failure rate.
 */
export function sendAttemptMetric(providerId: number, failed: boolean): void {
  emitMetrics('Sending', { Provider: String(providerId) }, { SendAttempts: 1, SendFailed: failed ? 1 : 0 });
}
