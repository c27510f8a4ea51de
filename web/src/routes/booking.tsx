import { Center, Spinner, Text } from '@chakra-ui/react';
import { hasDeparted } from '@sunward/shared/rules/departure';
import { Id } from '@sunward/shared/schemas/fields';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../components/feedback/retry-alert';
import { BookingFlow } from '../features/booking/components/booking-flow';
import { BookingLayout } from '../features/booking/components/booking-layout';
import { BookingMessage } from '../features/booking/components/booking-message';
import { SelectedPackage } from '../features/booking/components/selected-package';
import { DepartedNotice } from '../features/booking/components/departed-notice';
import { SoldOutNotice } from '../features/booking/components/sold-out-notice';
import { contactDetails } from '../features/contact/contact-details';
import { packageQueryOptions } from '../features/packages/api/get-package';
import { ApiError } from '../lib/api-client';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** The `?package=` value when it can be a package id at all; anything else cannot be found. */
function usePackageId(): { packageId: string | null; isValid: boolean } {
  const [searchParams] = useSearchParams();
  const packageId = searchParams.get('package')?.trim() || null;
  return { packageId, isValid: packageId !== null && Id.safeParse(packageId).success };
}

export function BookingScreen() {
  usePageMeta({
    title: pageTitle('Book Your Trip'),
    description: 'Reserve your seats on a Sunward small-group trip: pay a deposit today and the balance before departure.',
  });
  const { packageId, isValid } = usePackageId();
  const trip = useQuery({ ...packageQueryOptions(packageId ?? ''), enabled: isValid });

  // Spec §2: the page opens at the top, also when another trip is chosen.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [packageId]);

  if (packageId === null) {
    return <BookingMessage title="No Package Selected" text="Choose a trip first, then come back here to reserve your seats." />;
  }
  const notFound = !isValid || (trip.error instanceof ApiError && trip.error.status === 404);
  if (notFound) {
    return <BookingMessage title="Package Not Found" text="The selected travel package could not be found." />;
  }
  if (trip.isPending) {
    return (
      <BookingLayout>
        <Center role="status" py="24" flexDirection="column" gap="3">
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Text color="fg.muted">Loading your trip…</Text>
        </Center>
      </BookingLayout>
    );
  }
  if (trip.isError) {
    return (
      <BookingLayout>
        <RetryAlert title="We could not load this trip just now." isRetrying={trip.isFetching} onRetry={() => void trip.refetch()} />
      </BookingLayout>
    );
  }
  // The server refuses a departed trip too; the browser's date only spares the visitor the form.
  const { departureDate } = trip.data;
  if (departureDate !== null && hasDeparted(departureDate, new Date())) {
    return (
      <BookingLayout summary={<SelectedPackage trip={trip.data} bookable={false} />}>
        <DepartedNotice title={trip.data.title} departureDate={departureDate} />
      </BookingLayout>
    );
  }
  if (trip.data.isSoldOut) {
    return (
      <BookingLayout summary={<SelectedPackage trip={trip.data} bookable={false} />}>
        <SoldOutNotice title={trip.data.title} />
      </BookingLayout>
    );
  }
  return <BookingFlow trip={trip.data} summary={<SelectedPackage trip={trip.data} />} contactEmail={contactDetails.email} />;
}
