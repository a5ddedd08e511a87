// The CDN stack (infra/cdn/cdn.cjs): what the local CDN server does, as CloudFront configuration.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cdnTemplate, FUNCTIONS, LOG_FIELDS } from '../../infra/cdn/cdn.cjs';
import { spaUploadPlan } from './spa-upload';

const template = cdnTemplate({
  service: 'sms-platform',
  stage: 'prod',
  httpApiDomain: 'abc123.execute-api.af-south-1.amazonaws.com',
  uploadsOrigin: 'https://sms-platform-prod-uploads.s3.af-south-1.amazonaws.com',
  domains: {
    app: 'app.pulsar.example',
    api: 'api.pulsar.example',
    short: 'go.pulsar.example',
    pages: 'pages.pulsar.example',
  },
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  cdnSecretName: 'sms-platform-prod/CDN_ORIGIN_SECRET',
});
const R = template.Resources;
type Behaviour = Record<string, unknown> & { PathPattern?: string };
const config = (id: string) =>
  (R[id]!.Properties as { DistributionConfig: Record<string, unknown> }).DistributionConfig as {
    Aliases?: string[];
    Origins: Record<string, unknown>[];
    DefaultCacheBehavior: Behaviour;
    CacheBehaviors?: Behaviour[];
  };
const headersPolicy = (id: string) =>
  (
    R[id]!.Properties as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> };
    }
  ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;

/** Runs a CloudFront viewer-request function's code on a request. */
function runFunction(
  name: string,
  uri: string,
  method = 'GET',
  headers: Record<string, { value: string }> = {},
) {
  const handler = new Function(`${FUNCTIONS[name]}; return handler;`)() as (e: unknown) => {
    uri?: string;
    statusCode?: number;
    headers?: Record<string, { value: string }>;
  };
  return handler({ request: { uri, method, headers }, viewer: { ip: '203.0.113.1' } });
}

describe('the CDN stack', () => {
  it('serves the SPA from a private bucket through origin access control only', () => {
    const app = config('AppDistribution');
    expect(app.Aliases).toEqual(['app.pulsar.example']);
    const spa = app.Origins.find((o) => o.Id === 'Spa')!;
    expect(spa.OriginAccessControlId).toEqual({ 'Fn::GetAtt': ['SpaOriginAccessControl', 'Id'] });
    const bucket = R.SpaBucket!.Properties!;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policy = JSON.stringify(R.SpaBucketPolicy!.Properties);
    expect(policy).toContain('cloudfront.amazonaws.com');
    expect(policy).toContain('AWS:SourceArn');
    for (const [id, r] of Object.entries(R).filter(([, r]) => r.Type === 'AWS::S3::Bucket'))
      expect(JSON.stringify(r.Properties?.BucketEncryption), id).toContain('SSEAlgorithm');
  });

  it('answers history routes with index.html, leaves files (and missing assets) alone', () => {
    expect(runFunction('spaRoute', '/campaigns/12/edit').uri).toBe('/index.html');
    expect(runFunction('spaRoute', '/').uri).toBe('/index.html');
    expect(runFunction('spaRoute', '/assets/index-abc123.js').uri).toBe('/assets/index-abc123.js');
    expect(runFunction('spaRoute', '/favicon.svg').uri).toBe('/favicon.svg');
  });

  it('routes /api/* (app and API hosts) and /s/* to the HTTP API, uncached, with the viewer headers and the secret', () => {
    const api = config('AppDistribution').Origins.find((o) => o.Id === 'HttpApi')!;
    expect(api.DomainName).toBe('abc123.execute-api.af-south-1.amazonaws.com');
    expect(api.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'X-Origin-Verify',
        HeaderValue: '{{resolve:secretsmanager:sms-platform-prod/CDN_ORIGIN_SECRET}}',
      },
    ]);
    const apiBehaviours = [
      ...config('AppDistribution').CacheBehaviors!.filter((b) => b.PathPattern === '/api/*'),
      ...config('ApiDistribution').CacheBehaviors!,
    ];
    expect(apiBehaviours.map((b) => b.PathPattern)).toEqual(['/api/*', '/api/*', '/s/*']);
    for (const b of apiBehaviours) {
      expect(b.TargetOriginId).toBe('HttpApi');
      expect(b.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
      // AllViewerExceptHostHeader: every viewer header and CloudFront-Viewer-Address / -Country, not Host.
      expect(b.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
      expect(b.AllowedMethods).toContain('POST');
    }
    expect(config('ApiDistribution').Aliases).toEqual(['api.pulsar.example', 'go.pulsar.example']);
    expect(runFunction('notFound', '/').statusCode).toBe(404);
  });

  it("maps the pages host's /{pageKey}… to /p/{pageKey}… and refuses the rest", () => {
    const pages = config('PagesDistribution');
    // Each account's pages on their own host under the pages domain.
    expect(pages.Aliases).toEqual(['pages.pulsar.example', '*.pages.pulsar.example']);
    expect(pages.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: 'PagesHeadersPolicy' });
    // The host asked reaches the API (X-Pages-Host, the viewer's own value replaced) and is in the cache key.
    const routed = runFunction('pagesRoute', '/summer-sale', 'GET', {
      host: { value: 'pabc.pages.pulsar.example' },
      'x-pages-host': { value: 'forged.pages.pulsar.example' },
    });
    expect(routed.headers?.['x-pages-host']).toEqual({ value: 'pabc.pages.pulsar.example' });
    expect(pages.DefaultCacheBehavior.CachePolicyId).toEqual({ Ref: 'PagesCachePolicy' });
    const cacheKey = (
      R.PagesCachePolicy!.Properties as {
        CachePolicyConfig: { ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: unknown } };
      }
    ).CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig;
    expect(cacheKey).toEqual({ HeaderBehavior: 'whitelist', Headers: ['x-pages-host'] });
    expect(runFunction('pagesRoute', '/summer-sale').uri).toBe('/p/summer-sale');
    expect(runFunction('pagesRoute', '/summer-sale/submit', 'POST').uri).toBe('/p/summer-sale/submit');
    expect(runFunction('pagesRoute', '/summer-sale/assets/img/a.png').uri).toBe(
      '/p/summer-sale/assets/img/a.png',
    );
    for (const [uri, method] of [
      ['/', 'GET'],
      ['//evil', 'GET'],
      ['/a/../b', 'GET'],
      ['/a/%2e%2e/b', 'GET'],
      ['/a', 'DELETE'],
    ])
      expect(runFunction('pagesRoute', uri!, method).statusCode, `${method} ${uri}`).toBe(404);
  });

  it('gives the SPA a CSP without inline scripts, HSTS, no framing; the pages keep their own CSP', () => {
    const spa = headersPolicy('SpaHeadersPolicy');
    const csp = String(spa.ContentSecurityPolicy!.ContentSecurityPolicy);
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://sms-platform-prod-uploads.s3.af-south-1.amazonaws.com");
    expect(spa.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(spa.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    const pages = headersPolicy('PagesHeadersPolicy');
    expect(pages.ContentSecurityPolicy).toBeUndefined();
    expect(pages.FrameOptions).toBeUndefined();
    expect(pages.StrictTransportSecurity).toBeDefined();
  });

  it("caches by the objects' own Cache-Control and logs without query strings or cookies", () => {
    const spaCache = (R.SpaCachePolicy!.Properties as { CachePolicyConfig: Record<string, unknown> })
      .CachePolicyConfig;
    expect(spaCache).toMatchObject({ MinTTL: 0, MaxTTL: 31536000 });
    expect(LOG_FIELDS).not.toContain('cs-uri-query');
    expect(LOG_FIELDS).not.toContain('cs(Cookie)');
    const deliveries = Object.values(R).filter((r) => r.Type === 'AWS::Logs::Delivery');
    expect(deliveries).toHaveLength(3);
    for (const d of deliveries) expect(d.Properties?.RecordFields).toEqual(LOG_FIELDS);
  });

  it('puts every distribution behind the WAF (AWS managed rules)', () => {
    for (const id of ['AppDistribution', 'ApiDistribution', 'PagesDistribution'])
      expect((config(id) as Record<string, unknown>).WebACLId, id).toEqual({
        'Fn::GetAtt': ['CdnWebAcl', 'Arn'],
      });
    expect(R.CdnWebAcl!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('stays far under 500 resources and uses CloudFront names when no certificate is given', () => {
    expect(Object.keys(R).length).toBeLessThan(100);
    const bare = cdnTemplate({
      service: 'sms-platform',
      stage: 'dry',
      httpApiDomain: 'x.execute-api.af-south-1.amazonaws.com',
      uploadsOrigin: 'https://u',
      domains: { app: 'app.example' },
      cdnSecretName: 's',
    });
    const app = (
      bare.Resources.AppDistribution!.Properties as { DistributionConfig: Record<string, unknown> }
    ).DistributionConfig;
    expect(app.Aliases).toBeUndefined();
    expect(app.ViewerCertificate).toEqual({ CloudFrontDefaultCertificate: true });
  });
});

describe('the SPA upload', () => {
  it('caches hashed assets for a year, never index.html, uploads index.html last and skips source maps', () => {
    const dist = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dist, 'assets'));
    for (const f of [
      'index.html',
      'favicon.svg',
      'assets/index-abc.js',
      'assets/index-abc.js.map',
      'assets/a-1.css',
    ])
      writeFileSync(join(dist, f), 'x');
    const plan = spaUploadPlan(dist).map(({ key, cacheControl, contentType }) => ({
      key,
      cacheControl,
      contentType,
    }));
    expect(plan.at(-1)).toEqual({
      key: 'index.html',
      cacheControl: 'no-cache',
      contentType: 'text/html; charset=utf-8',
    });
    expect(plan.find((p) => p.key === 'assets/index-abc.js')).toEqual({
      key: 'assets/index-abc.js',
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(plan.some((p) => p.key.endsWith('.map'))).toBe(false);
    expect(plan.find((p) => p.key === 'favicon.svg')?.cacheControl).toBe('public, max-age=3600');
  });
});
