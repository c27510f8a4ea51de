import { PolicyPage } from '../components/content/policy-page';
import { BOOKING_TERMS_UPDATED, BookingTermsContent } from '../content/booking-terms';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function TermsScreen() {
  usePageMeta({
    title: pageTitle('Booking Terms'),
    description:
      'Sunward Group Travel booking terms: prices per person in USD, the deposit that confirms your seats, when the balance is due, and our non-refundable payment policy.',
  });
  return (
    <PolicyPage eyebrow="Policies" title="Booking Terms" lead={`Last updated ${BOOKING_TERMS_UPDATED}`}>
      <BookingTermsContent />
    </PolicyPage>
  );
}
