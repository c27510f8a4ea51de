import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from '../src/api-gateway-event';

const route = { routeKey: 'GET /api/bookings' };

describe('toApiGatewayEvent query string', () => {
  it('decodes the parameters and joins a repeated key with commas, as API Gateway v2 does', () => {
    const event = toApiGatewayEvent({ method: 'GET', path: '/api/bookings', rawQueryString: 'limit=2&tag=a&tag=b%2Cc&q=Ana+Lima%20%26co' }, route);

    expect(event.rawQueryString).toBe('limit=2&tag=a&tag=b%2Cc&q=Ana+Lima%20%26co');
    expect(event.queryStringParameters).toEqual({ limit: '2', tag: 'a,b,c', q: 'Ana Lima &co' });
  });

  it('leaves queryStringParameters out when there is no query string', () => {
    const event = toApiGatewayEvent({ method: 'GET', path: '/api/bookings' }, route);

    expect(event.rawQueryString).toBe('');
    expect(event).not.toHaveProperty('queryStringParameters');
  });
});
