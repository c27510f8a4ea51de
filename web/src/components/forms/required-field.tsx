import { Field, chakra, useFieldStyles } from '@chakra-ui/react';
import { type ReactNode, cloneElement, isValidElement, useId } from 'react';

export interface RequiredFieldProps {
  label: string;
  /** The field's message; the field is marked invalid while there is one. */
  error: string | undefined;
  /** The message's id, when the form points at it itself (`aria-describedby` of a summary, a focus). */
  errorTextId?: string;
  /** Shown under the input while there is no message. */
  helper?: ReactNode;
  /** The input: one element, which the help describes. */
  children: ReactNode;
}

/**
 * A required field of a form the app validates: its label with the required mark, the input, then its help or its message.
 *
 * The help is not Ark's `Field.HelperText`: Ark finds that element in a layout effect and sets
 * state, which renders the field again, synchronously, in the commit that showed it. A form with
 * help under two fields paid for two renders more in its longest task (decision 069). The field
 * knows whether it shows help, so it points the input at it itself.
 */
export function RequiredField({ label, error, errorTextId, helper, children }: RequiredFieldProps) {
  const helperId = `${useId()}-help`;
  const help = helper && error === undefined ? helperId : undefined;
  return (
    <Field.Root required invalid={error !== undefined} ids={errorTextId === undefined ? undefined : { errorText: errorTextId }}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {help ? describedBy(children, help) : children}
      {help && <FieldHelp id={help}>{helper}</FieldHelp>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The help with the styles of Chakra's field help. */
function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  return (
    <chakra.div id={id} css={useFieldStyles().helperText}>
      {children}
    </chakra.div>
  );
}

/** The input, described also by `id`, beside what it is described by already. */
function describedBy(input: ReactNode, id: string): ReactNode {
  if (!isValidElement<{ 'aria-describedby'?: string }>(input)) return input;
  const own = input.props['aria-describedby'];
  return cloneElement(input, { 'aria-describedby': own ? `${own} ${id}` : id });
}
