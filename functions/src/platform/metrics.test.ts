import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAttemptMetric } from './metrics';

afterEach(() => {
  delete process.env.METRICS_NAMESPACE;
  vi.restoreAllMocks();
});

describe('send metrics (Embedded Metric Format)', () => {
  it('writes one EMF line per attempt in deployed stages', () => {
    process.env.METRICS_NAMESPACE = 'sms-platform-prod';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    sendAttemptMetric(7, true);
    const line = JSON.parse(String(write.mock.calls[0]![0]));
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'sms-platform-prod/Sending',
        Dimensions: [['Provider']],
        Metrics: [
          { Name: 'SendAttempts', Unit: 'Count' },
          { Name: 'SendFailed', Unit: 'Count' },
        ],
      },
    ]);
    expect(line).toMatchObject({ Provider: '7', SendAttempts: 1, SendFailed: 1 });
  });

  it('writes nothing locally', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    sendAttemptMetric(7, false);
    expect(write).not.toHaveBeenCalled();
  });
});
