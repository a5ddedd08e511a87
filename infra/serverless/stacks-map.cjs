// serverless-plugin-split-stacks' custom mapping: HTTP API routes and their integrations go to nested
// stacks of their own. Left in the root stack (the per-function strategy does not recognise them: their
// logical ids do not start with the function's name), two resources per route took the root stack past
// CloudFormation's 500-resource limit.
//
// One nested stack of routes reached CloudFormation's other limit first: every integration takes its
// function's ARN as a parameter, and a template may have at most 200 (the plugin's "allowSuffix" only
// counts resources and outputs). So the routes are spread over ROUTE_STACKS stacks by a hash of their
// integration's name: a route always lands beside its integration (the route's Target refers to it), a
// function's routes (GET and HEAD) share one stack, and adding a route never moves the others.
'use strict';

const ROUTE_TYPES = new Set(['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration']);

/** About 70 parameters per stack for today's ~200 routes: room for twice as many. */
const ROUTE_STACKS = 3;

/** The logical id of the integration a route or integration belongs to. */
function integrationOf(resource, logicalId) {
  if (resource.Type === 'AWS::ApiGatewayV2::Integration') return logicalId;
  const join = resource.Properties && resource.Properties.Target && resource.Properties.Target['Fn::Join'];
  const ref = join && Array.isArray(join[1]) && join[1][1] && join[1][1].Ref;
  return typeof ref === 'string' ? ref : logicalId;
}

/** A stable 32-bit string hash (FNV-1a). */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const ROUTE_STACK_NAMES = ['HttpRoutesA', 'HttpRoutesB', 'HttpRoutesC'].slice(0, ROUTE_STACKS);

module.exports = (resource, logicalId) => {
  if (!ROUTE_TYPES.has(resource.Type)) return undefined;
  const stack = ROUTE_STACK_NAMES[hash(integrationOf(resource, logicalId)) % ROUTE_STACK_NAMES.length];
  return { destination: stack, allowSuffix: true };
};
