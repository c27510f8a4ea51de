import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * CloudFront adds this header with the viewer's address (`ip:port`) when the origin request
 * policy forwards CloudFront headers, as the `/api/*` behaviour's AllViewerExceptHostHeader does.
 */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The address of the client that made the request. Behind CloudFront, API Gateway's
 * `sourceIp` is the edge server's, shared by every visitor of that edge, so a per-IP limit keyed
 * on it would lock everyone out together; the viewer's own address comes in CloudFront's header,
 * which CloudFront sets from the connection (replacing one a viewer sent) and which only a
 * request that came through CloudFront reaches us with (decision 019). `X-Forwarded-For` is never
 * read: a client writes its first entries. Without the header (a handler test calling directly)
 * the connection's address is the client's; the local server sets the header as CloudFront does.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers[VIEWER_ADDRESS_HEADER]?.trim();
  if (viewer) {
    // IPv4 `198.51.100.10:46532` or IPv6 `2001:db8::1:46532`: the port is after the last colon.
    const portSeparator = viewer.lastIndexOf(':');
    const address = portSeparator === -1 ? viewer : viewer.slice(0, portSeparator);
    if (address !== '') return address;
  }
  return event.requestContext.http.sourceIp;
}
