import { Box } from '@chakra-ui/react';
import { NarrowPage } from '../components/layout/narrow-page';
import { WaitlistEntryPage } from '../features/waitlist/components/waitlist-entry';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** `/waitlist#token=<token>`: the page a waitlist mail links to (decision 053). */
export function WaitlistScreen() {
  usePageMeta({
    title: pageTitle('Your place on the waitlist'),
    description: 'See, confirm or leave your place on the waitlist of a sold-out Sunward departure.',
  });
  return (
    // At least a screen tall, so a shorter answer never pulls the footer into view (decision 051).
    <Box bg="bg.subtle" minH="100dvh">
      <NarrowPage eyebrow="Waitlist" title="Your place on the waitlist">
        <WaitlistEntryPage />
      </NarrowPage>
    </Box>
  );
}
