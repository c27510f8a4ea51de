import { Box } from '@chakra-ui/react';
import { NarrowPage } from '../components/layout/narrow-page';
import { NewsletterConfirmation } from '../features/newsletter/components/newsletter-confirmation';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function NewsletterConfirmScreen() {
  usePageMeta({
    title: pageTitle('Confirm your subscription'),
    description: 'Confirm your subscription to the Sunward Group Travel newsletter.',
  });
  return (
    // At least a screen tall: the footer starts below the first screen, so the step that fills the
    // outline's place never moves it into view or out of it (decision 051).
    <Box bg="bg.subtle" minH="100dvh">
      <NarrowPage eyebrow="Newsletter" title="Hear about new departures first">
        <NewsletterConfirmation />
      </NarrowPage>
    </Box>
  );
}
