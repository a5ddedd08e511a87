// Bounces and complaints: the stage's SES configuration set (campaign e-mail is sent with it), its event
// destination publishing Bounce and Complaint events to the stage's own SNS topic, and the topic's HTTPS
// subscription to POST {API_HOST}/email/ses-events (the endpoint confirms it itself). The functions are told
// the set's name (SES_CONFIGURATION_SET) and the topic's ARN (SES_EVENTS_TOPIC_ARNS: the only topic whose
// events they read) by deploy-plugin.cjs. Names are derived, not Refs, so every nested stack can use them.
// Logical ids start with SesBounce, never SesEvents: serverless-plugin-split-stacks (perGroupFunction) would move
// a resource named like the sesEvents function into that function's nested stack.
'use strict';

const { resourcePrefix } = require('./queues.cjs');

const sesEventsTopicName = (prefix) => `${prefix}-ses-events`;
const sesConfigurationSetName = (prefix) => `${prefix}-campaigns`;
/** The topic's ARN in a template (in whatever stack of the deployment it is used). */
const sesEventsTopicArn = (prefix) => ({
  'Fn::Sub': `arn:\${AWS::Partition}:sns:\${AWS::Region}:\${AWS::AccountId}:${sesEventsTopicName(prefix)}`,
});

function sesEventsResources(prefix, apiHost) {
  const out = {
    SesBounceTopic: {
      Type: 'AWS::SNS::Topic',
      // Not encrypted with the AWS-managed key: SES could not publish (infra/checks/checkov-skips.txt).
      Properties: { TopicName: sesEventsTopicName(prefix), DisplayName: `${prefix} SES events` },
    },
    SesBounceTopicPolicy: {
      Type: 'AWS::SNS::TopicPolicy',
      Properties: {
        Topics: [{ Ref: 'SesBounceTopic' }],
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'SesPublish',
              Effect: 'Allow',
              Principal: { Service: 'ses.amazonaws.com' },
              Action: 'sns:Publish',
              Resource: { Ref: 'SesBounceTopic' },
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            },
          ],
        },
      },
    },
    SesConfigurationSet: {
      Type: 'AWS::SES::ConfigurationSet',
      Properties: { Name: sesConfigurationSetName(prefix) },
    },
    SesEventDestination: {
      Type: 'AWS::SES::ConfigurationSetEventDestination',
      DependsOn: ['SesBounceTopicPolicy'],
      Properties: {
        ConfigurationSetName: { Ref: 'SesConfigurationSet' },
        EventDestination: {
          Name: 'bounces-and-complaints',
          Enabled: true,
          // Delivery too (issue 28): the dispatch log's delivery time. (The destination keeps its first name:
          // renaming it would replace it.)
          MatchingEventTypes: ['bounce', 'complaint', 'delivery'],
          SnsDestination: { TopicARN: { Ref: 'SesBounceTopic' } },
        },
      },
    },
  };
  // Only to a public HTTPS API (a deploy always has one; a dry run without host names has not).
  if (/^https:\/\//.test(apiHost ?? ''))
    out.SesBounceSubscription = {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: { Ref: 'SesBounceTopic' },
        Protocol: 'https',
        Endpoint: `${apiHost.replace(/\/$/, '')}/email/ses-events`,
      },
    };
  return out;
}

module.exports = async ({ resolveVariable }) => {
  const service = await resolveVariable('self:service');
  const stage = await resolveVariable('sls:stage');
  return {
    Resources: sesEventsResources(resourcePrefix(service, stage), process.env.API_HOST),
    // scripts/deploy/deploy.ts checks the subscription once the CDN is up.
    Outputs: { SesBounceTopicArn: { Value: { Ref: 'SesBounceTopic' } } },
  };
};
module.exports.sesEventsResources = sesEventsResources;
module.exports.sesEventsTopicName = sesEventsTopicName;
module.exports.sesEventsTopicArn = sesEventsTopicArn;
module.exports.sesConfigurationSetName = sesConfigurationSetName;
