/**
 * The `<summary>` holding `element`. Testing Library gives a summary no role, though browsers
 * expose it as a button (with its open state); tests find it by its text, then check its name.
 */
export function summaryOf(element: HTMLElement): HTMLElement {
  const summary = element.closest('summary');
  if (!summary) throw new Error(`“${element.textContent ?? ''}” is not inside a <summary>`);
  return summary;
}

/** The `<details>` a summary opens and closes. */
export function disclosureOf(summary: HTMLElement): HTMLDetailsElement {
  const details = summary.parentElement;
  if (!(details instanceof HTMLDetailsElement)) throw new Error('a <summary> outside a <details>');
  return details;
}
