import { Box, Link } from '@chakra-ui/react';
import { Id } from '@sunward/shared/schemas/fields';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RetryAlert } from '../components/feedback/retry-alert';
import { nextOpenDeparture } from '../components/packages/departures';
import { BookingFlow } from '../features/booking/components/booking-flow';
import { BookingLayout } from '../features/booking/components/booking-layout';
import { BookingMessage } from '../features/booking/components/booking-message';
import { useWaitlistOffer } from '../features/booking/api/open-waitlist-offer';
import { BookingSkeleton } from '../features/booking/components/booking-skeleton';
import { DepartedNotice } from '../features/booking/components/departed-notice';
import { SelectedPackage } from '../features/booking/components/selected-package';
import { SoldOutNotice } from '../features/booking/components/sold-out-notice';
import { TripChoices } from '../features/booking/components/trip-choices';
import { HeldSeatsNotice, OfferClosedNotice } from '../features/booking/components/waitlist-offer-notice';
import { OFFER_ENDED, isOfferOpen } from '../features/booking/waitlist-offer';
import { contactDetails } from '../features/contact/contact-details';
import { packageQueryOptions } from '../features/packages/api/get-package';
import { packagesQueryOptions } from '../features/packages/api/get-packages';
import { ApiError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { formatDateRange } from '../lib/format';
import { queryKeys } from '../lib/query-keys';
import { useFragmentSecret } from '../lib/use-fragment-secret';
import { useHydrated, usePrerenderedSearchParams } from '../lib/use-hydrated';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';
import { waitlistEntryPath, waitlistJoinPath } from '../lib/waitlist-path';
import { readWaitlistToken } from '../lib/waitlist-token';

/**
 * The `?package=` value when it can be a package id at all (anything else cannot be found), and
 * the `?departure=` asked for, if any.
 */
function useBookingParams(): { packageId: string | null; isValid: boolean; departureId: string | null } {
  const [searchParams] = useSearchParams();
  const packageId = searchParams.get('package')?.trim() || null;
  const departureId = searchParams.get('departure')?.trim() || null;
  return { packageId, isValid: packageId !== null && Id.safeParse(packageId).success, departureId };
}

/** Where a trip's booking starts: the departure asked for, or why not, or the next with a seat. */
type Start =
  | { kind: 'book'; departure: PackageDeparture; askedWasFull: boolean }
  | { kind: 'unavailable' }
  | { kind: 'sold-out' };

function startOf(trip: Package, departureId: string | null): Start {
  const next = nextOpenDeparture(trip);
  const asked = departureId === null ? undefined : trip.departures.find((departure) => departure.id === departureId);
  if (departureId !== null && !asked) return { kind: 'unavailable' };
  if (!next) return { kind: 'sold-out' };
  if (asked && !asked.isSoldOut && asked.seatsLeft > 0 && !trip.isSoldOut) return { kind: 'book', departure: asked, askedWasFull: false };
  return { kind: 'book', departure: next, askedWasFull: asked !== undefined };
}

export function BookingScreen() {
  usePageMeta({
    title: pageTitle('Book Your Trip'),
    description: 'Reserve your seats on a Sunward small-group trip: pay a deposit today and the balance before departure.',
  });
  // Which trip is asked for is read once the page runs.
  // At least a screen tall, so a shorter answer ('Package Not Found') does not pull the footer into view.
  return <Box minH="100dvh">{useHydrated() ? <ChosenTrip /> : <BookingFrame />}</Box>;
}

/** A trip from the catalogue the page already holds (a prerendered page's), if it has it. */
function cataloguedTrip(queryClient: QueryClient, tripId: string | null): Package | undefined {
  return queryClient.getQueryData<Package[]>(queryKeys.packages.all)?.find((trip) => trip.id === tripId);
}

/**
 * The page before it reads its address: the outline, with the trip's picture (the page's largest
 * paint) on a trip's own prerendered page (decision 060), none on the generic shell.
 */
function BookingFrame() {
  const trip = cataloguedTrip(useQueryClient(), usePrerenderedSearchParams().get('package'));
  return <BookingSkeleton imageUrl={trip?.imageUrl} />;
}

/** The token of a waitlist offer's link, `#waitlist=<token>` (decision 053). */
const readOfferToken = (hash: string) => readWaitlistToken(hash, 'waitlist');

function ChosenTrip() {
  const { packageId, isValid, departureId } = useBookingParams();
  const waitlistToken = useFragmentSecret(readOfferToken);
  const offer = useWaitlistOffer(waitlistToken);
  const queryClient = useQueryClient();
  const trip = useQuery({
    ...packageQueryOptions(packageId ?? ''),
    enabled: isValid,
    // The catalogue a page already holds (the shell's prerendered one) shows the trip at once;
    // the refresh of the catalogue then asks the API for it again.
    initialData: () => cataloguedTrip(queryClient, packageId),
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.packages.all)?.dataUpdatedAt,
    // The page's catalogue may be the build's, days old: the trip's seats and departures are asked
    // for again each time the form opens, whatever the app's rule of data that never goes stale.
    refetchOnMount: 'always',
  });
  const packages = useQuery({ ...packagesQueryOptions(), enabled: packageId === null });
  // Read once: whether a linked departure "has left" is only wording; the server decides bookings.
  const [now] = useState(() => new Date());

  // Spec §2: the page opens at the top, also when another trip is chosen.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [packageId]);

  if (packageId === null) {
    return (
      <BookingMessage title="No Package Selected" text="Choose one of the trips open for booking, then pick your departure.">
        <TripChoices packages={packages.data} />
      </BookingMessage>
    );
  }
  const notFound = !isValid || (trip.error instanceof ApiError && trip.error.status === 404);
  if (notFound) {
    return <BookingMessage title="Package Not Found" text="The selected travel package could not be found." />;
  }
  // The same outline as the shell's: the trip's card and its form take its places.
  if (trip.isPending) return <BookingSkeleton />;
  // A refresh that fails keeps the trip the page shows, and the form being filled in.
  if (trip.data === undefined) {
    return (
      <BookingLayout>
        <RetryAlert title="We could not load this trip just now." isRetrying={trip.isFetching} onRetry={() => void trip.refetch()} />
      </BookingLayout>
    );
  }
  if (waitlistToken !== null) {
    if (offer.isPending) return <BookingSkeleton />;
    const entry = offer.data;
    const offered = entry ? trip.data.departures.find((departure) => departure.id === entry.departureId && entry.packageId === trip.data.id) : undefined;
    if (entry && offered && isOfferOpen(entry, now)) {
      // The seats held for the entry are its own: the departure is bookable for exactly its group.
      const held = { ...offered, seatsLeft: entry.travelers, isSoldOut: false };
      const heldTrip = { ...trip.data, isSoldOut: false, departures: trip.data.departures.map((departure) => (departure.id === held.id ? held : departure)) };
      return (
        <BookingFlow
          key={`${trip.data.id}-offer`}
          trip={heldTrip}
          departure={held}
          notice={<HeldSeatsNotice offerExpiresAt={entry.offerExpiresAt ?? ''} />}
          contactEmail={contactDetails.email}
          offer={{ token: waitlistToken, entry }}
        />
      );
    }
    if (offer.isError && !(offer.error instanceof ApiError && offer.error.status < 500)) {
      return (
        <BookingLayout summary={<SelectedPackage trip={trip.data} />}>
          <RetryAlert title="We could not open your waitlist offer just now." isRetrying={offer.isFetching} onRetry={() => void offer.refetch()} />
        </BookingLayout>
      );
    }
    return (
      <BookingLayout summary={<SelectedPackage trip={trip.data} />}>
        <OfferClosedNotice message={offer.isError ? apiErrorMessage(offer.error) : OFFER_ENDED} entryPath={entry ? waitlistEntryPath(waitlistToken) : null} />
      </BookingLayout>
    );
  }
  const start = startOf(trip.data, departureId);
  // A departure the page's catalogue does not have (added, or sold out then) is not refused before
  // the trip's live answer says so. `isFetching` is read only then: TanStack Query re-renders a
  // screen for the fields it read, and the whole form twice (a slow phone's longest tasks) for a
  // refresh that changed nothing.
  if ((start.kind !== 'book' || start.askedWasFull) && trip.isFetching) return <BookingSkeleton />;
  if (start.kind === 'unavailable' && departureId !== null) {
    return (
      <BookingLayout summary={<SelectedPackage trip={trip.data} />}>
        <DepartedNotice trip={trip.data} departureId={departureId} now={now} />
      </BookingLayout>
    );
  }
  if (start.kind !== 'book') {
    return (
      <BookingLayout summary={<SelectedPackage trip={trip.data} />}>
        <SoldOutNotice trip={trip.data} />
      </BookingLayout>
    );
  }
  const asked = trip.data.departures.find((departure) => departure.id === departureId);
  const notice =
    start.askedWasFull && asked ? (
      <Box role="status" bg="accent.subtle" color="fg" rounded="lg" px="4" py="3" mb="4" fontSize="sm">
        The {formatDateRange(asked.departureDate, asked.returnDate)} departure is sold out, so the next one with seats is chosen below.
        {asked.seatsLeft <= 0 && (
          <>
            {' '}
            <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={waitlistJoinPath(trip.data.id, asked.id)}>Join the waitlist</RouterLink>
            </Link>{' '}
            for it instead.
          </>
        )}
      </Box>
    ) : undefined;
  return (
    <BookingFlow
      // Another trip starts a new form; another departure of this trip is chosen within it.
      key={trip.data.id}
      trip={trip.data}
      departure={start.departure}
      notice={notice}
      contactEmail={contactDetails.email}
    />
  );
}
