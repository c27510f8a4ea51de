import { useId } from 'react';

/**
 * Names a dialog by its title however late the title renders. Chakra's dialog links its title
 * (`aria-labelledby`) only if the title is in the page one frame after the dialog opens; a title
 * rendered with the dialog's content (the booking being opened) can come a frame or two later.
 * Spread `root` on `Dialog.Root` and `content` on `Dialog.Content`.
 */
export function useDialogTitle() {
  const titleId = `dialog-title-${useId()}`;
  return { root: { ids: { title: titleId } }, content: { 'aria-labelledby': titleId } };
}
