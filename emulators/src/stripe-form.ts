/** A decoded form value: Stripe's bracket notation (`metadata[booking_id]=…`) nests objects. */
export type FormValue = string | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Decodes an `application/x-www-form-urlencoded` body the way Stripe's API reads it. */
export function parseStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = name.split('[').map((part) => part.replace(/\]$/, ''));
    let target = result;
    const path = [head, ...rest];
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        target[key] = value;
        return;
      }
      const next = target[key];
      if (typeof next === 'object') {
        target = next;
      } else {
        const created: FormObject = {};
        target[key] = created;
        target = created;
      }
    });
  }
  return result;
}

export function formText(form: FormObject, ...path: string[]): string | undefined {
  let value: FormValue | undefined = form;
  for (const key of path) {
    if (typeof value !== 'object') return undefined;
    value = value[key];
  }
  return typeof value === 'string' ? value : undefined;
}

export function formObject(form: FormObject, key: string): Record<string, string> {
  const value = form[key];
  if (typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
