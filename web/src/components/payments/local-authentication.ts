/**
 * The local stand-in for Stripe.js's 3D Secure dialog (ADR 008): when the Stripe stub answers a
 * confirm with `requires_action`, the cardholder completes or fails the authentication here, the
 * choice goes to the stub's authentication page (`/_local/stripe/authenticate/<id>`), and the
 * intent is read again until it has left `requires_action`, as Stripe.js polls it. A dialog in the
 * page rather than a frame of the stub's page: the site's Content-Security-Policy allows frames from
 * Stripe's hosts only.
 */
import { localStripePath } from '@sunward/shared/local-stripe-path';

export type AuthenticationChoice = 'complete' | 'fail';

/** Asks the cardholder to complete or fail the authentication; `what` says what it is for. */
export type AskForAuthentication = (what: string) => Promise<AuthenticationChoice>;

const DIALOG_STYLE =
  'max-width:30rem;width:calc(100% - 2rem);border:1px solid #cbd5e0;border-radius:0.75rem;padding:1.5rem;font:inherit;color:#1a202c;background:#fff;box-shadow:0 10px 30px rgba(0,0,0,0.25);pointer-events:auto';
const BUTTON_STYLE = 'font:inherit;padding:0.625rem 1rem;border-radius:0.375rem;cursor:pointer;';

/** A modal dialog with "Complete authentication" and "Fail authentication"; Escape fails it, as closing Stripe's does. */
export const askInDialog: AskForAuthentication = (what) =>
  new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'local-authentication-title');
    dialog.setAttribute('aria-describedby', 'local-authentication-text');
    dialog.setAttribute('style', DIALOG_STYLE);
    const title = document.createElement('h2');
    title.id = 'local-authentication-title';
    title.textContent = 'Authenticate with your bank';
    title.setAttribute('style', 'font-size:1.25rem;font-weight:600;margin:0 0 0.5rem');
    const text = document.createElement('p');
    text.id = 'local-authentication-text';
    text.textContent = `${what} needs your bank to confirm it is you. Test mode: this stands in for your bank's check; nothing is sent to a bank.`;
    text.setAttribute('style', 'margin:0 0 1.25rem');
    const buttons = document.createElement('div');
    buttons.setAttribute('style', 'display:flex;flex-wrap:wrap;gap:0.75rem');
    const finish = (choice: AuthenticationChoice) => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      resolve(choice);
    };
    const button = (label: string, choice: AuthenticationChoice, style: string) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.setAttribute('style', BUTTON_STYLE + style);
      element.addEventListener('click', () => finish(choice));
      return element;
    };
    buttons.append(
      button('Complete authentication', 'complete', 'background:#22543d;color:#fff;border:1px solid #22543d'),
      button('Fail authentication', 'fail', 'background:#fff;color:#9b2c2c;border:1px solid #9b2c2c'),
    );
    dialog.append(title, text, buttons);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish('fail');
    });
    // Inside the page's own modal dialog when the form sits in one, so that dialog's focus trap and
    // outside-click dismissal count this one as its own; showModal lifts it above either way.
    const host = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') ?? document.body;
    host.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  });

const STILL_WAITING = new Set(['requires_action', 'processing']);
const POLLS = 20;
const POLL_INTERVAL_MS = 250;

export interface LocalAuthenticationInput {
  kind: 'payment_intents' | 'setup_intents';
  id: string;
  publishableKey: string;
  clientSecret: string;
  what: string;
  ask?: AskForAuthentication;
}

/** The intent as the browser may read it: with the publishable key and its client secret. */
async function readIntent({ kind, id, publishableKey, clientSecret }: LocalAuthenticationInput): Promise<unknown> {
  const url = new URL(`${localStripePath}/v1/${kind}/${encodeURIComponent(id)}`, document.baseURI);
  url.search = new URLSearchParams({ key: publishableKey, client_secret: clientSecret }).toString();
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Reading the ${kind === 'payment_intents' ? 'PaymentIntent' : 'SetupIntent'} answered ${response.status}`);
  return response.json();
}

/**
 * Lets the cardholder complete or fail the authentication the bank asked for, then answers the
 * intent once it has left `requires_action` (its JSON, for the caller to read).
 */
export async function authenticateLocally(input: LocalAuthenticationInput): Promise<unknown> {
  const choice = await (input.ask ?? askInDialog)(input.what);
  const response = await fetch(new URL(`${localStripePath}/authenticate/${encodeURIComponent(input.id)}`, document.baseURI), {
    method: 'POST',
    credentials: 'omit',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: choice }),
  });
  if (!response.ok) throw new Error(`The authentication page answered ${response.status}`);
  for (let poll = 0; poll < POLLS; poll += 1) {
    const intent = await readIntent(input);
    const status = (intent as { status?: unknown }).status;
    if (typeof status === 'string' && !STILL_WAITING.has(status)) return intent;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error('The intent is still waiting for authentication');
}
