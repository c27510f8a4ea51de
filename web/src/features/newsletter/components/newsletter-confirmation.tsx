import { Box, Button, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useFragmentSecret } from '../../../lib/use-fragment-secret';
import { useHydrated } from '../../../lib/use-hydrated';
import { readConfirmationToken, useConfirmNewsletter } from '../api/confirm-newsletter';
import { FailureAlert } from '../../../components/feedback/failure-alert';

const fallbackFailure = 'We could not confirm your subscription just now. Please try again in a moment.';

/**
 * The page a confirmation e-mail links to (decision 039). Opening it confirms nothing: mail
 * scanners load (and some run) every link in a mail, and would otherwise subscribe whoever was
 * typed into the signup. Only 'Confirm' sends the link's token, in a POST body; the token leaves
 * the address bar at once. The prerendered shell has no hash: it shows the card's outline, and the
 * token is read once the page runs.
 */
export function NewsletterConfirmation() {
  return useHydrated() ? <ConfirmationLink /> : <PanelSkeleton />;
}

function ConfirmationLink() {
  const token = useFragmentSecret(readConfirmationToken);
  const confirm = useConfirmNewsletter();
  const heading = useRef<HTMLHeadingElement>(null);

  // The new heading is announced when the answer replaces the button.
  useEffect(() => {
    if (confirm.isSuccess || confirm.isError) heading.current?.focus();
  }, [confirm.isSuccess, confirm.isError]);

  if (confirm.isSuccess) {
    return (
      <Panel heading={heading} title="You're subscribed">
        <Text color="fg.muted">Thank you. We will write when we open a new trip or a seat comes free.</Text>
        <Button asChild colorPalette="brand" size="lg" alignSelf="start">
          <RouterLink to="/">Browse our trips</RouterLink>
        </Button>
      </Panel>
    );
  }

  if (token === null) {
    return (
      <Panel heading={heading} title="This link is not complete">
        <Text color="fg.muted">
          Open the link in your confirmation e-mail again, or copy the whole link into the address bar. You can also subscribe again at the bottom of the home page.
        </Text>
        <HomeLink />
      </Panel>
    );
  }

  const failure = confirm.error instanceof ApiError ? (confirm.error.errorBody()?.message ?? fallbackFailure) : confirm.error ? fallbackFailure : undefined;
  const gone = confirm.error instanceof ApiError && confirm.error.status === 404;
  return (
    <Panel heading={heading} title={gone ? 'This link no longer works' : 'Confirm your subscription'}>
      {failure ? (
        <FailureAlert>{failure}</FailureAlert>
      ) : (
        <Text color="fg.muted">One click and you are on the list: one short e-mail when we open a new trip or a seat comes free.</Text>
      )}
      {gone ? (
        <HomeLink />
      ) : (
        <Button colorPalette="brand" size="lg" alignSelf="start" loading={confirm.isPending} loadingText="Confirming…" onClick={() => confirm.mutate(token)}>
          Confirm
        </Button>
      )}
    </Panel>
  );
}

/** Back to the home page, whose newsletter band sends a new link. */
function HomeLink() {
  return (
    <Button asChild variant="outline" colorPalette="brand" size="lg" alignSelf="start">
      <RouterLink to="/">Back to home</RouterLink>
    </Button>
  );
}

/** The card's outline at the size of 'Confirm your subscription', which most visits show next. */
function PanelSkeleton() {
  return (
    <Box role="status" aria-busy="true" bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '10' }} py={{ base: '6', md: '10' }}>
      <VisuallyHidden>Opening your link…</VisuallyHidden>
      <Stack gap="5" aria-hidden="true">
        <Skeleton height={{ base: '7', md: '7' }} width="65%" my={{ base: '0.5', md: '0' }} />
        <Stack gap="2" py="1">
          <Skeleton height="4" />
          <Skeleton height="4" width="70%" />
          {/* The words take a third line on a phone. */}
          <Skeleton height="4" width="35%" hideFrom="md" />
        </Stack>
        <Skeleton height="11" width="28" rounded="l2" />
      </Stack>
    </Box>
  );
}

/** The page's one card: its heading, which takes focus when the answer arrives, and what to do. */
function Panel({ heading, title, children }: { heading: RefObject<HTMLHeadingElement | null>; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '10' }} py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Heading as="h2" ref={heading} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} _focusVisible={{ outline: 'none' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
