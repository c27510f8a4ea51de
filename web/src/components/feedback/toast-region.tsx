import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { ToastMessage } from './toast-message';

/**
 * The app's one toast queue (spec §8): at most one toast at a time, shown for 5 s, swiped away
 * to the right, and F8 moves focus to it.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

/**
 * With one toast at a time, a new one would wait behind the one on screen for its 5 s; the
 * newest message is the one that matters (a failed code after 'Verification Code Sent'), so it
 * takes the old one's place.
 */
export function showToast(type: 'success' | 'error', { title, description }: ToastMessage): void {
  toaster.remove();
  toaster.create({ type, title, description, closable: true });
}

/** The toast region; `toaster.tsx` mounts it when the first toast is asked for. */
export function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's green and red toasts put white text at 3.3:1 and 3.8:1; the 700 shades pass AA.
          <Toast.Root
            width={{ md: 'sm' }}
            css={{ '&[data-type=success]': { bg: 'green.700' }, '&[data-type=error]': { bg: 'red.700' } }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
