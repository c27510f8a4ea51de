import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { ConfirmActionDialog } from '../../../components/dialogs/confirm-action-dialog';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { LinkButton } from '../../../components/link-button';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDeadline } from '../../../lib/format';
import { useFragmentSecret } from '../../../lib/use-fragment-secret';
import { useHydrated } from '../../../lib/use-hydrated';
import { waitlistJoinPath, waitlistOfferPath } from '../../../lib/waitlist-path';
import { readWaitlistToken } from '../../../lib/waitlist-token';
import { useConfirmWaitlistEntry } from '../api/confirm-waitlist-entry';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useWaitlistEntry } from '../api/open-waitlist-entry';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DepartureFacts, WaitlistPanel, WaitlistPanelSkeleton } from './waitlist-panel';

/** States in which the entry still holds its place, and so can be left. */
const LEAVABLE: ReadonlySet<WaitlistEntryView['state']> = new Set(['unconfirmed', 'waiting', 'offered']);

/**
 * The page a waitlist mail links to, `/waitlist#token=<token>` (decision 053): the entry's
 * departure, its state and what can be done next. Opening it changes nothing (mail scanners open
 * links too): only 'Confirm my place' and 'Leave the waitlist' send the token, in a POST body. The
 * token leaves the address bar at once and lives in this page's memory only. The prerendered shell
 * has no fragment, so it shows the card's outline; the token is read once the page runs.
 */
export function WaitlistEntryPage() {
  return useHydrated() ? <EntryLink /> : <WaitlistPanelSkeleton label="Opening your link…" fields={0} />;
}

function EntryLink() {
  const token = useFragmentSecret((hash) => readWaitlistToken(hash, 'token'));
  const entry = useWaitlistEntry(token);
  const heading = useRef<HTMLHeadingElement>(null);

  if (token === null) {
    return (
      <WaitlistPanel heading={heading} title="This link is not complete">
        <Text color="fg.muted">Open the link in your waitlist e-mail again, or copy the whole link into the address bar.</Text>
        <HomeLink />
      </WaitlistPanel>
    );
  }
  if (entry.isPending) return <WaitlistPanelSkeleton label="Opening your link…" fields={0} />;
  if (entry.isError) {
    const refused = entry.error instanceof ApiError && entry.error.status < 500 ? entry.error.errorBody()?.message : undefined;
    if (refused === undefined) {
      return <RetryAlert title="We could not open your place on the waitlist just now." isRetrying={entry.isFetching} onRetry={() => void entry.refetch()} />;
    }
    return (
      <WaitlistPanel heading={heading} title="This link does not work">
        <FailureAlert>{refused}</FailureAlert>
        <HomeLink />
      </WaitlistPanel>
    );
  }
  return <EntryState heading={heading} token={token} entry={entry.data} />;
}

function EntryState({ heading, token, entry }: { heading: RefObject<HTMLHeadingElement | null>; token: string; entry: WaitlistEntryView }) {
  const confirm = useConfirmWaitlistEntry(token);
  const leave = useLeaveWaitlist(token);
  const [asking, setAsking] = useState(false);

  // A new state replaces the card's words: its heading takes focus, so it is read out.
  const firstState = useRef(entry.state);
  useEffect(() => {
    if (entry.state !== firstState.current) heading.current?.focus();
  }, [entry.state, heading]);

  const { title, words } = stateWords(entry);
  return (
    <WaitlistPanel heading={heading} title={title}>
      <DepartureFacts tripTitle={entry.tripTitle} departureDate={entry.departureDate} returnDate={entry.returnDate} travelers={entry.travelers} />
      <Stack gap="3" role="status">
        {words.map((line, index) => {
          // A state told in two lines leads with its fact (the place, the offer's end); one line is plain.
          const lead = index === 0 && words.length > 1;
          return (
            <Text key={line} color={lead ? 'fg' : 'fg.muted'} fontWeight={lead ? 'semibold' : 'normal'} fontSize={lead ? 'lg' : 'md'}>
              {line}
            </Text>
          );
        })}
      </Stack>
      {confirm.isError && <FailureAlert>{apiErrorMessage(confirm.error)}</FailureAlert>}
      <HStack gap="3" wrap="wrap">
        {entry.state === 'unconfirmed' && (
          <Button colorPalette="brand" size="lg" loading={confirm.isPending} loadingText="Confirming…" onClick={() => confirm.mutate()}>
            Confirm my place
          </Button>
        )}
        {entry.state === 'offered' && (
          <LinkButton to={waitlistOfferPath(entry.packageId, entry.departureId, token)} colorPalette="brand" size="lg">
            Book my seats
          </LinkButton>
        )}
        {LEAVABLE.has(entry.state) && (
          <Button variant="outline" colorPalette="gray" size="lg" onClick={() => setAsking(true)}>
            Leave the waitlist
          </Button>
        )}
        {(entry.state === 'lapsed' || entry.state === 'left') && (
          <LinkButton to={waitlistJoinPath(entry.packageId, entry.departureId)} colorPalette="brand" size="lg">
            Join the waitlist again
          </LinkButton>
        )}
        {!LEAVABLE.has(entry.state) && <HomeLink />}
      </HStack>
      <ConfirmActionDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Leave the waitlist?"
        action={leave}
        failure={leave.error ? apiErrorMessage(leave.error) : undefined}
        keepLabel="Stay on the waitlist"
        confirmLabel="Leave the waitlist"
        pendingLabel="Leaving…"
        tone="danger"
        onConfirm={async () => {
          await leave.mutateAsync();
        }}
      >
        <Text>{leaveWords(entry)}</Text>
      </ConfirmActionDialog>
    </WaitlistPanel>
  );
}

/** What leaving costs, said before it happens. */
function leaveWords(entry: WaitlistEntryView): string {
  if (entry.state === 'offered') return 'The seats held for you go to the next travellers in line, and you leave the waitlist. This cannot be undone.';
  if (entry.state === 'waiting' && entry.placeInLine !== null) {
    return `You give up your place in line (number ${entry.placeInLine}). Joining again puts you at the back of the line.`;
  }
  return 'Your request to join the waitlist is withdrawn, and we send you nothing more about this departure.';
}

/** The card's heading and sentences for each state. */
function stateWords(entry: WaitlistEntryView): { title: string; words: string[] } {
  switch (entry.state) {
    case 'unconfirmed':
      return {
        title: 'Confirm your place in line',
        words: ['Your place is not confirmed yet.', 'Confirm it to join the line: until you do, you are not on the waitlist and we send you nothing.'],
      };
    case 'waiting':
      return {
        title: 'You are on the waitlist',
        words: [
          entry.placeInLine === null ? 'You are in line.' : `You are number ${entry.placeInLine} in line`,
          'When seats for your group free up, we e-mail you at once and hold them for you for a while, so you can book them.',
        ],
      };
    case 'offered':
      return {
        title: 'Seats are free for your group',
        words: [
          entry.offerExpiresAt === null ? 'Seats are held for you.' : `Seats are held for you until ${formatDeadline(entry.offerExpiresAt)}`,
          'Book them before then with the usual deposit; after that they go to the next in line.',
        ],
      };
    case 'booked':
      return { title: 'You booked your seats', words: ['You booked these seats from the waitlist. Your booking’s details are in your e-mail and on My Booking.'] };
    case 'lapsed':
      return {
        title: 'Your offer has ended',
        words: ['The seats held for you were not booked in time, so they went to the next in line. You can join the waitlist again, at the back of the line.'],
      };
    case 'left':
      return { title: 'You left the waitlist', words: ['You are no longer on the waitlist for this departure, and we send you nothing more about it.'] };
    case 'removed':
      return { title: 'Your place was removed', words: ['Our team removed this place from the waitlist. Contact us if you have a question about it.'] };
  }
}

/** Back to the home page and its trips. */
function HomeLink() {
  return (
    <LinkButton to="/" variant="outline" colorPalette="brand" size="lg" alignSelf="start">
      Back to home
    </LinkButton>
  );
}
