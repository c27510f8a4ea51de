import { Button } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { bookingPath } from '../../lib/booking-path';

/** A card's Book Now button: the package's booking form, named after the trip for screen readers. */
export function BookNowLink({ trip }: { trip: Pick<Package, 'id' | 'title'> }) {
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to={bookingPath(trip.id)} aria-label={`Book Now: ${trip.title}`}>
        Book Now
      </RouterLink>
    </Button>
  );
}
