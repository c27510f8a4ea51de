import { NarrowPage } from '../components/layout/narrow-page';
import { NewsletterConfirmation } from '../features/newsletter/components/newsletter-confirmation';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function NewsletterConfirmScreen() {
  usePageMeta({
    title: pageTitle('Confirm your subscription'),
    description: 'Confirm your subscription to the Sunward Group Travel newsletter.',
  });
  return (
    <NarrowPage eyebrow="Newsletter" title="Hear about new departures first">
      <NewsletterConfirmation />
    </NarrowPage>
  );
}
