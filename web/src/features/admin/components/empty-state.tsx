import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="lg">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {description && (
        <Text color="fg.muted" fontSize="sm" maxW="md">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
