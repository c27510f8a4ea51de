import { PolicyPage } from '../components/content/policy-page';
import { TravelInsuranceContent } from '../content/travel-insurance';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function TravelInsuranceScreen() {
  usePageMeta({
    title: pageTitle('Travel Insurance'),
    description:
      'Why travel insurance matters when trip payments are non-refundable, what a good policy covers, and when to buy it. Required for St. Lucia Carnival.',
  });
  return (
    <PolicyPage
      eyebrow="Before you travel"
      title="Travel Insurance"
      lead="Our trip payments are non-refundable. A good travel insurance policy protects what you have paid, and you, while you are away."
    >
      <TravelInsuranceContent />
    </PolicyPage>
  );
}
