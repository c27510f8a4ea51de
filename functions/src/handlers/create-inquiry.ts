import { randomUUID } from 'node:crypto';
import * as routes from '@sunward/shared/routes';
import { isHoneypotFilled } from '@sunward/shared/schemas/honeypot';
import { withRoute } from '../middleware/with-route';
import { receiveInquiry } from '../services/receive-inquiry';

export const handler = withRoute(routes.createInquiry, async ({ body, now }) => {
  // A bot gets the same answer as a person, and nothing is stored or sent.
  if (isHoneypotFilled(body.website)) return { status: 201, body: { id: randomUUID() } };
  const inquiry = await receiveInquiry(body, now);
  return { status: 201, body: { id: inquiry.id } };
});
