import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerequisiteError, checkJava, checkPortFree } from '../../local/prerequisites';

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
      await expect(checkPortFree(port)).rejects.toThrow(
        `Port ${port} is already in use: stop whatever is using it, or start on another port with PORT=${port + 1} npm start.`,
      );
    } finally {
      server.close();
    }
  });
});
