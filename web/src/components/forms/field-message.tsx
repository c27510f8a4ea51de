import { Text } from '@chakra-ui/react';

/**
 * A field's message, in the page even when empty (and hidden), so the enhanced form fills it in
 * with the styles the page already has (`data-field-error` names the field).
 */
export function FieldMessage({ id, field, message }: { id: string; field: string; message: string | undefined }) {
  return (
    <Text
      id={id}
      data-field-error={field}
      aria-live="polite"
      hidden={message === undefined}
      _hidden={{ display: 'none' }}
      color="fg.error"
      textStyle="xs"
      fontWeight="medium"
    >
      {message}
    </Text>
  );
}
