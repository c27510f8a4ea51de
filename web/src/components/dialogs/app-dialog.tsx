import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  size: 'md' | 'lg' | 'xl';
  /** The name of the close button in the corner, e.g. "Close booking details". */
  closeLabel: string;
  /** `alertdialog` for a dialog that asks before an action (WAI-ARIA's alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A dialog of the site and its admin area: centred, its body scrolling inside, closed by Escape, the backdrop or the corner button. */
export function AppDialog({ open, onClose, size, closeLabel, role, children }: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      role={role}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's heading: a line above the title (the trip, a booking's reference), the title, and what follows it. */
export function AppDialogHeader({ eyebrow, mono = false, title, children }: { eyebrow: string; mono?: boolean; title: ReactNode; children?: ReactNode }) {
  return (
    <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="14">
      <Text textStyle="eyebrow" color="accent.fg" fontFamily={mono ? 'mono' : undefined}>
        {eyebrow}
      </Text>
      <Dialog.Title fontFamily="heading" fontSize="2xl">
        {title}
      </Dialog.Title>
      {children}
    </Dialog.Header>
  );
}
