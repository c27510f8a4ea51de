import { FlexpayBenefits } from '../features/marketing/components/flexpay-benefits';
import { FlexpayContact } from '../features/marketing/components/flexpay-contact';
import { FlexpayDisclaimer } from '../features/marketing/components/flexpay-disclaimer';
import { FlexpayFaq } from '../features/marketing/components/flexpay-faq';
import { FlexpayHero } from '../features/marketing/components/flexpay-hero';
import { FlexpaySteps } from '../features/marketing/components/flexpay-steps';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function FlexpayScreen() {
  usePageMeta({
    title: pageTitle('Pay Over Time'),
    description: 'Book your Sunward trip now and pay over time with low monthly payments, no late fees and no prepayment penalties.',
  });
  return (
    <>
      <FlexpayHero />
      <FlexpayBenefits />
      <FlexpaySteps />
      <FlexpayFaq />
      <FlexpayContact />
      <FlexpayDisclaimer />
    </>
  );
}
