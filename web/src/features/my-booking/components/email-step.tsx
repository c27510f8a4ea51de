import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Email } from '@sunward/shared/schemas/fields';
import { type FormEvent, useRef, useState } from 'react';

export interface EmailStepProps {
  /** Called with the checked, lower-cased address. */
  onSubmit: (email: string) => void;
  isPending?: boolean;
  /** The address typed before, when the traveller comes back with 'Change Email'. */
  defaultEmail?: string;
}

/**
 * Step 1 of finding a booking: the e-mail the booking was made with. It is checked with the same
 * `Email` rule the server uses before anything is sent.
 */
export function EmailStep({ onSubmit, isPending = false, defaultEmail = '' }: EmailStepProps) {
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('email');
    const text = typeof value === 'string' ? value : '';
    const parsed = Email.safeParse(text);
    if (!parsed.success) {
      setError(text.trim() === '' ? 'Email is required' : (parsed.error.issues[0]?.message ?? 'Enter a valid email address'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Find my booking">
      <Stack gap="5">
        <Field.Root required invalid={error !== null}>
          <Field.Label>
            Email address <Field.RequiredIndicator />
          </Field.Label>
          <Input ref={inputRef} name="email" defaultValue={defaultEmail} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" size="lg" bg="bg.panel" />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>The address you used when you booked.</Field.HelperText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={isPending} loadingText="Sending…">
          Send Verification Code
        </Button>
      </Stack>
    </form>
  );
}
