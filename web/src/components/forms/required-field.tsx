import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RequiredFieldProps {
  label: string;
  /** The field's message; the field is marked invalid while there is one. */
  error: string | undefined;
  /** The message's id, when the form points at it itself (`aria-describedby` of a summary, a focus). */
  errorTextId?: string;
  /** Shown under the input while there is no message. */
  helper?: ReactNode;
  /** The input. */
  children: ReactNode;
}

/** A required field of a form the app validates: its label with the required mark, the input, then its help or its message. */
export function RequiredField({ label, error, errorTextId, helper, children }: RequiredFieldProps) {
  return (
    <Field.Root required invalid={error !== undefined} ids={errorTextId === undefined ? undefined : { errorText: errorTextId }}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && error === undefined && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
