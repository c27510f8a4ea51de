import { Radiomark, SimpleGrid, Text, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { PackageDeparture } from '@sunward/shared/schemas/package';
import { seatsLeftLabel } from '../../../components/packages/departures';
import { formatDateRange } from '../../../lib/format';

/** The card's ring while its radio button has the keyboard's focus. */
const keyboardFocusRing = { '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } };

/**
 * The trip's upcoming departures as one choice: dates, seats left (a full one stays listed but
 * cannot be chosen) and the price when one departure's differs from the others'. Chakra's radio
 * cards in look, the browser's own radio buttons underneath (decision 069): arrow keys move the
 * choice, and no state machine starts with the form.
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
  const styles = useSlotRecipe({ key: 'radioCard' })({ size: 'sm', variant: 'surface' });
  const labelId = `${useId()}-label`;
  return (
    <chakra.div role="radiogroup" aria-labelledby={labelId} css={styles.root} colorPalette="brand">
      <chakra.span id={labelId} css={styles.label} fontSize="sm" fontWeight="medium">
        Departure
      </chakra.span>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="1.5">
        {departures.map((departure) => {
          const soldOut = departure.isSoldOut || departure.seatsLeft <= 0;
          const checked = departure.id === value;
          const state = checked ? 'checked' : 'unchecked';
          const disabled = soldOut ? '' : undefined;
          return (
            <chakra.label
              key={departure.id}
              css={[styles.item, keyboardFocusRing]}
              data-state={state}
              data-disabled={disabled}
            >
              <chakra.input type="radio" srOnly name="departure" value={departure.id} checked={checked} disabled={soldOut} onChange={() => onChange(departure.id)} />
              <chakra.span css={styles.itemControl} data-state={state} data-disabled={disabled}>
                <chakra.span css={styles.itemContent}>
                  <chakra.span css={styles.itemText}>{formatDateRange(departure.departureDate, departure.returnDate)}</chakra.span>
                  {/* Chakra fades the description to 64 %, which falls under 4.5:1 on the checked card's tint. */}
                  <chakra.span css={styles.itemDescription} color="fg.muted" opacity="1">
                    <Text as="span" fontWeight={!soldOut && departure.seatsLeft <= 6 ? 'semibold' : 'normal'}>
                      {seatsLeftLabel(departure)}
                    </Text>
                    {showPrice ? ` \u00b7 ${formatUsd(dollarsToCents(departure.price))} per person` : ''}
                  </chakra.span>
                </chakra.span>
                <Radiomark unstyled aria-hidden="true" checked={checked} disabled={soldOut} css={styles.itemIndicator} />
              </chakra.span>
            </chakra.label>
          );
        })}
      </SimpleGrid>
    </chakra.div>
  );
}
