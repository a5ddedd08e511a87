// Issue 26: a deployed stage reads SES events only from its own SNS topic. Packaging gives every function the
// topic the deployment creates; a deployed-shaped offline stage (the test stage) without one refuses to start.
import { describe, expect, it } from 'vitest';
import { applyDeployedStage } from '../../infra/serverless/deploy-plugin.cjs';
import { sesEventsResources } from '../../infra/serverless/ses-events.cjs';

const serverless = (environment: Record<string, unknown>) => ({
  service: {
    service: 'sms-platform',
    provider: { stage: 'prod', region: 'af-south-1', environment: { ...environment } },
    functions: {
      sesEvents: {
        handler: 'functions/src/email-sending/handlers/ses-events.handler',
        events: [{ httpApi: { method: 'POST', path: '/api/email/ses-events' } }],
      },
    },
  },
});

describe('the SES events topic of a deployed stage', () => {
  it("is the one the deployment creates when packaging, whatever the operator's environment says", () => {
    const s = serverless({ SES_EVENTS_TOPIC_ARNS: '', SES_CONFIGURATION_SET: 'someone-elses' });
    applyDeployedStage(s);
    expect(s.service.provider.environment).toMatchObject({
      SES_EVENTS_TOPIC_ARNS: {
        'Fn::Sub': 'arn:${AWS::Partition}:sns:${AWS::Region}:${AWS::AccountId}:sms-platform-prod-ses-events',
      },
      SES_CONFIGURATION_SET: 'sms-platform-prod-campaigns',
      ORIGIN_VERIFY_REQUIRED: 'true',
    });
  });

  it('must be named for a deployed-shaped offline stage: without it the stage refuses to start', () => {
    expect(() => applyDeployedStage(serverless({ SES_EVENTS_TOPIC_ARNS: ' ' }), { roles: false })).toThrow(
      /SES_EVENTS_TOPIC_ARNS is empty/,
    );
    const named = serverless({ SES_EVENTS_TOPIC_ARNS: 'arn:aws:sns:af-south-1:000000000000:ses-events' });
    applyDeployedStage(named, { roles: false });
    expect(named.service.provider.environment.SES_EVENTS_TOPIC_ARNS).toBe(
      'arn:aws:sns:af-south-1:000000000000:ses-events',
    );
  });

  it('is subscribed by the HTTPS API only (a dry run without host names has no subscription)', () => {
    expect(
      sesEventsResources('sms-platform-prod', 'https://app.example.com/api').SesBounceSubscription
        ?.Properties,
    ).toMatchObject({ Protocol: 'https', Endpoint: 'https://app.example.com/api/email/ses-events' });
    expect(
      sesEventsResources('sms-platform-prod', 'http://localhost:8080/api').SesBounceSubscription,
    ).toBeUndefined();
  });
});
