import { Badge, HStack } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';

/** The Popular and Hot Deal flags, laid over the top-left corner of a package's picture. */
export function PackageBadges({ trip }: { trip: Pick<Package, 'isPopular' | 'isHotDeal'> }) {
  if (!trip.isPopular && !trip.isHotDeal) return null;
  return (
    <HStack position="absolute" top="3" left="3" gap="2">
      {trip.isPopular && (
        <Badge colorPalette="brand" variant="solid" size="md">
          Popular
        </Badge>
      )}
      {trip.isHotDeal && (
        <Badge colorPalette="accent" variant="solid" size="md">
          Hot Deal
        </Badge>
      )}
    </HStack>
  );
}
