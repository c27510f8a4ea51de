import { PolicyPage } from '../components/content/policy-page';
import { COOKIE_POLICY_UPDATED, CookiePolicyContent } from '../content/cookie-policy';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function CookiePolicyScreen() {
  usePageMeta({
    title: pageTitle('Cookie Policy'),
    description:
      'Sunward Group Travel uses one cookie, only to keep you signed in at My Booking: no analytics, advertising or tracking cookies.',
  });
  return (
    <PolicyPage eyebrow="Policies" title="Cookie Policy" lead={`Last updated ${COOKIE_POLICY_UPDATED}`}>
      <CookiePolicyContent />
    </PolicyPage>
  );
}
