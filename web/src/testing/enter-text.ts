import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field as one input, as pasting it does. Typing it re-renders a screen once
 * per character (the booking form is a large tree in React's development build), which made most
 * of a form test's time; a test about what happens per keystroke types instead.
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
