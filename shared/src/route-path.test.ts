import { describe, expect, it } from 'vitest';
import { fillPath, matchPath } from './route-path';

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/api/packages/{id}', { id: 'tobago' })).toBe('/api/packages/tobago');
    expect(fillPath('/api/packages/{id}', { id: 'a b/c' })).toBe('/api/packages/a%20b%2Fc');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/packages/{id}')).toThrow(/Missing path parameter "id"/);
  });
});

describe('matchPath', () => {
  it.each([
    ['/api/packages', '/api/packages', {}],
    ['/api/packages/{id}', '/api/packages/belize', { id: 'belize' }],
    ['/api/packages/{id}', '/api/packages/a%20b', { id: 'a b' }],
    ['/api/bookings/{id}/payments', '/api/bookings/b1/payments', { id: 'b1' }],
  ])('matches %s against %s', (template, path, params) => {
    expect(matchPath(template, path)).toEqual(params);
  });

  it.each([
    ['/api/packages', '/api/packages/x'],
    ['/api/packages/{id}', '/api/packages/'],
    ['/api/packages/{id}', '/api/packages'],
    ['/api/packages/{id}', '/api/packages/a/b'],
    ['/api/packages/{id}', '/api/packages/%E0%A4%A'],
    ['/api/user', '/api/users'],
  ])('does not match %s against %s', (template, path) => {
    expect(matchPath(template, path)).toBeNull();
  });
});
