import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The body exactly as sent: a signature over it (Stripe's webhook) must see the same bytes. */
export function rawBody(event: APIGatewayProxyEventV2): string {
  if (event.body === undefined) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}
