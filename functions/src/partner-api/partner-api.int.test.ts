// The partner API's OpenAPI document as served ({apiHost}/openapi.json, through the CDN's origin check): a valid
// OpenAPI 3.1 document that covers every partner route (every route whose handler declares access 'apiKey').
import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { partnerRoutes } from '../test-support/declared-routes';

type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
  webhooks: Record<string, { post: { parameters: { name: string; in: string }[] } }>;
  components: { schemas: Record<string, unknown> };
};

let answer: Awaited<ReturnType<ApiClient['get']>>;
let document: Document;

beforeAll(async () => {
  answer = await new ApiClient().get('/api/openapi.json');
  document = answer.body as Document;
});

describe('GET /api/openapi.json', () => {
  it('answers the document to anyone, cacheable, for this API host', () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe(process.env.API_HOST);
  });

  it('validates as OpenAPI 3.1 (and the validator refuses a broken copy)', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');

    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    (broken.paths as Record<string, Record<string, unknown>>)['/campaigns/sms/{campaignId}/sms/send']!.post =
      {
        responses: 'none',
      };
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('has every partner route, each with the shared refusals', () => {
    const routes = partnerRoutes();
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/campaigns/sms/{campaignId}/sms/send',
        'POST /api/campaigns/sms/{campaignId}/sms/send',
      ]),
    );
    for (const route of routes) {
      const path = route.path.replace(/^\/api/, '');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path} is missing from the OpenAPI document`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['400', '401', '429']));
      expect(operation!.security?.length).toBeGreaterThan(0);
    }
  });

  it('states the send refusals, the body limit and the rate limit', () => {
    const post = document.paths['/campaigns/sms/{campaignId}/sms/send']!.post! as unknown as {
      description: string;
      responses: Record<string, { content?: Record<string, { examples: Record<string, unknown> }> }>;
      requestBody: { content: Record<string, { schema: { additionalProperties: boolean } }> };
    };
    expect(Object.keys(post.responses).sort()).toEqual(
      ['202', '400', '401', '404', '409', '413', '415', '422', '429', '500'].sort(),
    );
    expect(Object.keys(post.responses['422']!.content!['application/json']!.examples).sort()).toEqual([
      'IDEMPOTENCY_KEY_REUSED',
      'RECIPIENT_SUPPRESSED',
    ]);
    expect(post.responses['429']).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
    expect(post.description).toContain('The body may be at most 16 KB.');
    expect(post.requestBody.content['application/json']!.schema.additionalProperties).toBe(false);
  });

  it('describes the callbacks partners receive, with the Standard Webhooks headers and the retry schedule', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'sms.delivery_report',
      'sms.reply.lead',
      'sms.reply.optout',
      'sms.reply.received',
    ]);
    const report = document.webhooks['sms.delivery_report']!.post;
    expect(report.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'header:webhook-id',
      'header:webhook-timestamp',
      'header:webhook-signature',
    ]);
    expect(JSON.stringify(report)).toContain('then given up');
    expect(document.components.schemas).toHaveProperty('DeliveryReportCallback');
  });
});
