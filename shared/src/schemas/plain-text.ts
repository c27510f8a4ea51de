import './zod-setup';
import * as z from 'zod/mini';

// Cc is the C0 controls, DEL and the C1 controls; a multi-line field keeps tab and line feed.
const controlCharacters = /\p{Cc}/u;
const controlCharactersBesidesLineBreaks = /[^\P{Cc}\n\t]/u;
// Bidi embeddings, overrides, isolates and marks: they can make a name or message read differently
// in the admin's list and in mails from what was typed, e.g. reversing an amount or a link.
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Refuses characters that no person types into a form field but that can forge log lines, split
 * mail headers or disguise text: control characters and bidi controls. `multiline` keeps line
 * feeds and tabs, for message fields only; a CR is refused there too, so line breaks are one kind.
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  const controls = options.multiline ? controlCharactersBesidesLineBreaks : controlCharacters;
  return z.refine<string>(
    (value: string) => !controls.test(value) && !bidiControls.test(value),
    `${label} contains characters that are not allowed`,
  );
}
