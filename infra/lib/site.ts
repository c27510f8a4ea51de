import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Fn, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { builtBookingShells } from './booking-shells';
import { catalogueBehaviours, uncachedErrorStatuses } from './catalogue-cache';
import { securityHeaders } from './security-headers';

export interface CustomDomain {
  readonly domainName: string;
  /** An ACM certificate in us-east-1 that covers `domainName`. */
  readonly certificateArn: string;
}

export interface SiteProps {
  /** The web build (`web/dist`): index.html and its assets. */
  readonly webBuildDir: string;
  /** The API's https endpoint; CloudFront forwards `/api/*` to it. */
  readonly apiEndpoint: string;
  /** Headers CloudFront adds to every request it forwards to the API (the origin secret). */
  readonly apiOriginHeaders: Record<string, string>;
  readonly customDomain?: CustomDomain;
  /** The AWS WAF web ACL (CLOUDFRONT scope, us-east-1) in front of the distribution. */
  readonly webAclArn: string;
}

const frameOptions = {
  DENY: cloudfront.HeadersFrameOption.DENY,
  SAMEORIGIN: cloudfront.HeadersFrameOption.SAMEORIGIN,
} as const;

const referrerPolicies = {
  'strict-origin-when-cross-origin': cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
  'no-referrer': cloudfront.HeadersReferrerPolicy.NO_REFERRER,
  'same-origin': cloudfront.HeadersReferrerPolicy.SAME_ORIGIN,
} as const;

/**
 * The pages of the web build (decision 023): `index.html` → `/`, `morocco/index.html` →
 * `/morocco`. Public pages are prerendered; private screens (`/booking`, `/admin/…`) hold the app shell.
 */
export function builtPagePaths(webBuildDir: string): string[] {
  const paths: string[] = [];
  const visit = (dir: string, path: string) => {
    for (const entry of readdirSync(join(webBuildDir, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) visit(join(dir, entry.name), `${path}/${entry.name}`);
      else if (entry.isFile() && entry.name === 'index.html') paths.push(path === '' ? '/' : path);
    }
  };
  visit('', '');
  return paths.sort();
}

/**
 * A request whose last path segment has no extension gets its page from the bucket
 * (`/morocco` and `/morocco/` → `/morocco/index.html`); a path the build has no page for gets
 * `/404.html` (a build without one: the app shell, `/index.html`). Files pass as they are. This
 * runs on the site behaviour only, so the API's own 404s stay JSON (distribution-wide error
 * responses would rewrite those too). A trip's booking address, `/booking?package=<id>`, gets the
 * trip's own booking page when the build has one (`bookingTripIds`, decision 060).
 */
export function appShellRewrite(pagePaths: readonly string[], hasNotFoundPage: boolean, bookingTripIds: readonly string[]): string {
  return `${pageLookup(pagePaths)}
${bookingShellLookup(bookingTripIds)}
function handler(event) {
  var request = event.request;
  var bookingShell = bookingShellFile(request);
  if (bookingShell) {
    request.uri = bookingShell;
    return request;
  }
  var page = pageFile(request.uri);
  if (page !== undefined) {
    request.uri = page || '${hasNotFoundPage ? '/404.html' : '/index.html'}';
  }
  return request;
}`;
}

/**
 * The viewer-response side of `appShellRewrite` for a build with a 404 page: an unknown page
 * answers its `404.html` with status 404, not 200, so search engines do not index it. A
 * viewer-response function sees the request as the viewer sent it; a request that names
 * `/404.html` itself is answered 404 too.
 */
export function notFoundStatus(pagePaths: readonly string[]): string {
  return `${pageLookup(pagePaths)}
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  if (response.statusCode === 200 && (uri === '/404.html' || pageFile(uri) === '')) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

/**
 * The page lookup both functions share: `pageFile(uri)` is undefined for a file (its last
 * segment has an extension), the page's file for a page of the build, and '' for a path the
 * build has no page for.
 */
function pageLookup(pagePaths: readonly string[]): string {
  const pages = JSON.stringify(Object.fromEntries(pagePaths.map((path) => [path, path === '/' ? '/index.html' : `${path}/index.html`])));
  return `var pages = ${pages};
function pageFile(uri) {
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) {
    return undefined;
  }
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  return pages[path] || '';
}`;
}

/**
 * The rule of `bookingShellFile` (booking-shells.ts, which the local server applies) in CloudFront's
 * words: the query string comes as CloudFront hands it over, one field per name, undecoded, with a
 * `multiValue` list for a name given more than once.
 */
function bookingShellLookup(tripIds: readonly string[]): string {
  return `var bookingTripIds = ${JSON.stringify(tripIds)};
function bookingShellFile(request) {
  if (request.uri !== '/booking' && request.uri !== '/booking/') {
    return undefined;
  }
  var trip = request.querystring && request.querystring['package'];
  if (!trip || (trip.multiValue && trip.multiValue.length > 1) || bookingTripIds.indexOf(trip.value) === -1) {
    return undefined;
  }
  return '/booking/' + trip.value + '.html';
}`;
}

/** The response-headers policy built from the plain data in `security-headers.ts`. */
function securityHeadersPolicy(scope: Construct): cloudfront.ResponseHeadersPolicy {
  const hsts = securityHeaders.strictTransportSecurity;
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'CSP (Stripe allowed), HSTS, nosniff, DENY framing, referrer and permissions policy',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: securityHeaders.contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubDomains,
        preload: hsts.preload,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: frameOptions[securityHeaders.frameOptions], override: true },
      referrerPolicy: { referrerPolicy: referrerPolicies[securityHeaders.referrerPolicy], override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: securityHeaders.permissionsPolicy, override: true }],
    },
  });
}

/**
 * The website: a private bucket behind CloudFront (origin access control), `/api/*` sent to the
 * HTTP API on the same origin, security headers on every response, and the web build uploaded on
 * each deploy with a cache invalidation.
 */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    // The site bucket's server access logs and the canary's artifacts. CloudFront's access logs
    // have their own bucket in us-east-1 (edge-logs.ts); the ACLs this bucket allows are those of
    // the legacy logs it once received.
    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own writes into itself would loop.',
    });

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = securityHeadersPolicy(this);
    const pagePaths = builtPagePaths(props.webBuildDir);
    const hasNotFoundPage = existsSync(join(props.webBuildDir, '404.html'));
    const rewrite = new cloudfront.Function(this, 'AppShellRewrite', {
      code: cloudfront.FunctionCode.fromInline(appShellRewrite(pagePaths, hasNotFoundPage, builtBookingShells(props.webBuildDir))),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Extensionless paths get their page (<path>/index.html), else /404.html; /booking?package=<id> its trip page',
    });
    const pageFunctions = [{ function: rewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }];
    if (hasNotFoundPage) {
      const notFound = new cloudfront.Function(this, 'NotFoundStatus', {
        code: cloudfront.FunctionCode.fromInline(notFoundStatus(pagePaths)),
        runtime: cloudfront.FunctionRuntime.JS_2_0,
        comment: 'An unknown page answers /404.html with status 404',
      });
      pageFunctions.push({ function: notFound, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE });
    }

    const domain = props.customDomain;
    const apiOrigin = new origins.HttpOrigin(Fn.parseDomainName(props.apiEndpoint), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: props.apiOriginHeaders,
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Sunward Group Travel website and /api',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      // Standard logging (legacy) writes every query string: the access logs are delivered by
      // standard logging v2 instead, without it (edge-logs.ts, decision 040).
      enableLogging: false,
      // The cache hit rate and error rates by status, for the operations dashboard.
      publishAdditionalMetrics: true,
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // No query string in the key: a trip's booking page is told apart by the URI the
        // viewer-request function rewrote it to, before the cache lookup.
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: pageFunctions,
      },
      // Error answers pass through unchanged, but none is kept (catalogue-cache.ts).
      errorResponses: uncachedErrorStatuses.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      additionalBehaviors: {
        // The catalogue reads, cached by their own Cache-Control; listed first, so they win over /api/*.
        ...catalogueBehaviours(this, apiOrigin, headers),
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; plain http is refused instead.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway answers to its own name), plus CloudFront's
          // own headers: the sign-in limits count failures by CloudFront-Viewer-Address.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.acknowledgeDistribution(domain !== undefined);

    this.url = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;

    this.deployWebBuild(props.webBuildDir);
  }

  /** Upload the web build on every deploy, then invalidate CloudFront's copy. */
  private deployWebBuild(webBuildDir: string): void {
    const logGroup = new logs.LogGroup(this, 'DeployLogs', { retention: logs.RetentionDays.ONE_MONTH });
    // Our own role rather than AWSLambdaBasicExecutionRole: it may write to its log group only.
    const role = new iam.Role(this, 'DeployRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Uploads the web build to the site bucket and invalidates CloudFront',
    });
    logGroup.grantWrite(role);

    // Fingerprinted assets first, cached for a year; then the pages, always revalidated, so a
    // new index.html never points at a chunk that is not there yet. Neither prunes: a visitor
    // still on the previous index.html keeps finding its chunks. The build manifest stays home.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(join(webBuildDir, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
      role,
      logGroup,
    });
    const pages = new s3deploy.BucketDeployment(this, 'Deploy', {
      sources: [s3deploy.Source.asset(webBuildDir, { exclude: ['assets', 'assets/**', '.vite', '.vite/**'] })],
      destinationBucket: this.bucket,
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role,
      logGroup,
    });
    pages.node.addDependency(assets);

    // CDK adds these grants to the role; they are scoped to the two buckets involved.
    const stack = Stack.of(this);
    const siteBucketArn = `<${stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>`;
    const assetBucket = bootstrapAssetBucketArn(stack);
    const wildcards: Array<[finding: string, reason: string]> = [
      ['Action::s3:GetBucket*', 'CDK BucketDeployment: read the staged asset zip and list the site bucket to sync it.'],
      ['Action::s3:GetObject*', 'CDK BucketDeployment: read the staged asset zip and the current site files.'],
      ['Action::s3:List*', 'CDK BucketDeployment: list the asset bucket and the site bucket to sync them.'],
      ['Action::s3:Abort*', 'CDK BucketDeployment: abort its own failed multipart uploads into the site bucket.'],
      ['Action::s3:DeleteObject*', 'CDK BucketDeployment: replace site files (CDK grants delete with write).'],
      [`Resource::${assetBucket}/*`, 'CDK BucketDeployment: objects of the CDK bootstrap asset bucket, where the build zip is staged.'],
      [`Resource::${siteBucketArn}/*`, 'CDK BucketDeployment: every object of the site bucket is a file of the web build it replaces.'],
      ['Resource::*', 'CDK BucketDeployment: cloudfront:CreateInvalidation/GetInvalidation after upload; CDK grants them on * and the distribution id is only known at deploy time.'],
    ];
    for (const [finding, reason] of wildcards) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }

    // The deployment's handler is a CDK singleton function that lives at stack level.
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'CDK BucketDeployment pins the Python runtime of its own handler; it runs only while deploying.',
      });
    }
  }

  private acknowledgeDistribution(hasCustomDomain: boolean): void {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'AwsSolutions-CFR3',
      reason:
        'Access logs are on, through standard logging v2 from the us-east-1 edge logs stack (edge-logs.ts), which can leave out the query string; legacy logging cannot.',
    });
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'Geo restriction is an operations decision: the operator sells to travellers worldwide; see infra/README.md.',
    });
    if (!hasCustomDomain) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain configured: the *.cloudfront.net default certificate cannot pin a minimum TLS version. With domainName + certificateArn the distribution uses TLSv1.2_2021.',
      });
    }
  }
}

/**
 * The CDK bootstrap asset bucket's ARN as cdk-nag spells it in a finding: literal values where the
 * stack's environment is known, `<AWS::…>` placeholders where it is not.
 */
function bootstrapAssetBucketArn(stack: Stack): string {
  const literalOr = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const partition = literalOr(stack.partition, 'AWS::Partition');
  const account = literalOr(stack.account, 'AWS::AccountId');
  const region = literalOr(stack.region, 'AWS::Region');
  return `arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}`;
}
