import { FeaturedPackages } from '../features/home/components/featured-packages';
import { HomeHero } from '../features/home/components/home-hero';
import { usePageMeta } from '../lib/use-page-meta';

export function HomeScreen() {
  usePageMeta({
    title: 'Sunward Group Travel | Small-group trips from New York',
    description:
      'Small-group guided trips from New York to Portugal and Morocco, Tobago, St. Lucia Carnival and Belize. Book with a deposit, pay the rest before departure.',
  });
  return (
    <>
      <HomeHero />
      <FeaturedPackages />
    </>
  );
}
