import styles from './toast.css?inline';

/*
 * The toast of a static page: what `showSuccessToast` and `showErrorToast` show in the app
 * (components/feedback/toaster.tsx), with the same rules, without React or Chakra's runtime. One
 * toast at a time, the newest in place of the old; it stays 5 s, longer while pointed at or
 * focused; F8 moves focus to it. Its styles join the page with the first toast.
 */

export type ToastType = 'success' | 'error';

const DURATION_MS = 5000;
const svgNs = 'http://www.w3.org/2000/svg';

let region: HTMLElement | undefined;

function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  region = document.createElement('section');
  region.className = 'sw-toaster';
  region.setAttribute('aria-label', 'Notifications (F8)');
  region.tabIndex = -1;
  document.body.append(region);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8') region?.querySelector<HTMLElement>('.sw-toast')?.focus();
  });
  return region;
}

function icon(type: ToastType): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'sw-toast__icon');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('fill', 'none');
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', '2');
  const circle = document.createElementNS(svgNs, 'circle');
  circle.setAttribute('cx', '12');
  circle.setAttribute('cy', '12');
  circle.setAttribute('r', '10');
  const mark = document.createElementNS(svgNs, 'path');
  mark.setAttribute('d', type === 'success' ? 'm8 12 3 3 5-6' : 'M12 7v6m0 4h.01');
  svg.append(circle, mark);
  return svg;
}

/** Shows a toast: a title, and a line under it. */
export function showToast(type: ToastType, title: string, description?: string): void {
  const container = toastRegion();
  container.replaceChildren();
  const toast = document.createElement('div');
  toast.className = 'sw-toast';
  toast.dataset.type = type;
  // An error interrupts the screen reader, as the app's destructive toast does; the rest wait their turn.
  toast.setAttribute('role', type === 'error' ? 'alert' : 'status');
  toast.tabIndex = -1;
  const text = document.createElement('div');
  text.className = 'sw-toast__text';
  const heading = document.createElement('p');
  heading.className = 'sw-toast__title';
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const line = document.createElement('p');
    line.className = 'sw-toast__description';
    line.textContent = description;
    text.append(line);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sw-toast__close';
  close.setAttribute('aria-label', 'Dismiss');
  close.textContent = '✕';
  close.addEventListener('click', () => toast.remove());
  toast.append(icon(type), text, close);
  container.append(toast);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => toast.remove(), DURATION_MS);
  };
  const pause = () => clearTimeout(timer);
  toast.addEventListener('pointerenter', pause);
  toast.addEventListener('pointerleave', start);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', start);
  start();
}
