import { Link, Stack, Text } from '@chakra-ui/react';

/** Cell style for figures (money, counts): right-aligned, equal-width digits, one line. */
export const numberCell = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The traveller in an admin table: name, e-mail to write to, and the phone when the table has no column of its own for it. */
export function CustomerContact({ firstName, lastName, email, phone }: { firstName: string; lastName: string; email: string; phone?: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">
        {firstName} {lastName}
      </Text>
      <Link href={`mailto:${email}`} color="fg.muted" fontSize="xs" wordBreak="break-all">
        {email}
      </Link>
      {phone !== undefined && (
        <Link href={`tel:${phone}`} color="fg.muted" fontSize="xs" whiteSpace="nowrap">
          {phone}
        </Link>
      )}
    </Stack>
  );
}
