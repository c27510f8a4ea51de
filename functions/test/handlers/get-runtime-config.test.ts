import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/get-runtime-config';
import { invoke } from '../support/invoke';

describe('GET /api/config', () => {
  it('tells the browser which card form to show and only the publishable key', async () => {
    const response = await invoke(handler, routes.getRuntimeConfig);

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ payments: { form: 'local-test-card', publishableKey: expect.stringMatching(/^pk_test_/) } });
    expect(JSON.stringify(response.json)).not.toMatch(/sk_|whsec_/);
  });
});
