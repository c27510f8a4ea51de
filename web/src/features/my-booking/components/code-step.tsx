import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/** Spec §9: the verification code's length. */
export const CODE_LENGTH = 6;

export interface CodeStepProps {
  /** Called with exactly six digits. */
  onSubmit: (code: string) => void;
  /** 'Change Email': back to the e-mail step. */
  onChangeEmail: () => void;
  isPending?: boolean;
}

/**
 * Step 2 of finding a booking: the 6-digit code from the e-mail (spec §5). Only digits are
 * kept, at most six, and 'Verify & Access Booking' is enabled at exactly six.
 */
export function CodeStep({ onSubmit, onChangeEmail, isPending = false }: CodeStepProps) {
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const complete = code.length === CODE_LENGTH;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete && !isPending) onSubmit(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Verify your code">
      <Stack gap="5">
        <Field.Root required>
          <Field.Label>
            Verification code <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={inputRef}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            pattern="[0-9]{6}"
            placeholder="000000"
            size="lg"
            bg="bg.panel"
            fontFamily="mono"
            fontSize="2xl"
            letterSpacing="0.4em"
            textAlign="center"
          />
          <Field.HelperText>The 6-digit code is valid for 10 minutes.</Field.HelperText>
        </Field.Root>
        <Flex gap="3" direction={{ base: 'column', sm: 'row-reverse' }}>
          <Button type="submit" colorPalette="brand" size="lg" flex={{ base: 'none', sm: '1' }} disabled={!complete} loading={isPending} loadingText="Verifying…">
            Verify &amp; Access Booking
          </Button>
          <Button type="button" variant="outline" colorPalette="gray" size="lg" onClick={onChangeEmail} disabled={isPending}>
            Change Email
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
