import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer } from '../../local/server';
import { webBuildWithBookingPages } from '../support/booking-shells';

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

describe("the local server's pages", () => {
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const server = createLocalServer({ webDistDir: webBuildWithBookingPages(), sesEndpoint: 'http://127.0.0.1:9' });
    await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolveClose) => server.close(() => resolveClose()));
  });

  afterAll(() => close?.());

  // The rule itself is static-site.test.ts's; this is the query string reaching it.
  it("answers a trip's booking address with the trip's booking page, at the same address", async () => {
    const answer = await fetch(`${baseUrl}/booking?package=morocco&departure=2027-07-08`, { redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('booking/morocco.html');
    const unknownTrip = await fetch(`${baseUrl}/booking?package=barbados`);
    expect(unknownTrip.status).toBe(200);
    expect(await unknownTrip.text()).toBe('booking/index.html');
  });
});
