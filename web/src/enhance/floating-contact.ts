import { stepAsideFromControls } from '../lib/keep-clear';

/** The floating contact button of a static page steps aside from controls and the footer, as in the app. */
export function enhance(elements: HTMLElement[]): void {
  for (const element of elements) stepAsideFromControls(element);
}
