import { Text } from '@chakra-ui/react';
import { VerifyOtpRequest } from '@sunward/shared/schemas/one-time-code';
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { useFragmentSecret } from '../../../lib/use-fragment-secret';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMyBookings } from '../api/list-my-bookings';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { LinkStep } from './link-step';
import { StepPanel, StepPanelSkeleton } from './step-panel';

/**
 * The traveller's bookings, with their payments, cards and dialogs: most visits start at the
 * e-mail step, so the page loads them only once there are bookings to show, which keeps the
 * page's start short (decision 059).
 */
const MyBookings = lazy(async () => ({ default: (await import('./my-bookings')).MyBookings }));

/** The e-mail step's outline, while the page does not yet know which step is its own. */
const checkingForBookings = <StepPanelSkeleton label="Checking for your bookings" />;

type Step = { name: 'email'; email: string } | { name: 'code'; email: string } | { name: 'link'; link: VerifyOtpRequest };

/** The e-mail's sign-in link: `/my-booking#email=<urlencoded>&code=<6 digits>`, checked by the shared schema. */
function readLink(hash: string): VerifyOtpRequest | null {
  if (!hash.startsWith('#')) return null;
  const fragment = new URLSearchParams(hash.slice(1));
  const parsed = VerifyOtpRequest.safeParse({ email: fragment.get('email') ?? '', code: fragment.get('code') ?? '' });
  return parsed.success ? parsed.data : null;
}

function showVerificationFailed() {
  showErrorToast({ title: 'Verification Failed', description: 'Invalid or expired verification code. Please try again.' });
}

/**
 * Spec §2 and §4, My booking: an e-mail, then the 6-digit code sent to it, then the traveller's
 * bookings. The e-mail's link opens 'Continue as a•••@example.com', and only that button uses its
 * code (decision 039). A live customer session (2 hours) skips the code: `GET /api/my/bookings`
 * is asked first, and 401 means the e-mail step. The prerendered shell knows neither the link nor
 * the session: it shows the step's outline, and the steps start once the page runs.
 */
export function FindMyBooking() {
  return useHydrated() ? <FindMyBookingSteps /> : checkingForBookings;
}

function FindMyBookingSteps() {
  // The link's code waits in memory for 'Continue as …'.
  const link = useFragmentSecret(readLink);
  const [step, setStep] = useState<Step>(() => (link ? { name: 'link', link } : { name: 'email', email: '' }));
  /** Whether the visitor has moved between steps, so a new step's heading takes focus. */
  const [moved, setMoved] = useState(false);
  // While a link waits for its click the page asks nothing: it offers the link's bookings, not
  // those of a session the browser may already have.
  const bookings = useMyBookings({ enabled: step.name !== 'link' });
  // Deferred, the answer replaces the shell's outline as a transition, which React renders in
  // slices; the query's answer itself re-renders at once, in one task (`useSyncExternalStore`).
  const checking = useDeferredValue(bookings.isPending);
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();

  function verify(request: VerifyOtpRequest, fromLink: boolean) {
    verifyOtp.mutate(request, {
      onSuccess: (found) => {
        setMoved(true);
        if (fromLink) setStep({ name: 'email', email: request.email });
        if (found.length === 0) {
          showErrorToast({ title: 'No Bookings Found', description: "We couldn't find any bookings with that email address." });
        }
      },
      onError: () => {
        showVerificationFailed();
        if (fromLink) setStep({ name: 'email', email: request.email });
      },
    });
  }

  function handleEmail(email: string) {
    requestOtp.mutate(email, {
      onSuccess: () => {
        showSuccessToast({ title: 'Verification Code Sent', description: 'Check your email for the 6-digit code.' });
        setMoved(true);
        setStep({ name: 'code', email });
      },
      onError: (error) => {
        const tooMany = error instanceof ApiError && error.status === 429;
        showErrorToast({
          title: 'Error',
          description: (tooMany ? error.errorBody()?.message : undefined) ?? 'Failed to send verification code. Please check your email address.',
        });
      },
    });
  }

  function signedOut() {
    setMoved(true);
    setStep({ name: 'email', email: '' });
  }

  if (step.name === 'link') {
    const { link } = step;
    return (
      <StepPanel
        key="link"
        title="Open your bookings"
        intro="You opened the sign-in link from your e-mail. Check that the address is yours, then continue to see your bookings."
      >
        <LinkStep
          email={link.email}
          isPending={verifyOtp.isPending}
          onContinue={() => verify(link, true)}
          onUseAnotherEmail={() => {
            setMoved(true);
            setStep({ name: 'email', email: '' });
          }}
        />
      </StepPanel>
    );
  }

  // The shell's outline, at the e-mail step's size: the step most visits land on takes its place.
  if (checking) return checkingForBookings;

  if (bookings.data) {
    return (
      <Suspense fallback={checkingForBookings}>
        <MyBookings bookings={bookings.data} focusOnMount={moved} onSignedOut={signedOut} />
      </Suspense>
    );
  }

  if (step.name === 'code') {
    return (
      <StepPanel
        key="code"
        eyebrow="Step 2 of 2"
        title="Enter your code"
        intro={
          <>
            We sent a 6-digit code to{' '}
            <Text as="span" fontWeight="semibold" color="fg" wordBreak="break-all">
              {step.email}
            </Text>
            . Enter it below, or open the link in the e-mail.
          </>
        }
      >
        <CodeStep
          isPending={verifyOtp.isPending}
          onSubmit={(code) => verify({ email: step.email, code }, false)}
          onChangeEmail={() => setStep({ name: 'email', email: step.email })}
        />
      </StepPanel>
    );
  }

  return (
    <StepPanel
      key="email"
      eyebrow="Step 1 of 2"
      title="Verify your email"
      focusOnMount={moved}
      // Shorter than the page's lead: the lead, painted in the prerendered frame, stays the page's
      // largest text, so its paint is the page's largest contentful paint (decision 059).
      intro="We will e-mail you a 6-digit code, so only you can see your bookings."
    >
      <EmailStep onSubmit={handleEmail} isPending={requestOtp.isPending} defaultEmail={step.email} />
    </StepPanel>
  );
}
