import { soonestOpenDeparture } from '../components/packages/departures';
import { tripPathForPackage } from '../content/trips/trip-pages';
import { ContactBlock } from '../features/contact/components/contact-block';
import { FloatingContactButton } from '../features/contact/components/floating-contact-button';
import { AboutSection } from '../features/home/components/about-section';
import { FeaturedDestinations } from '../features/home/components/featured-destinations';
import { HomeHero } from '../features/home/components/home-hero';
import { MarrakechSpotlight } from '../features/home/components/marrakech-spotlight';
import { Testimonials } from '../features/home/components/testimonials';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';
import { usePackages } from '../features/packages/api/get-packages';
import { PackageCard } from '../features/packages/components/package-card';
import { formatDateRange } from '../lib/format';
import { usePageMeta } from '../lib/use-page-meta';

export function HomeScreen() {
  usePageMeta({
    title: 'Sunward Group Travel | Small-group trips from New York',
    description:
      'Small-group guided trips from New York to Portugal and Morocco, Tobago, St. Lucia Carnival and Belize. Book with a deposit, pay the rest before departure.',
  });
  const packages = usePackages();
  const soonest = packages.data ? soonestOpenDeparture(packages.data) : undefined;
  const nextTrip = soonest && {
    to: tripPathForPackage(soonest.trip),
    caption: `${soonest.trip.title} \u00b7 ${formatDateRange(soonest.departure.departureDate, soonest.departure.returnDate)}`,
  };
  return (
    <>
      <HomeHero nextTrip={nextTrip} />
      <FeaturedDestinations
        packages={packages.data}
        isPending={packages.isPending}
        isError={packages.isError}
        // Read only in the error state: TanStack Query re-renders for the fields a screen reads, so
        // the catalogue's refresh after hydration does not re-render the whole page twice.
        isRetrying={packages.isError && packages.isFetching}
        onRetry={() => void packages.refetch()}
        renderCard={(trip, options) => <PackageCard trip={trip} {...options} />}
      />
      <MarrakechSpotlight packages={packages.data} />
      <AboutSection />
      <Testimonials />
      <ContactBlock />
      <NewsletterSignup />
      <FloatingContactButton />
    </>
  );
}
