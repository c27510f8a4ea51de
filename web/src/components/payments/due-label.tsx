import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The small caps over an amount a traveller owes, with an 'Overdue' badge once its date has passed. */
export function DueLabel({ overdue, children }: { overdue: boolean; children: ReactNode }) {
  return (
    <HStack gap="2">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {children}
      </Text>
      {overdue && (
        <Badge colorPalette="red" variant="solid" size="sm" rounded="full">
          Overdue
        </Badge>
      )}
    </HStack>
  );
}
