import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { PackageDeparture } from '@sunward/shared/schemas/package';
import { seatsLeftLabel } from '../../../components/packages/departures';
import { formatDateRange } from '../../../lib/format';

/**
 * The trip's upcoming departures as one choice: dates, seats left (a full one stays listed but
 * cannot be chosen) and the price when one departure's differs from the others'.
 */
export function DeparturePicker({
  departures,
  value,
  onChange,
}: {
  departures: readonly PackageDeparture[];
  value: string;
  onChange: (departureId: string) => void;
}) {
  const prices = new Set(departures.map((departure) => departure.price));
  const showPrice = prices.size > 1;
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value);
      }}
      colorPalette="brand"
      size="sm"
      variant="surface"
      name="departure"
    >
      <RadioCard.Label fontSize="sm" fontWeight="medium">
        Departure
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="1.5">
        {departures.map((departure) => {
          const soldOut = departure.isSoldOut || departure.seatsLeft <= 0;
          return (
            <RadioCard.Item key={departure.id} value={departure.id} disabled={soldOut}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{formatDateRange(departure.departureDate, departure.returnDate)}</RadioCard.ItemText>
                  {/* Chakra fades the description to 64 %, which falls under 4.5:1 on the checked card's tint. */}
                  <RadioCard.ItemDescription color="fg.muted" opacity="1">
                    <Text as="span" fontWeight={!soldOut && departure.seatsLeft <= 6 ? 'semibold' : 'normal'}>
                      {seatsLeftLabel(departure)}
                    </Text>
                    {showPrice ? ` \u00b7 ${formatUsd(dollarsToCents(departure.price))} per person` : ''}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
