import { LinkInBio } from '../features/marketing/components/link-in-bio';
import { usePackages } from '../features/packages/api/get-packages';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function InstagramScreen() {
  usePageMeta({
    title: pageTitle('Our Next Trips'),
    description: 'Sunward Group Travel in one place: our next small-group trips, prices, the payment plan and how to reach us.',
  });
  const { data, isPending } = usePackages();
  return <LinkInBio packages={data} isLoading={isPending} />;
}
