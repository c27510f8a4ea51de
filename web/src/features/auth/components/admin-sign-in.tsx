import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { AdminChallenge } from '../api/log-in';
import { AdminLoginForm } from './admin-login-form';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { AuthenticatorSetup } from './authenticator-setup';
import { NewPasswordForm } from './new-password-form';

/**
 * Where the sign-in stands: the credentials form, the new password a temporary one asks for, the
 * authenticator code, or the authenticator's setup on the first sign-in.
 */
type Step =
  | { name: 'credentials'; username: string }
  | { name: 'new-password'; username: string; session: string }
  | { name: 'mfa-code'; username: string; session: string }
  | { name: 'mfa-setup'; username: string; session: string; secret: string; otpauthUri: string };

const headers: Record<Step['name'], { eyebrow: string; title: string; intro: string }> = {
  credentials: { eyebrow: 'Staff only', title: 'Admin Login', intro: 'Sign in to manage bookings, payments and inquiries.' },
  'new-password': {
    eyebrow: 'First sign-in',
    title: 'Choose a new password',
    intro: 'Your temporary password worked. Choose your own password to finish signing in.',
  },
  'mfa-code': {
    eyebrow: 'Second step',
    title: 'Enter your authenticator code',
    intro: 'Open the authenticator app on your phone and enter the 6-digit code it shows for Sunward Group Travel.',
  },
  'mfa-setup': {
    eyebrow: 'First sign-in',
    title: 'Set up your authenticator app',
    intro: 'Admin sign-in takes a second step: a 6-digit code from an authenticator app on your phone. Set it up once, now.',
  },
};

/** The step a challenge from the server leads to. */
function stepFor(challenge: AdminChallenge, username: string): Step {
  switch (challenge.challenge) {
    case 'NEW_PASSWORD_REQUIRED':
      return { name: 'new-password', username, session: challenge.session };
    case 'SOFTWARE_TOKEN_MFA':
      return { name: 'mfa-code', username, session: challenge.session };
    case 'MFA_SETUP':
      return { name: 'mfa-setup', username, session: challenge.session, secret: challenge.secret, otpauthUri: challenge.otpauthUri };
  }
}

/**
 * The admin sign-in (spec §2, Admin login; decision 036): username and password, a new password
 * when ops set a temporary one, then the authenticator code, or on the first sign-in the
 * authenticator's setup, all on the same page. Each step has its own heading, and focus moves to
 * it when the step changes, so a screen reader announces where the admin is.
 */
export function AdminSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'credentials', username: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  const header = headers[step.name];
  const back = () => setStep({ name: 'credentials', username: step.username });

  return (
    <>
      <Stack gap="2" mb="8">
        <Text textStyle="eyebrow" color="accent.fg">
          {header.eyebrow}
        </Text>
        <Heading
          as="h1"
          ref={heading}
          tabIndex={-1}
          textStyle="sectionTitle"
          fontSize={{ base: '3xl', md: '4xl' }}
          _focusVisible={{ outline: 'none' }}
        >
          {header.title}
        </Heading>
        <Text color="fg.muted">{header.intro}</Text>
      </Stack>
      {step.name === 'credentials' && (
        <AdminLoginForm
          defaultUsername={step.username}
          onSignedIn={onSignedIn}
          onChallenge={(challenge, { username }) => setStep(stepFor(challenge, username))}
        />
      )}
      {step.name === 'new-password' && (
        <NewPasswordForm
          username={step.username}
          session={step.session}
          onSignedIn={onSignedIn}
          onChallenge={(challenge) => setStep(stepFor(challenge, step.username))}
          onBack={back}
        />
      )}
      {step.name === 'mfa-code' && (
        <AuthenticatorCodeForm
          key={step.session}
          username={step.username}
          session={step.session}
          challenge="SOFTWARE_TOKEN_MFA"
          submitLabel="Verify and sign in"
          onSignedIn={onSignedIn}
          onBack={back}
        />
      )}
      {step.name === 'mfa-setup' && (
        <>
          <AuthenticatorSetup secret={step.secret} otpauthUri={step.otpauthUri} />
          <AuthenticatorCodeForm
            key={step.session}
            username={step.username}
            session={step.session}
            challenge="MFA_SETUP"
            submitLabel="Confirm and sign in"
            onSignedIn={onSignedIn}
            onBack={back}
          />
        </>
      )}
    </>
  );
}
