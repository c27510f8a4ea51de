import { Box, List, Table, Text } from '@chakra-ui/react';
import { ExternalTextLink, PolicySection, PolicySummary, TextLink } from '../components/content/policy-page';

/** When this policy last changed. */
export const COOKIE_POLICY_UPDATED = 'November 23, 2026';

// The server's session lengths (`ADMIN_SESSION_SECONDS`, `CUSTOMER_SESSION_SECONDS` in functions):
// the web app cannot import them, so a change there must be made here too.
const TRAVELER_SESSION_HOURS = 2;
const ADMIN_SESSION_HOURS = 8;

const cookieFacts: { term: string; detail: string }[] = [
  { term: 'Name', detail: '__Host-sid' },
  { term: 'Purpose', detail: 'Keeps you signed in: it carries a random session number and nothing about you.' },
  {
    term: 'When it is set',
    detail: 'Only when a traveler signs in at My Booking with the code we e-mail them, or when our staff sign in to the admin pages.',
  },
  {
    term: 'How long it lasts',
    detail: `${TRAVELER_SESSION_HOURS} hours for a traveler, ${ADMIN_SESSION_HOURS} hours for staff. Signing out deletes it at once.`,
  },
  { term: 'Type', detail: 'Strictly necessary. Without it, you could not see your bookings or pay your balance online.' },
  {
    term: 'Protections',
    detail: 'HttpOnly (no script on the page can read it), Secure (sent only over HTTPS) and SameSite=Strict (never sent with requests from other sites).',
  },
];

/** What the site stores in the visitor's browser: one session cookie, and Stripe's on the card form. */
export function CookiePolicyContent() {
  return (
    <>
      <PolicySummary
        id="cookies-summary"
        title="Cookies in brief"
        items={[
          'We use one cookie, and only to keep you signed in.',
          'Browsing the site and filling in the booking form set no cookie of ours.',
          'No analytics, advertising or tracking cookies.',
        ]}
      />

      <PolicySection id="what-cookies-are" number={1} title="What cookies are">
        <Text>
          A cookie is a small piece of text a website asks your browser to keep and send back on later visits. Sites use them
          to remember that you are signed in, to remember your choices, or to follow what you do across the web. We use one
          for the first of these and nothing else.
        </Text>
      </PolicySection>

      <PolicySection id="our-cookie" number={2} title="The one cookie we set">
        <Box borderWidth="1px" borderColor="border" rounded="card" overflow="hidden" bg="bg.panel">
          <Table.Root size="sm" variant="line" css={{ '& th, & td': { verticalAlign: 'top', py: '3', px: '4' } }}>
            <Table.Caption srOnly>The session cookie, __Host-sid</Table.Caption>
            <Table.Body>
              {cookieFacts.map((fact) => (
                <Table.Row key={fact.term}>
                  <Table.ColumnHeader as="th" scope="row" color="fg" fontWeight="semibold" w={{ base: '32', md: '44' }} textTransform="none" letterSpacing="normal" fontSize="sm">
                    {fact.term}
                  </Table.ColumnHeader>
                  <Table.Cell color="fg.muted" fontSize="sm" lineHeight="1.6">
                    {fact.term === 'Name' ? <code>{fact.detail}</code> : fact.detail}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Text>
          When the session ends, by signing out or when its time is up, it also ends on our server, so a copy of the cookie
          left behind signs no one in.
        </Text>
      </PolicySection>

      <PolicySection id="no-tracking" number={3} title="What we do not use">
        <Text>We do not use cookies or similar tools for:</Text>
        <List.Root gap="2" ps="5">
          <List.Item>analytics or visitor statistics;</List.Item>
          <List.Item>advertising, retargeting or social media tracking;</List.Item>
          <List.Item>remembering you between visits once you have signed out.</List.Item>
        </List.Root>
        <Text>
          Because our one cookie is strictly necessary and only set when you sign in, the site does not ask you to accept
          cookies.
        </Text>
      </PolicySection>

      <PolicySection id="card-payments" number={4} title="Card payments by Stripe">
        <Text>
          The card form on the payment step of a booking, and at My Booking when you pay your balance, is provided by Stripe,
          our payment processor. It is loaded from Stripe only on those steps. Stripe may store its own cookies to keep the
          payment secure and to prevent fraud; they are described in{' '}
          <ExternalTextLink href="https://stripe.com/cookies-policy/legal">Stripe's cookie policy</ExternalTextLink>. Your card
          details go to Stripe and are never stored by us.
        </Text>
      </PolicySection>

      <PolicySection id="your-choices" number={5} title="Your choices">
        <Text>
          You can see and delete cookies in your browser's settings. If you block or delete the <code>sid</code> cookie, the
          site still works for browsing and booking, but you will need to sign in again at{' '}
          <TextLink to="/my-booking">My Booking</TextLink> to see your bookings or pay your balance.
        </Text>
      </PolicySection>

      <PolicySection id="cookie-questions" number={6} title="Questions">
        <Text>
          If you have a question about this policy, please <TextLink to="/contact">contact us</TextLink>.
        </Text>
      </PolicySection>
    </>
  );
}
