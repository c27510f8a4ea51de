import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { showErrorToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, errorsFromIssues } from '../../../lib/field-errors';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { AdminChallenge } from '../api/log-in';
import { NEW_PASSWORD_POLICY, NewPasswordForm as NewPasswordFields, useSetNewPassword } from '../api/set-new-password';
import { SigningInAs } from './signing-in-as';

type Field = keyof NewPasswordFields;

/** The form's fields, in screen order. */
const newPasswordFields = ['newPassword', 'confirmPassword'] as const satisfies readonly Field[];

/**
 * The step after a temporary password: the new password twice; the authenticator step follows.
 * A 400 (Cognito refused the password) shows the server's reason on the new-password field;
 * anything else (an expired challenge, too many attempts) the 'Login failed' toast.
 */
export function NewPasswordForm({
  username,
  session,
  onSignedIn,
  onChallenge,
  onBack,
}: {
  username: string;
  session: string;
  onSignedIn: () => void;
  /** The second factor's step the new password leads to. */
  onChallenge: (challenge: AdminChallenge) => void;
  onBack: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const setNewPassword = useSetNewPassword({ onSuccess: onSignedIn, onChallenge });

  function focusField(form: HTMLFormElement, field: Field) {
    form.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = NewPasswordFields.safeParse({
      newPassword: data.get('newPassword') ?? '',
      confirmPassword: data.get('confirmPassword') ?? '',
    });
    if (!parsed.success) {
      const next = errorsFromIssues(parsed.error.issues, newPasswordFields);
      setErrors(next);
      focusField(form, next.newPassword ? 'newPassword' : 'confirmPassword');
      return;
    }
    setErrors({});
    setNewPassword.mutate(
      { username, session, newPassword: parsed.data.newPassword },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const body = error.errorBody();
            const fromIssues = errorsFromIssues(body?.issues ?? [], newPasswordFields);
            setErrors(fromIssues.newPassword || fromIssues.confirmPassword ? fromIssues : { newPassword: apiErrorMessage(error) });
            focusField(form, fromIssues.confirmPassword && !fromIssues.newPassword ? 'confirmPassword' : 'newPassword');
            return;
          }
          showErrorToast({ title: 'Login failed', description: apiErrorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="5">
        <SigningInAs username={username} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field.Root required invalid={Boolean(errors.newPassword)}>
          <Field.Label>
            New password <Field.RequiredIndicator />
          </Field.Label>
          <Input name="newPassword" type="password" autoComplete="new-password" size="lg" bg="bg.panel" />
          <Field.ErrorText>{errors.newPassword}</Field.ErrorText>
          <Field.HelperText textStyle="sm" color="fg.muted">
            {NEW_PASSWORD_POLICY}
          </Field.HelperText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.confirmPassword)}>
          <Field.Label>
            Confirm new password <Field.RequiredIndicator />
          </Field.Label>
          <Input name="confirmPassword" type="password" autoComplete="new-password" size="lg" bg="bg.panel" />
          <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
        </Field.Root>
        <Stack gap="3" mt="2">
          <Button type="submit" colorPalette="brand" size="lg" loading={setNewPassword.isPending} loadingText="Saving…">
            Set password and sign in
          </Button>
          <Button type="button" variant="ghost" colorPalette="brand" size="lg" onClick={onBack} disabled={setNewPassword.isPending}>
            Back to sign in
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
