import { Badge } from '@chakra-ui/react';
import type { DepartureState } from '@sunward/shared/schemas/package';

export const departureStateLabels: Record<DepartureState, string> = { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' };

const palette: Record<DepartureState, string> = { open: 'green', closed: 'orange', cancelled: 'red' };

/** A departure's state; a departure that has left says so, whatever its state, in the colour of a finished one. */
export function DepartureStateBadge({ state, hasLeft }: { state: DepartureState; hasLeft: boolean }) {
  const label = hasLeft && state !== 'cancelled' ? 'Departed' : departureStateLabels[state];
  return (
    <Badge colorPalette={hasLeft && state !== 'cancelled' ? 'gray' : palette[state]} variant="subtle" rounded="full" px="2.5" whiteSpace="nowrap">
      {label}
    </Badge>
  );
}
