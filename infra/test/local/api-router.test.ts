import { routeList, routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../local/api-router';

describe('route selection in the local server', () => {
  it.each(routeList.map((route) => [route.method, route.path, route.name] as const))(
    'finds %s %s',
    (method, path, name) => {
      const concrete = path.replace(/\{\w+\}/g, 'x1');
      expect(findRoute(method, concrete)?.route).toMatchObject(routes[name]);
    },
  );

  it('hands over decoded path parameters', () => {
    expect(findRoute('GET', '/api/packages/belize-reef-jungle')?.pathParameters).toEqual({ id: 'belize-reef-jungle' });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['DELETE', '/api/packages'],
    ['GET', '/api/packages/a/b'],
  ])('finds nothing for %s %s', (method, path) => {
    expect(findRoute(method, path)).toBeUndefined();
  });
});
