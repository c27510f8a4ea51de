import { Box } from '@chakra-ui/react';
import { NarrowPage } from '../components/layout/narrow-page';
import { PayBalance } from '../features/pay/components/pay-balance';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** `/pay#<token>`: a balance reminder's pay link (decision 043). */
export function PayScreen() {
  usePageMeta({
    title: pageTitle('Pay your balance'),
    description: 'Pay the balance of your Sunward Group Travel booking online.',
  });
  return (
    // At least a screen tall: the footer starts below the first screen, so the step that fills the
    // outline's place never moves it into view or out of it (decision 051).
    <Box bg="bg.subtle" minH="100dvh">
      {/* The lead is painted in the prerendered frame and is the page's largest text: its paint is
          the page's largest contentful paint, whatever the link opens (decision 059). */}
      <NarrowPage eyebrow="Your booking" title="Pay your balance" lead="See what is left to pay for your trip, and pay all of it or part of it by card.">
        <PayBalance />
      </NarrowPage>
    </Box>
  );
}
