import type { Package } from '@sunward/shared/schemas/package';
import { bookingPath } from '../../lib/booking-path';
import { LinkButton } from '../link-button';

/** A card's Book Now button: the package's booking form, named after the trip for screen readers. */
export function BookNowLink({ trip }: { trip: Pick<Package, 'id' | 'title'> }) {
  return (
    <LinkButton to={bookingPath(trip.id)} colorPalette="brand" aria-label={`Book Now: ${trip.title}`}>
      Book Now
    </LinkButton>
  );
}
