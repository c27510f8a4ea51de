import { Circle, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface StepHeadingProps {
  step: number;
  of: number;
  title: string;
  id: string;
  /** Moving between steps puts focus here, so a screen reader announces the new step. */
  ref?: Ref<HTMLHeadingElement>;
}

/** "Step 1 of 2 · Booking Information": the numbered title of a booking step. */
export function StepHeading({ step, of, title, id, ref }: StepHeadingProps) {
  return (
    <HStack gap="4" align="center">
      <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="700" aria-hidden="true" flexShrink={0}>
        {step}
      </Circle>
      <Stack gap="0.5">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          Step {step} of {of}
        </Text>
        <Heading as="h2" id={id} ref={ref} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2" _focusVisible={{ outline: 'none' }}>
          {title}
        </Heading>
      </Stack>
    </HStack>
  );
}
