import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, errorsFromIssues } from '../../../lib/field-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { type AdminChallenge, LogInForm, useLogIn } from '../api/log-in';

/** The form's fields, in screen order. */
const loginFields = ['username', 'password'] as const satisfies readonly (keyof LogInForm)[];

/**
 * Username and password for the one admin (spec §2, Admin login). There is deliberately no
 * hint of any credentials here: the admin's password is set by ops, never shown on a page.
 * A wrong password or too many attempts show the 'Login failed' toast with the server's
 * message; the password's next step (a new password, the authenticator code) goes to `onChallenge`.
 * The prerendered shell shows the form as it is, with 'Sign in' off until the page runs: sent by
 * the browser alone, the form would put the password in the address.
 */
export function AdminLoginForm({
  defaultUsername = '',
  onSignedIn,
  onChallenge,
}: {
  defaultUsername?: string;
  onSignedIn: () => void;
  onChallenge: (challenge: AdminChallenge, credentials: LogInForm) => void;
}) {
  const logIn = useLogIn({ onSuccess: onSignedIn, onChallenge });
  const [errors, setErrors] = useState<FieldErrors<keyof LogInForm>>({});
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = LogInForm.safeParse({ username: data.get('username') ?? '', password: data.get('password') ?? '' });
    if (!parsed.success) {
      const next = errorsFromIssues(parsed.error.issues, loginFields);
      setErrors(next);
      // Take the visitor to the first field to fix.
      const first = next.username ? 'username' : 'password';
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    logIn.mutate(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Admin sign-in">
      <Stack gap="5">
        <Field.Root required invalid={Boolean(errors.username)}>
          <Field.Label>
            Username <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="username"
            defaultValue={defaultUsername}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="lg"
            bg="bg.panel"
          />
          <Field.ErrorText>{errors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.password)}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <Input name="password" type="password" autoComplete="current-password" size="lg" bg="bg.panel" />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" disabled={!hydrated} loading={logIn.isPending} loadingText="Signing in…" mt="2">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
