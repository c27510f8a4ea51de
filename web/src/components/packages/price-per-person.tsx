import { Box, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';

const sizes = {
  md: { price: '2xl', lineHeight: '1', note: 'xs' },
  lg: { price: '3xl', lineHeight: '1.1', note: 'sm' },
} as const;

/** A package's price as cards show it: a small label, the price, and what it is per. */
export function PricePerPerson({
  priceDollars,
  label,
  size = 'md',
  note = 'per person',
}: {
  /** The API's `price`, dollars per person. */
  priceDollars: number;
  label: string;
  size?: keyof typeof sizes;
  note?: string;
}) {
  const scale = sizes[size];
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Text fontFamily="heading" fontSize={scale.price} fontWeight="600" lineHeight={scale.lineHeight} color="brand.fg">
        {formatUsd(dollarsToCents(priceDollars))}
      </Text>
      <Text fontSize={scale.note} color="fg.muted">
        {note}
      </Text>
    </Box>
  );
}
