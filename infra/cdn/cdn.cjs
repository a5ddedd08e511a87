// The CDN stack (CloudFormation, deployed to us-east-1: CloudFront's certificates and its standard logs v2 live
// there). What scripts/local/cdn-server.ts plays locally, as three distributions on their own host names:
//
//   app    APP_DOMAIN    the SPA from a private S3 bucket (origin access control): /assets/* immutable, every
//                       other path without a file extension answered with /index.html (history routing,
//                       `no-cache`), the SPA's security headers; /api/* to the HTTP API (never cached).
//   api    API_DOMAIN    partners and providers: the send endpoint, delivery reports, inbound messages,
//          SHORT_DOMAIN  …every /api/* route, and the SMS short links /s/* (click redirects); nothing else.
//   pages  PAGES_DOMAIN  public landing pages and their form submissions, each account's on its own host
//          *.PAGES_DOMAIN ({label}.{PAGES_DOMAIN}, functions/src/public-pages/pages-origin.ts; the certificate
//                       covers the wildcard): /{pageKey}… to the API's /p/{pageKey}…, the host asked in X-Pages-Host
//                       (in the cache key: one account's host never gets another's cached page),
//                       with their own headers (the page sets its own CSP; no cookie is shared with the app).
//
// Every origin request to the API carries the viewer's address and country (CloudFront-Viewer-Address,
// CloudFront-Viewer-Country: the managed AllViewerExceptHostHeader policy) and X-Origin-Verify with the stage's
// CDN secret (a Secrets Manager secret the main stack generates and replicates here; a dynamic reference, never
// a plain value in the template). Standard logs (v2) go to a private bucket without query strings, cookies or
// referrers.
'use strict';

/** CloudFront's managed policies (ids are fixed by AWS). */
const MANAGED = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

/** The fields of each standard log record: CloudFront's v2 fields minus query string, cookies and referrer. */
const LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'ssl-protocol',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'c-country',
  'cache-behavior-path-pattern',
];

/** The SPA's Content-Security-Policy: no inline scripts, no framing; uploads go straight to S3. */
function spaCsp(uploadsOrigin) {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    // MUI (emotion) injects style elements at run time; scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    `connect-src 'self' ${uploadsOrigin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Viewer-request functions (cloudfront-js-2.0). */
const FUNCTIONS = {
  // History-mode routing: a path with no file extension is the SPA's; a missing asset stays a 404 from S3.
  spaRoute: `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`,
  // The API host serves /api/* and /s/* (own behaviours); anything else is not found.
  notFound: `function handler(event) {
  return { statusCode: 404, statusDescription: 'Not Found', headers: { 'content-type': { value: 'text/plain' }, 'cache-control': { value: 'no-store' } } };
}`,
  // {label}.{PAGES_DOMAIN}/{pageKey}[/assets/{path}|/submit] -> the API's /p/...; the root, dot segments and other
  // methods are refused, like the local CDN server's pages listener. The host asked goes to the API in X-Pages-Host
  // (API Gateway gets its own Host), replacing any the viewer sent.
  pagesRoute: `function handler(event) {
  var request = event.request;
  request.headers['x-pages-host'] = { value: request.headers.host ? request.headers.host.value : '' };
  var uri = request.uri;
  var method = request.method;
  var refused = uri === '/' || uri.indexOf('//') === 0 || /(^|\\/)(\\.|%2e){2}(\\/|$)/i.test(uri) ||
    (method !== 'GET' && method !== 'HEAD' && method !== 'POST');
  if (refused) return { statusCode: 404, statusDescription: 'Not Found', headers: { 'content-type': { value: 'text/plain' }, 'x-content-type-options': { value: 'nosniff' } } };
  request.uri = '/p' + uri;
  return request;
}`,
};

const ALL_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'];

/**
 * @param {{ service: string, stage: string, httpApiDomain: string, uploadsOrigin: string,
 *           domains: { app?: string, api?: string, short?: string, pages?: string },
 *           certificateArn?: string, cdnSecretName: string }} o
 */
function cdnTemplate(o) {
  const prefix = `${o.service}-${o.stage}`;
  const originSecret = `{{resolve:secretsmanager:${o.cdnSecretName}}}`;
  const apiOrigin = {
    Id: 'HttpApi',
    DomainName: o.httpApiDomain,
    CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    OriginCustomHeaders: [{ HeaderName: 'X-Origin-Verify', HeaderValue: originSecret }],
  };
  const apiBehaviour = (pathPattern, extra = {}) => ({
    ...(pathPattern ? { PathPattern: pathPattern } : {}),
    TargetOriginId: 'HttpApi',
    ViewerProtocolPolicy: 'redirect-to-https',
    AllowedMethods: ALL_METHODS,
    CachedMethods: ['GET', 'HEAD'],
    Compress: true,
    CachePolicyId: MANAGED.cachingDisabled,
    OriginRequestPolicyId: MANAGED.allViewerExceptHostHeader,
    ResponseHeadersPolicyId: { Ref: 'ApiHeadersPolicy' },
    ...extra,
  });
  const viewerFunction = (name) => ({
    FunctionAssociations: [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [name, 'FunctionARN'] } },
    ],
  });
  const aliases = (...names) => names.filter(Boolean);
  const certificate = (names) =>
    names.length && o.certificateArn
      ? {
          AcmCertificateArn: o.certificateArn,
          SslSupportMethod: 'sni-only',
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }
      : { CloudFrontDefaultCertificate: true };
  const distribution = (comment, names, config) => {
    const withAliases = o.certificateArn ? names : [];
    return {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Comment: `${prefix} ${comment}`,
          Enabled: true,
          HttpVersion: 'http2and3',
          IPV6Enabled: true,
          PriceClass: 'PriceClass_All',
          ...(withAliases.length ? { Aliases: withAliases } : {}),
          ViewerCertificate: certificate(withAliases),
          WebACLId: { 'Fn::GetAtt': ['CdnWebAcl', 'Arn'] },
          ...config,
        },
      },
    };
  };
  const fn = (name, comment) => ({
    Type: 'AWS::CloudFront::Function',
    Properties: {
      Name: `${prefix}-${name}`.slice(0, 64),
      AutoPublish: true,
      FunctionCode: FUNCTIONS[name],
      FunctionConfig: { Comment: comment, Runtime: 'cloudfront-js-2.0' },
    },
  });
  const securityHeaders = (extra = {}) => ({
    StrictTransportSecurity: {
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    },
    ContentTypeOptions: { Override: true },
    ...extra,
  });
  const logging = (key) => ({
    [`${key}LogSource`]: {
      Type: 'AWS::Logs::DeliverySource',
      Properties: {
        Name: `${prefix}-${key.toLowerCase()}-cdn`,
        LogType: 'ACCESS_LOGS',
        ResourceArn: {
          'Fn::Sub': `arn:\${AWS::Partition}:cloudfront::\${AWS::AccountId}:distribution/\${${key}Distribution}`,
        },
      },
    },
    [`${key}LogDelivery`]: {
      Type: 'AWS::Logs::Delivery',
      Properties: {
        DeliverySourceName: { Ref: `${key}LogSource` },
        DeliveryDestinationArn: { 'Fn::GetAtt': ['CdnLogsDestination', 'Arn'] },
        RecordFields: LOG_FIELDS,
        S3SuffixPath: `${key.toLowerCase()}/{yyyy}/{MM}/{dd}`,
      },
    },
  });

  const Resources = {
    SpaBucket: privateBucket(`${prefix}-spa`, { versioned: true }),
    SpaBucketPolicy: {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: { Ref: 'SpaBucket' },
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            denyInsecureTransport('SpaBucket'),
            {
              Sid: 'CloudFrontReadsTheSpa',
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
              Resource: { 'Fn::Sub': '${SpaBucket.Arn}/*' },
              Condition: {
                StringEquals: {
                  'AWS:SourceArn': {
                    'Fn::Sub':
                      'arn:${AWS::Partition}:cloudfront::${AWS::AccountId}:distribution/${AppDistribution}',
                  },
                },
              },
            },
          ],
        },
      },
    },
    SpaOriginAccessControl: {
      Type: 'AWS::CloudFront::OriginAccessControl',
      Properties: {
        OriginAccessControlConfig: {
          Name: `${prefix}-spa`,
          OriginAccessControlOriginType: 's3',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        },
      },
    },
    // Immutable hashed assets and the no-cache index.html: the objects' own Cache-Control decides (set by the
    // deploy command), within 0 s .. 1 year; gzip and brotli.
    SpaCachePolicy: {
      Type: 'AWS::CloudFront::CachePolicy',
      Properties: {
        CachePolicyConfig: {
          Name: `${prefix}-spa`,
          MinTTL: 0,
          DefaultTTL: 0,
          MaxTTL: 31536000,
          ParametersInCacheKeyAndForwardedToOrigin: {
            EnableAcceptEncodingGzip: true,
            EnableAcceptEncodingBrotli: true,
            HeadersConfig: { HeaderBehavior: 'none' },
            CookiesConfig: { CookieBehavior: 'none' },
            QueryStringsConfig: { QueryStringBehavior: 'none' },
          },
        },
      },
    },
    SpaHeadersPolicy: {
      Type: 'AWS::CloudFront::ResponseHeadersPolicy',
      Properties: {
        ResponseHeadersPolicyConfig: {
          Name: `${prefix}-spa`,
          SecurityHeadersConfig: securityHeaders({
            ContentSecurityPolicy: { ContentSecurityPolicy: spaCsp(o.uploadsOrigin), Override: true },
            FrameOptions: { FrameOption: 'DENY', Override: true },
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          }),
        },
      },
    },
    // The API sets its own headers (platform/http/security-headers.middleware.ts); the CDN adds HSTS.
    ApiHeadersPolicy: {
      Type: 'AWS::CloudFront::ResponseHeadersPolicy',
      Properties: {
        ResponseHeadersPolicyConfig: { Name: `${prefix}-api`, SecurityHeadersConfig: securityHeaders() },
      },
    },
    // A user's page sets its own CSP and frame options (the SPA previews it in a frame); the CDN adds HSTS,
    // nosniff and a referrer policy the page did not set.
    PagesHeadersPolicy: {
      Type: 'AWS::CloudFront::ResponseHeadersPolicy',
      Properties: {
        ResponseHeadersPolicyConfig: {
          Name: `${prefix}-pages`,
          SecurityHeadersConfig: securityHeaders({
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: false },
          }),
          CustomHeadersConfig: { Items: [{ Header: 'X-Robots-Tag', Value: 'noindex', Override: false }] },
        },
      },
    },
    // The pages' cache key has the host asked (X-Pages-Host, set by PagesRouteFunction before the cache is read): a
    // page cached for one account's host is never answered on another's. TTLs are the origin's Cache-Control.
    PagesCachePolicy: {
      Type: 'AWS::CloudFront::CachePolicy',
      Properties: {
        CachePolicyConfig: {
          Name: `${prefix}-pages`,
          MinTTL: 0,
          DefaultTTL: 0,
          MaxTTL: 31536000,
          ParametersInCacheKeyAndForwardedToOrigin: {
            EnableAcceptEncodingGzip: true,
            EnableAcceptEncodingBrotli: true,
            CookiesConfig: { CookieBehavior: 'none' },
            HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['x-pages-host'] },
            QueryStringsConfig: { QueryStringBehavior: 'all' },
          },
        },
      },
    },
    SpaRouteFunction: fn('spaRoute', 'SPA history routing: extension-less paths get /index.html'),
    NotFoundFunction: fn('notFound', 'Anything but /api/* and /s/* on the API host: 404'),
    PagesRouteFunction: fn('pagesRoute', 'Public pages: /{pageKey}... to the API /p/{pageKey}...'),
    AppDistribution: distribution('app', aliases(o.domains.app), {
      DefaultRootObject: 'index.html',
      Origins: [
        {
          Id: 'Spa',
          DomainName: { 'Fn::GetAtt': ['SpaBucket', 'RegionalDomainName'] },
          OriginAccessControlId: { 'Fn::GetAtt': ['SpaOriginAccessControl', 'Id'] },
          S3OriginConfig: { OriginAccessIdentity: '' },
        },
        apiOrigin,
      ],
      DefaultCacheBehavior: {
        TargetOriginId: 'Spa',
        ViewerProtocolPolicy: 'redirect-to-https',
        AllowedMethods: ['GET', 'HEAD'],
        CachedMethods: ['GET', 'HEAD'],
        Compress: true,
        CachePolicyId: { Ref: 'SpaCachePolicy' },
        ResponseHeadersPolicyId: { Ref: 'SpaHeadersPolicy' },
        ...viewerFunction('SpaRouteFunction'),
      },
      CacheBehaviors: [
        {
          PathPattern: '/assets/*',
          TargetOriginId: 'Spa',
          ViewerProtocolPolicy: 'redirect-to-https',
          AllowedMethods: ['GET', 'HEAD'],
          CachedMethods: ['GET', 'HEAD'],
          Compress: true,
          CachePolicyId: { Ref: 'SpaCachePolicy' },
          ResponseHeadersPolicyId: { Ref: 'SpaHeadersPolicy' },
        },
        apiBehaviour('/api/*'),
      ],
    }),
    ApiDistribution: distribution('api and short links', aliases(o.domains.api, o.domains.short), {
      Origins: [apiOrigin],
      DefaultCacheBehavior: apiBehaviour(undefined, viewerFunction('NotFoundFunction')),
      CacheBehaviors: [apiBehaviour('/api/*'), apiBehaviour('/s/*')],
    }),
    PagesDistribution: distribution(
      'public pages',
      aliases(o.domains.pages, o.domains.pages && `*.${o.domains.pages}`),
      {
        Origins: [apiOrigin],
        DefaultCacheBehavior: apiBehaviour(undefined, {
          CachePolicyId: { Ref: 'PagesCachePolicy' },
          ResponseHeadersPolicyId: { Ref: 'PagesHeadersPolicy' },
          ...viewerFunction('PagesRouteFunction'),
        }),
      },
    ),
    // AWS managed rules with few false positives: known bad inputs (Log4j, exploit paths) and IP addresses
    // with a bad reputation. Not the common rule set: its 8 KB body limit would refuse page editor saves.
    CdnWebAcl: {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Name: `${prefix}-cdn`,
        Scope: 'CLOUDFRONT',
        DefaultAction: { Allow: {} },
        VisibilityConfig: {
          SampledRequestsEnabled: true,
          CloudWatchMetricsEnabled: true,
          MetricName: `${prefix}-cdn`,
        },
        Rules: ['AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList'].map(
          (name, i) => ({
            Name: name,
            Priority: i,
            OverrideAction: { None: {} },
            Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
            VisibilityConfig: {
              SampledRequestsEnabled: true,
              CloudWatchMetricsEnabled: true,
              MetricName: name,
            },
          }),
        ),
      },
    },
    CdnLogsBucket: privateBucket(`${prefix}-cdn-logs`, { expireDays: 90, versioned: true }),
    CdnLogsBucketPolicy: {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: { Ref: 'CdnLogsBucket' },
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            denyInsecureTransport('CdnLogsBucket'),
            {
              Sid: 'LogDeliveryWrites',
              Effect: 'Allow',
              Principal: { Service: 'delivery.logs.amazonaws.com' },
              Action: 's3:PutObject',
              Resource: { 'Fn::Sub': '${CdnLogsBucket.Arn}/*' },
              Condition: {
                StringEquals: {
                  's3:x-amz-acl': 'bucket-owner-full-control',
                  'aws:SourceAccount': { Ref: 'AWS::AccountId' },
                },
              },
            },
            {
              Sid: 'S3ServerAccessLogs',
              Effect: 'Allow',
              Principal: { Service: 'logging.s3.amazonaws.com' },
              Action: 's3:PutObject',
              Resource: { 'Fn::Sub': '${CdnLogsBucket.Arn}/spa-bucket/*' },
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            },
          ],
        },
      },
    },
    CdnLogsDestination: {
      Type: 'AWS::Logs::DeliveryDestination',
      DependsOn: ['CdnLogsBucketPolicy'],
      Properties: {
        Name: `${prefix}-cdn-logs`,
        OutputFormat: 'w3c',
        DestinationResourceArn: { 'Fn::GetAtt': ['CdnLogsBucket', 'Arn'] },
      },
    },
    ...logging('App'),
    ...logging('Api'),
    ...logging('Pages'),
  };
  // The SPA bucket's access logs go to the logs bucket.
  Resources.SpaBucket.Properties.LoggingConfiguration = {
    DestinationBucketName: { Ref: 'CdnLogsBucket' },
    LogFilePrefix: 'spa-bucket/',
  };
  return {
    AWSTemplateFormatVersion: '2010-09-09',
    Description: `${prefix} CDN: the SPA, the API, short links and public pages behind CloudFront`,
    Resources,
    Outputs: {
      SpaBucketName: { Value: { Ref: 'SpaBucket' } },
      AppDistributionId: { Value: { Ref: 'AppDistribution' } },
      AppDistributionDomain: { Value: { 'Fn::GetAtt': ['AppDistribution', 'DomainName'] } },
      ApiDistributionDomain: { Value: { 'Fn::GetAtt': ['ApiDistribution', 'DomainName'] } },
      PagesDistributionDomain: { Value: { 'Fn::GetAtt': ['PagesDistribution', 'DomainName'] } },
    },
  };
}

/** A private, encrypted bucket (public access blocked, owner-enforced objects). */
function privateBucket(name, { versioned = false, expireDays } = {}) {
  // Versioned buckets keep replaced versions 30 days (expired logs' versions too).
  return {
    Type: 'AWS::S3::Bucket',
    Properties: {
      BucketName: name,
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      ...(versioned ? { VersioningConfiguration: { Status: 'Enabled' } } : {}),
      LifecycleConfiguration: {
        Rules: [
          ...(expireDays ? [{ Id: 'expire', Status: 'Enabled', ExpirationInDays: expireDays }] : []),
          ...(versioned
            ? [{ Id: 'old-versions', Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 30 } }]
            : []),
          { Id: 'multipart', Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
        ],
      },
    },
  };
}

/** Refuses every request to the bucket that is not over TLS. */
function denyInsecureTransport(bucket) {
  return {
    Sid: 'TlsOnly',
    Effect: 'Deny',
    Principal: '*',
    Action: 's3:*',
    Resource: [{ 'Fn::GetAtt': [bucket, 'Arn'] }, { 'Fn::Sub': `\${${bucket}.Arn}/*` }],
    Condition: { Bool: { 'aws:SecureTransport': 'false' } },
  };
}

module.exports = { cdnTemplate, spaCsp, LOG_FIELDS, FUNCTIONS, privateBucket, denyInsecureTransport };
