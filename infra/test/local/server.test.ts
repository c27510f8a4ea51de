import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer } from '../../local/server';

describe('the local server after a call that may write', () => {
  let baseUrl: string;
  let writes = 0;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'sunward-server-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>test</title>');
    const server = createLocalServer({ webDistDir, sesEndpoint: 'http://127.0.0.1:9', afterWrites: () => writes++ });
    await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolveClose) => server.close(() => resolveClose()));
  });

  afterAll(() => close?.());

  // The local stack wakes the outbox's stream poller here, so mail goes out without its pause.
  it('calls afterWrites once an /api call other than a GET has answered', async () => {
    const before = writes;
    const answer = await fetch(`${baseUrl}/api/nothing-here`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(404);
    expect(writes).toBe(before + 1);
  });

  it('does not call it for a GET, which writes nothing', async () => {
    const before = writes;
    const answer = await fetch(`${baseUrl}/api/nothing-here`);
    expect(answer.status).toBe(404);
    expect(writes).toBe(before);
  });
});
