import { Heading, Stack, Text } from '@chakra-ui/react';
import type { AdminLoginRequest } from '@sunward/shared/schemas/user';
import { useEffect, useRef, useState } from 'react';
import { AdminLoginForm } from './admin-login-form';
import { NewPasswordForm } from './new-password-form';

/** Where the sign-in stands: the credentials form, or the new password a first sign-in asks for. */
type Step = { name: 'credentials'; username: string } | { name: 'new-password'; username: string; session: string };

/**
 * The admin sign-in (spec §2, Admin login): username and password, then, for an admin whose
 * password ops set as temporary, a 'Choose a new password' step on the same page. Each step
 * has its own heading, and focus moves to it when the step changes, so a screen reader
 * announces where the admin is.
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

  const header =
    step.name === 'credentials'
      ? { eyebrow: 'Staff only', title: 'Admin Login', intro: 'Sign in to manage bookings, payments and inquiries.' }
      : {
          eyebrow: 'First sign-in',
          title: 'Choose a new password',
          intro: 'Your temporary password worked. Choose your own password to finish signing in.',
        };

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
      {step.name === 'credentials' ? (
        <AdminLoginForm
          defaultUsername={step.username}
          onSignedIn={onSignedIn}
          onChallenge={({ session }, { username }: AdminLoginRequest) => setStep({ name: 'new-password', username, session })}
        />
      ) : (
        <NewPasswordForm
          username={step.username}
          session={step.session}
          onSignedIn={onSignedIn}
          onBack={() => setStep({ name: 'credentials', username: step.username })}
        />
      )}
    </>
  );
}
