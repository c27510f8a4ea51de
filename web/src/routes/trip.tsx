import type { TripContent } from '../content/trips/trip-content';
import { usePackages } from '../features/packages/api/get-packages';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';
import { TripPage } from '../features/trips/components/trip-page';
import type { TripPackageState } from '../features/trips/lib/trip-links';
import { tripStructuredData } from '../features/trips/lib/trip-structured-data';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** A destination page: the trip template fed by its content module and its package from the API. */
export function TripScreen({ content }: { content: TripContent }) {
  const packages = usePackages();
  const trip = packages.data?.find((candidate) => candidate.id === content.packageId);
  usePageMeta({
    title: pageTitle(content.metaTitle),
    description: content.metaDescription,
    structuredData: tripStructuredData(content, trip),
  });

  const state: TripPackageState = packages.isPending
    ? { status: 'pending' }
    : packages.isError
      ? { status: 'error', retry: () => void packages.refetch(), isRetrying: packages.isFetching }
      : { status: 'success', trip };

  return (
    <>
      <TripPage content={content} state={state} />
      <NewsletterSignup />
    </>
  );
}
