import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { showErrorToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { MfaCodeField, useAnswerMfa } from '../api/answer-mfa';
import { SigningInAs } from './signing-in-as';

/**
 * The second factor (decision 036): the 6-digit code of the admin's authenticator app. A wrong or
 * reused code (401) shows the server's message on the field, so the admin types the next code; a
 * lock (429) or anything else shows the 'Login failed' toast.
 */
export function AuthenticatorCodeForm({
  username,
  session,
  challenge,
  submitLabel,
  onSignedIn,
  onBack,
}: {
  username: string;
  session: string;
  challenge: 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP';
  submitLabel: string;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string>();
  const answer = useAnswerMfa({ onSuccess: onSignedIn });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.querySelector<HTMLInputElement>('input[name="code"]');
    const parsed = MfaCodeField.safeParse(input?.value ?? '');
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input?.focus();
      return;
    }
    setError(undefined);
    answer.mutate(
      { username, session, challenge, code: parsed.data },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && (failure.status === 401 || failure.status === 400)) {
            setError(apiErrorMessage(failure));
            if (input) {
              input.value = '';
              input.focus();
            }
            return;
          }
          showErrorToast({ title: 'Login failed', description: apiErrorMessage(failure) });
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Two-step sign-in">
      <Stack gap="5">
        <SigningInAs username={username} />
        <Field.Root required invalid={Boolean(error)}>
          <Field.Label>
            Authenticator code <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            size="lg"
            bg="bg.panel"
            fontFamily="mono"
            letterSpacing="0.3em"
          />
          <Field.ErrorText>{error}</Field.ErrorText>
          <Field.HelperText textStyle="sm" color="fg.muted">
            6 digits; a new code appears in the app every 30 seconds.
          </Field.HelperText>
        </Field.Root>
        <Stack gap="3" mt="2">
          <Button type="submit" colorPalette="brand" size="lg" loading={answer.isPending} loadingText="Checking…">
            {submitLabel}
          </Button>
          <Button type="button" variant="ghost" colorPalette="brand" size="lg" onClick={onBack} disabled={answer.isPending}>
            Back to sign in
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
