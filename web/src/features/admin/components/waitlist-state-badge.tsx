import { Badge } from '@chakra-ui/react';
import type { WaitlistEntryState } from '@sunward/shared/rules/waitlist';

export const waitlistStateLabels: Record<WaitlistEntryState, string> = {
  unconfirmed: 'Unconfirmed',
  waiting: 'Waiting',
  offered: 'Offered',
  booked: 'Booked',
  lapsed: 'Lapsed',
  left: 'Left',
  removed: 'Removed',
};

// Blue in line, orange while seats are held and the clock runs, green once booked; an ended entry is grey.
const palette: Record<WaitlistEntryState, string> = {
  unconfirmed: 'gray',
  waiting: 'blue',
  offered: 'orange',
  booked: 'green',
  lapsed: 'gray',
  left: 'gray',
  removed: 'gray',
};

/** A waitlist entry's state; the colour only repeats what the text says. */
export function WaitlistStateBadge({ state }: { state: WaitlistEntryState }) {
  return (
    <Badge colorPalette={palette[state]} variant={state === 'unconfirmed' ? 'outline' : 'subtle'} rounded="full" px="2.5" whiteSpace="nowrap">
      {waitlistStateLabels[state]}
    </Badge>
  );
}
