import * as routes from '@sunward/shared/routes';
import { isHoneypotFilled } from '@sunward/shared/schemas/honeypot';
import { withRoute } from '../middleware/with-route';
import { addSubscriber } from '../store/subscriber-repository';

export const handler = withRoute(routes.subscribeNewsletter, async ({ body, now }) => {
  if (isHoneypotFilled(body.website)) return { status: 201, body: { subscribed: true } };
  const added = await addSubscriber(body.email, now);
  // Subscribing twice is not an error: the address is subscribed either way.
  return { status: added ? 201 : 200, body: { subscribed: true } };
});
