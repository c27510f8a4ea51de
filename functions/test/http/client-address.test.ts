import { toApiGatewayEvent } from '@sunward/emulators/api-gateway-event';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/http/client-address';

const eventFrom = (sourceIp: string, headers: Record<string, string> = {}) =>
  toApiGatewayEvent({ method: 'POST', path: '/api/login', headers, sourceIp }, { routeKey: 'POST /api/login' });

describe('clientAddress', () => {
  it.each([
    ['an IPv4 viewer', '198.51.100.10:46532', '198.51.100.10'],
    ['an IPv6 viewer', '2001:db8:85a3::8a2e:370:7334:46532', '2001:db8:85a3::8a2e:370:7334'],
    ['a viewer header in any case', ' 203.0.113.7:443 ', '203.0.113.7'],
  ])('takes %s from CloudFront’s viewer address, without the port', (_case, header, expected) => {
    expect(clientAddress(eventFrom('130.176.0.1', { 'CloudFront-Viewer-Address': header }))).toBe(expected);
  });

  it('falls back to the connection’s address without CloudFront', () => {
    expect(clientAddress(eventFrom('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('falls back to the connection’s address when the header holds no address', () => {
    expect(clientAddress(eventFrom('10.0.0.9', { 'CloudFront-Viewer-Address': ':443' }))).toBe('10.0.0.9');
  });
});
