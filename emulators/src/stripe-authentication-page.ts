/**
 * The local stand-in for the bank's 3D Secure page Stripe shows in test mode: plain HTML with
 * "Complete authentication" and "Fail authentication", posting the choice back to the same URL.
 */

export interface AuthenticationSubject {
  id: string;
  /** A payment, with its amount; or a card being saved for later payments. */
  kind: 'payment' | 'setup';
  amount?: number;
  currency?: string;
  status: string;
  last4?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

function what(subject: AuthenticationSubject): string {
  const card = subject.last4 ? ` with the card ending ${subject.last4}` : '';
  if (subject.kind === 'setup') return `Saving your card${card} for later payments`;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: (subject.currency ?? 'usd').toUpperCase() }).format((subject.amount ?? 0) / 100);
  return `A payment of ${amount}${card}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a202c; background: #f7fafc; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border: 1px solid #cbd5e0; border-radius: 0.5rem; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1rem; }
  .note { font-size: 0.875rem; color: #4a5568; }
  form { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; padding: 0.625rem 1rem; border-radius: 0.375rem; border: 1px solid #2d3748; cursor: pointer; }
  button[value="complete"] { background: #22543d; border-color: #22543d; color: #fff; }
  button[value="fail"] { background: #fff; color: #9b2c2c; border-color: #9b2c2c; }
  button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page for an intent waiting for authentication, or what became of it once decided. */
export function authenticationPage(subject: AuthenticationSubject): string {
  if (subject.status !== 'requires_action') {
    const done = subject.status === 'succeeded' || subject.status === 'processing';
    const heading = done ? 'Authentication complete' : 'Authentication not needed';
    const text = done ? 'You can close this window and return to the site.' : `This ${subject.kind === 'setup' ? 'card setup' : 'payment'} is not waiting for authentication (its status is ${subject.status}).`;
    return page(heading, `<h1>${heading}</h1>\n<p role="status">${escapeHtml(text)}</p>`);
  }
  return page(
    'Authenticate with your bank',
    `<h1>Authenticate with your bank</h1>
<p>${escapeHtml(what(subject))} needs your bank to confirm it is you.</p>
<p class="note">Local test mode: this page stands in for your bank's 3D Secure check, as Stripe's test page does. Nothing is sent to a bank.</p>
<form method="post" aria-label="Authentication">
  <button type="submit" name="outcome" value="complete">Complete authentication</button>
  <button type="submit" name="outcome" value="fail">Fail authentication</button>
</form>`,
  );
}

/** What the page answers after the choice was posted. */
export function authenticationDonePage(subject: AuthenticationSubject, completed: boolean): string {
  const heading = completed ? 'Authentication complete' : 'Authentication failed';
  const text = completed ? 'You can close this window and return to the site.' : 'The site will ask you to try again or use another card. You can close this window.';
  return page(heading, `<h1>${heading}</h1>\n<p role="status">${escapeHtml(text)}</p>\n<p class="note">${escapeHtml(subject.id)}</p>`);
}
