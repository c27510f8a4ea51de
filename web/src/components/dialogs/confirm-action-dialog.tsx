import { Button, Dialog, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog, AppDialogHeader } from './app-dialog';
import { FailureAlert } from '../feedback/failure-alert';

/** The state of the call a confirmation runs: TanStack Query's mutation gives exactly these. */
export interface ConfirmedAction {
  isPending: boolean;
  reset: () => void;
}

export interface ConfirmActionDialogProps {
  open: boolean;
  /** Called once the dialog closes, after the action's state was reset. */
  onClose: () => void;
  title: ReactNode;
  /** A line above the title, e.g. the booking's reference (`mono` sets it in the mono face). */
  eyebrow?: string;
  mono?: boolean;
  size?: 'md' | 'lg';
  /** What will happen to money, seats and mail: the reason the dialog asks. */
  children: ReactNode;
  action: ConfirmedAction;
  /** Why the action failed, in the server's words; shown above the buttons. */
  failure: string | null | undefined;
  /** The button that closes without acting, e.g. "Keep the booking". */
  keepLabel: string;
  confirmLabel: string;
  pendingLabel?: string;
  /** `danger` for what cannot be undone (a release, a switch-off), `neutral` otherwise. */
  tone: 'danger' | 'neutral';
  /**
   * Runs the action; the dialog closes when it succeeds and stays open, with the failure, when it
   * throws. Answering `false` keeps it open without acting, e.g. for a field to correct first.
   */
  onConfirm: () => Promise<boolean | void>;
}

/**
 * Asks before an action, saying what it will do; one shape for every such question on the site
 * (release, cancel, resend, switch off), so each reads and behaves alike: Escape or "keep"
 * closes without acting, the confirm button shows progress, a refusal stays in view.
 */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const { open, onClose, title, eyebrow, mono, size = 'lg', children, action, failure, keepLabel, confirmLabel, pendingLabel, tone, onConfirm } = props;

  function close() {
    action.reset();
    onClose();
  }

  async function confirm() {
    if ((await onConfirm()) !== false) close();
  }

  return (
    <AppDialog open={open} onClose={close} size={size} closeLabel="Close">
      {open && (
        <>
          {eyebrow ? (
            <AppDialogHeader eyebrow={eyebrow} mono={mono} title={title} />
          ) : (
            <Dialog.Header pe="14">
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
          )}
          <Dialog.Body>
            <Stack gap="3">
              {children}
              {failure && (
                <FailureAlert>{failure}</FailureAlert>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" colorPalette="gray" onClick={close}>
              {keepLabel}
            </Button>
            <Button
              colorPalette={tone === 'danger' ? 'red' : 'brand'}
              loading={action.isPending}
              loadingText={pendingLabel}
              onClick={() => void confirm().catch(() => undefined)}
            >
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AppDialog>
  );
}
