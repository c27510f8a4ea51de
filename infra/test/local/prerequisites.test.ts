import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerequisiteError, checkJava, claimPort } from '../../local/prerequisites';

describe('local stack prerequisites', () => {
  const path = process.env.PATH;

  afterEach(() => {
    process.env.PATH = path;
  });

  it('passes with the Java on this machine', () => {
    expect(() => checkJava()).not.toThrow();
  });

  it('stops with one sentence when Java is missing', () => {
    process.env.PATH = '/nonexistent';

    expect(() => checkJava()).toThrow(PrerequisiteError);
    expect(() => checkJava()).toThrow(/^Java 17 or newer is needed to run DynamoDB Local, and no `java` was found: install it/);
  });

  it('stops with one sentence when the port is busy', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(claimPort(port)).rejects.toThrow(
        `Port ${port} is already in use: stop whatever is using it, or start on another port with PORT=${port + 1} npm start.`,
      );
    } finally {
      server.close();
    }
  });

  it('holds the port from the start, answering 503 until the site is handed over', async () => {
    const claimed = await claimPort(0);
    try {
      expect(claimed.port).toBeGreaterThan(0);
      const url = `http://127.0.0.1:${claimed.port}/`;
      const starting = await fetch(url);
      expect(starting.status).toBe(503);
      expect(starting.headers.get('retry-after')).toBe('5');
      expect(await starting.text()).toBe('Sunward Group Travel is still starting; try again in a few seconds.');

      claimed.serve((_request, response) => response.end('site'));
      expect(await (await fetch(url)).text()).toBe('site');
    } finally {
      claimed.server.closeAllConnections();
      await new Promise((resolve) => claimed.server.close(resolve));
    }
  });
});
