import { Text } from '@chakra-ui/react';

/** The account a sign-in step is for, above its fields. */
export function SigningInAs({ username }: { username: string }) {
  return (
    <Text>
      Signing in as{' '}
      <Text as="span" fontWeight="semibold">
        {username}
      </Text>
    </Text>
  );
}
