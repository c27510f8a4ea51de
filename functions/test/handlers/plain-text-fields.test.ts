import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as createInquiry } from '../../src/handlers/create-inquiry';
import { listInquiries } from '../../src/store/inquiry-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { uniqueId } from '../support/test-data';

describe('free text with control characters (POST /api/inquiries)', () => {
  it('answers 400 naming the field when a name carries a line break, and stores and sends nothing', async () => {
    const email = `${uniqueId('visitor')}@example.com`;

    const response = await invoke(createInquiry, routes.createInquiry, {
      body: {
        firstName: 'Amara\r\nBcc: list@example.com',
        lastName: 'Okafor',
        email,
        message: 'Is the band costume included?',
        website: '',
      },
    });

    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: expect.any(String),
      issues: [{ path: ['firstName'], message: 'First name contains characters that are not allowed' }],
    });
    expect((await listInquiries()).filter((inquiry) => inquiry.email === email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
