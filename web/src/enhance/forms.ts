
import type * as ToastModule from './toast';

/*
 * The newsletter and contact forms of a static page (decision 049). In the HTML they post natively
 * to the API (`method="post"`, `action` = the call's path) and the API answers with a result page;
 * a form sent before this module runs is that native post, once. Once it runs, a submit is checked
 * with the shared schema (the React forms' messages), sent as JSON with fetch, and answered as the
 * app answers it: the same toasts, the fields reset, the button disabled while it is sent. What was
 * typed before it ran stays: it reads the fields, never resets them on start.
 */

type FormKind = 'newsletter' | 'inquiry';
type ShowToast = typeof ToastModule.showToast;

interface KindRules {
  /** The browser's own check gives way to the shared messages (the React form's `noValidate`). */
  scriptValidates: boolean;
  /** The toast of a refused or failed call: 'Error' and the API's message, or this. */
  failure: string;
  succeed: (form: HTMLFormElement) => void;
}

const loadRules = () => import('./form-rules');
// The toast (and its CSS) loads with the first one: most visits never show a toast.
const showToast = (...toast: Parameters<ShowToast>) => void import('./toast').then((module) => module.showToast(...toast));

const kinds: Record<FormKind, KindRules> = {
  newsletter: {
    // As in the React band: `required` and `type="email"` are the browser's, then the shared rule.
    scriptValidates: false,
    failure: 'Failed to subscribe to newsletter',
    succeed: (form) => {
      // The band's 'Check your inbox to confirm', in the page from the start, takes the form's place.
      const done = form.parentElement?.querySelector<HTMLElement>('[data-form-done]');
      if (!done) return;
      form.hidden = true;
      done.hidden = false;
      done.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    },
  },
  inquiry: {
    scriptValidates: true,
    failure: 'Failed to send message',
    succeed: () => showToast('success', 'Message Sent!', "We'll get back to you within 24 hours."),
  },
};

interface ErrorBody {
  message?: string;
  issues?: { path: (string | number)[]; message: string }[];
}

function fieldOf(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field : undefined;
}

function setFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const text = form.querySelector<HTMLElement>(`[data-field-error="${CSS.escape(name)}"]`);
  const field = fieldOf(form, name);
  if (text) {
    text.textContent = message ?? '';
    text.hidden = message === undefined;
  }
  if (!field) return;
  if (message === undefined) {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('data-invalid');
    if (text && field.getAttribute('aria-describedby') === text.id) field.removeAttribute('aria-describedby');
    return;
  }
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('data-invalid', '');
  if (text) field.setAttribute('aria-describedby', text.id);
}

/** Shows each field's message (none for the others), and puts the cursor in the first field at fault. */
function showErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  let first: HTMLElement | undefined;
  for (const text of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
    const name = text.dataset.fieldError ?? '';
    setFieldError(form, name, errors[name]);
    if (errors[name] !== undefined) first ??= fieldOf(form, name);
  }
  first?.focus();
}

/** The visible fields' values as strings, the honeypot aside. */
function valuesOf(form: HTMLFormElement): { fields: Record<string, string>; honeypot: string } {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  const { website = '', ...visible } = fields;
  return { fields: visible, honeypot: website };
}

function setPending(form: HTMLFormElement, pending: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.toggleAttribute('aria-busy', pending);
  if (!button) return;
  button.disabled = pending;
  if (pending) {
    button.dataset.idleText = button.textContent ?? '';
    button.textContent = button.dataset.pendingText ?? button.textContent;
  } else if (button.dataset.idleText !== undefined) {
    button.textContent = button.dataset.idleText;
  }
}

async function send(form: HTMLFormElement, kind: FormKind, rules: KindRules): Promise<void> {
  const { fields, honeypot } = valuesOf(form);
  // The browser's `required` stops an empty address first; should it not, still nothing happens (as in the app).
  if (kind === 'newsletter' && (fields.email ?? '').trim() === '') return;
  setPending(form, true);
  try {
    const checked = (await loadRules()).formRules[kind](fields);
    if (!checked.ok) {
      showErrors(form, checked.errors);
      return;
    }
    showErrors(form, {});
    let body: ErrorBody | undefined;
    let sent = false;
    try {
      const response = await fetch(form.getAttribute('action') ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...checked.data, website: honeypot }),
      });
      sent = response.ok;
      if (!sent) body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    } catch {
      // No answer at all: the toast's own words say it.
    }
    if (sent) {
      form.reset();
      rules.succeed(form);
      return;
    }
    if (body?.issues) showErrors(form, (await loadRules()).firstMessages(body.issues));
    showToast('error', 'Error', body?.message ?? rules.failure);
  } finally {
    setPending(form, false);
  }
}

function enhanceForm(form: HTMLFormElement): void {
  const kind = form.dataset.form as FormKind | undefined;
  const rules = kind ? kinds[kind] : undefined;
  if (!kind || !rules) return;
  if (rules.scriptValidates) form.noValidate = true;
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    void send(form, kind, rules).finally(() => {
      sending = false;
    });
  });
  // A field's message goes as soon as it is changed, as in the React forms.
  const clear = (event: Event) => {
    const target = event.target as Partial<HTMLInputElement> | null;
    if (target?.name && target.getAttribute?.('aria-invalid') === 'true') setFieldError(form, target.name, undefined);
  };
  form.addEventListener('input', clear);
  form.addEventListener('change', clear);
  // The rules load while the visitor types, so a submit does not wait for them.
  form.addEventListener('focusin', () => void loadRules(), { once: true });

  const done = form.parentElement?.querySelector<HTMLElement>('[data-form-done]');
  done?.querySelector('[data-form-again]')?.addEventListener('click', () => {
    done.hidden = true;
    form.hidden = false;
    fieldOf(form, 'email')?.focus();
  });

  // 'Custom Trip Request' (a link to the form) also chooses the trip and puts the cursor in the message.
  if (kind === 'inquiry') {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-custom-trip]')) {
      link.addEventListener('click', (event) => {
        const interest = fieldOf(form, 'interest');
        const message = fieldOf(form, 'message');
        if (!interest || !message) return;
        event.preventDefault();
        interest.value = 'custom';
        message.scrollIntoView({ behavior: 'smooth', block: 'center' });
        message.focus({ preventScroll: true });
      });
    }
  }
}

/** The enhance entry (`main.ts`) hands over every `[data-enhance="form"]` of the page. */
export function enhance(elements: HTMLElement[]): void {
  for (const element of elements) if (element instanceof HTMLFormElement) enhanceForm(element);
}
