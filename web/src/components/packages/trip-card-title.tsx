import { Heading, type HeadingProps, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';

export interface TripCardTitleProps {
  trip: Pick<Package, 'destination' | 'title'>;
  /** The heading's id: the card is labelled by it. */
  id: string;
  fontSize?: HeadingProps['fontSize'];
  lineHeight?: HeadingProps['lineHeight'];
}

/** The top of a trip card's text: the destination, then the package's title as the card's heading. */
export function TripCardTitle({ trip, id, fontSize = { base: 'xl', md: '2xl' }, lineHeight = '1.2' }: TripCardTitleProps) {
  return (
    <>
      <Text textStyle="eyebrow" color="accent.fg">
        {trip.destination}
      </Text>
      <Heading as="h3" id={id} fontSize={fontSize} lineHeight={lineHeight}>
        {trip.title}
      </Heading>
    </>
  );
}
