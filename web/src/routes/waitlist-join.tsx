import { Box, Text } from '@chakra-ui/react';
import { Id } from '@sunward/shared/schemas/fields';
import type { Package } from '@sunward/shared/schemas/package';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../components/feedback/retry-alert';
import { NarrowPage } from '../components/layout/narrow-page';
import { LinkButton } from '../components/link-button';
import { packageQueryOptions } from '../features/packages/api/get-package';
import { JoinWaitlistForm } from '../features/waitlist/components/join-waitlist-form';
import { FailureAlert } from '../components/feedback/failure-alert';
import { WaitlistPanel, WaitlistPanelSkeleton } from '../features/waitlist/components/waitlist-panel';
import { ApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { useHydrated } from '../lib/use-hydrated';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** What the server answers for a departure that takes no waitlist: the page says the same before asking. */
const NOT_ON_SALE = 'This departure is not on sale';

/**
 * `/waitlist/join?package=<id>&departure=<departureId>` (decision 053): a sold-out departure's
 * waitlist. A shell page (decision 051): the frame is prerendered, the address is read once the
 * page runs.
 */
export function WaitlistJoinScreen() {
  usePageMeta({
    title: pageTitle('Join the waitlist'),
    description: 'Wait in line for a seat on a sold-out Sunward departure: when seats free up, they are held for you to book.',
  });
  return (
    // At least a screen tall, so a shorter answer never pulls the footer into view (decision 051).
    <Box bg="bg.subtle" minH="100dvh">
      <NarrowPage eyebrow="Sold out" title="Join the waitlist">
        {useHydrated() ? <ChosenDeparture /> : <WaitlistPanelSkeleton label="Loading the departure…" fields={4} />}
      </NarrowPage>
    </Box>
  );
}

function ChosenDeparture() {
  const [searchParams] = useSearchParams();
  const packageId = searchParams.get('package')?.trim() ?? '';
  const departureId = searchParams.get('departure')?.trim() ?? '';
  const isValid = Id.safeParse(packageId).success && Id.safeParse(departureId).success;
  const queryClient = useQueryClient();
  const trip = useQuery({
    ...packageQueryOptions(packageId),
    enabled: isValid,
    initialData: () => queryClient.getQueryData<Package[]>(queryKeys.packages.all)?.find((candidate) => candidate.id === packageId),
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.packages.all)?.dataUpdatedAt,
    // The page's catalogue may be the build's: whether the departure is full is asked again.
    refetchOnMount: 'always',
  });
  const heading = useRef<HTMLHeadingElement>(null);

  const departure = trip.data?.departures.find((candidate) => candidate.id === departureId);
  const notFound = !isValid || (trip.error instanceof ApiError && trip.error.status === 404) || (trip.data !== undefined && !trip.isFetching && !departure);
  if (notFound) {
    return (
      <WaitlistPanel heading={heading} title="This departure has no waitlist">
        <FailureAlert>{NOT_ON_SALE}</FailureAlert>
        <Text color="fg.muted">It may have left, or its dates may have changed. Our trips and their departures are on the home page.</Text>
        <LinkButton to="/" variant="outline" colorPalette="brand" size="lg" alignSelf="start">
          Back to home
        </LinkButton>
      </WaitlistPanel>
    );
  }
  if (trip.data === undefined && trip.isError) {
    return <RetryAlert title="We could not load this departure just now." isRetrying={trip.isFetching} onRetry={() => void trip.refetch()} />;
  }
  if (!trip.data || !departure) return <WaitlistPanelSkeleton label="Loading the departure…" fields={4} />;
  return (
    <JoinWaitlistForm
      departure={{
        packageId: trip.data.id,
        departureId: departure.id,
        tripTitle: trip.data.title,
        departureDate: departure.departureDate,
        returnDate: departure.returnDate,
        seatsLeft: trip.data.isSoldOut ? 0 : departure.seatsLeft,
      }}
    />
  );
}
