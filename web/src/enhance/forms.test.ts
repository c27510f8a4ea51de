import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './forms';

/** The contact form as the build prerenders it: native post, named fields, hidden message slots. */
function contactForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form method="post" action="/api/inquiries" data-enhance="form" data-form="inquiry">
      ${['firstName', 'lastName', 'email']
        .map((name) => `<label for="${name}">${name}</label><input id="${name}" name="${name}" /><p id="${name}-error" data-field-error="${name}" hidden></p>`)
        .join('')}
      <select name="interest"><option value="">Choose a trip (optional)</option><option value="custom">Custom trip</option></select>
      <p id="interest-error" data-field-error="interest" hidden></p>
      <textarea name="message"></textarea><p id="message-error" data-field-error="message" hidden></p>
      <input name="website" />
      <button type="submit" data-pending-text="Sending...">Send Message</button>
    </form>`;
  const form = document.querySelector('form')!;
  enhance([form]);
  return form;
}

function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement).value = value;
}

const filled = { firstName: 'Noor', lastName: 'Haddad', email: 'Noor@Example.com', message: 'Is March good?' };

describe('the enhanced contact form of a static page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the shared schema’s messages under the fields, focuses the first, and sends nothing', async () => {
    const form = contactForm();

    form.requestSubmit();

    // The first check loads the schemas' chunk.
    await vi.waitFor(() => expect(document.getElementById('firstName-error')?.textContent).toBe('First name is required'), { timeout: 10_000 });
    expect(document.getElementById('firstName-error')?.hidden).toBe(false);
    expect(document.getElementById('email-error')?.textContent).toBe('Enter a valid email address');
    expect(document.getElementById('interest-error')?.hidden).toBe(true);
    expect(document.getElementById('firstName')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('firstName')?.getAttribute('aria-describedby')).toBe('firstName-error');
    expect(document.activeElement?.id).toBe('firstName');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(form.noValidate).toBe(true);
  });

  it('posts the checked fields as JSON once, then empties the form and shows the app’s toast', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'abc' }), { status: 201 }));
    const form = contactForm();
    fill(form, filled);

    form.requestSubmit();
    form.requestSubmit();

    await vi.waitFor(() => expect(document.body.textContent).toContain('Message Sent!'), { timeout: 10_000 });
    expect(document.body.textContent).toContain("We'll get back to you within 24 hours.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inquiries');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.com', message: 'Is March good?', website: '' });
    expect((form.elements.namedItem('message') as HTMLTextAreaElement).value).toBe('');
    expect(form.querySelector('button')?.disabled).toBe(false);
  });

  it('puts the API’s issues on the fields and its message in an error toast', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'lastName: Last name is too long', issues: [{ path: ['lastName'], message: 'Last name is too long' }] }), { status: 400 }),
    );
    const form = contactForm();
    fill(form, filled);

    form.requestSubmit();

    await vi.waitFor(() => expect(document.getElementById('lastName-error')?.textContent).toBe('Last name is too long'), { timeout: 10_000 });
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('lastName: Last name is too long'));
    expect((form.elements.namedItem('message') as HTMLTextAreaElement).value).toBe('Is March good?');
  });
});
