// serverless-plugin-split-stacks' custom mapping: HTTP API routes and their integrations go to nested
// stacks of their own ("HttpRoutes", then HttpRoutes2… as each fills up). Left in the root stack (the
// per-function strategy does not recognise them: their logical ids do not start with the function's
// name), two resources per route took the root stack past CloudFormation's 500-resource limit.
'use strict';

const ROUTE_TYPES = new Set(['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration']);

module.exports = (resource) =>
  ROUTE_TYPES.has(resource.Type) ? { destination: 'HttpRoutes', allowSuffix: true } : undefined;
