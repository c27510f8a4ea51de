import { HStack, Text } from '@chakra-ui/react';

/** The wordmark: a sun over water, and the name. */
export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  return (
    <HStack gap="2.5">
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--chakra-colors-ocean-700)" />
        <circle cx="32" cy="34" r="12" fill="var(--chakra-colors-sunset-400)" />
        <path d="M8 40 q12 -8 24 0 t24 0 v16 h-48z" fill="var(--chakra-colors-ocean-400)" />
        <path d="M8 46 q12 -8 24 0 t24 0" stroke="var(--chakra-colors-ocean-50)" strokeWidth="3" fill="none" />
      </svg>
      <Text as="span" fontFamily="heading" fontWeight="600" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1" color={inverse ? 'inverse.fg' : 'brand.fg'}>
        Sunward{' '}
        <Text as="span" display="block" fontFamily="body" fontSize="2xs" fontWeight="700" letterSpacing="0.18em" textTransform="uppercase" color={inverse ? 'inverse.muted' : 'fg.muted'} mt="1">
          Group Travel
        </Text>
      </Text>
    </HStack>
  );
}
