import { Box, Circle, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BackToBookingLink } from './back-to-booking-link';
import { salesAgentMailto } from './sales-agent';
import { LinkButton } from '../../../components/link-button';

/** The opening of the financing page: the promise, and the two ways on. */
export function FlexpayHero() {
  return (
    <Box
      bg="inverse.bg"
      color="inverse.fg"
      bgImage="linear-gradient(160deg, {colors.ocean.950} 0%, {colors.ocean.800} 60%, {colors.ocean.700} 100%)"
      position="relative"
      overflow="hidden"
    >
      <Box
        position="absolute"
        right={{ base: '-16', md: '-10' }}
        bottom={{ base: '-20', md: '-24' }}
        boxSize={{ base: '40', md: '80' }}
        rounded="full"
        bg="sunset.400"
        opacity="0.85"
        aria-hidden="true"
      />
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '24' }} position="relative">
        <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap="12" alignItems="center">
          <Stack gap="6" maxW="2xl">
            <Text textStyle="eyebrow" color="inverse.accent">
              Monthly payments for your trip
            </Text>
            <Heading as="h1" textStyle="display" fontSize={{ base: '4xl', md: '6xl' }} color="inverse.fg">
              Buy Now. Pay Over Time.
            </Heading>
            <Text textStyle="lead" color="inverse.fg" opacity="0.9">
              Book the trip you want today and spread the cost over easy monthly payments, with a plan that fits your budget.
              Ask your agent to set it up with you.
            </Text>
            <HStack gap="3" wrap="wrap">
              <LinkButton to={salesAgentMailto} colorPalette="accent" size="lg" css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>Contact a sales agent</LinkButton>
              <BackToBookingLink
                variant="outline"
                size="lg"
                color="inverse.fg"
                borderColor="inverse.muted"
                _hover={{ bg: 'whiteAlpha.200' }}
                css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}
              />
            </HStack>
          </Stack>
          <PlanCard />
        </Grid>
      </Container>
    </Box>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] as const;

/** A payment plan drawn as a card of months, ticked off one by one; decoration only. */
function PlanCard() {
  return (
    <Box hideBelow="lg" aria-hidden="true" justifySelf="end" w="sm" bg="bg.panel" color="fg" rounded="card" shadow="raised" p="7" transform="rotate(2deg)">
      <Text textStyle="eyebrow" color="accent.fg">
        Your plan
      </Text>
      <Text fontFamily="heading" fontSize="2xl" fontWeight="600" mt="1" mb="5">
        Month by month
      </Text>
      <SimpleGrid columns={3} gap="3">
        {months.map((month, index) => (
          <Stack key={month} align="center" gap="2" py="3" rounded="lg" bg={index < 2 ? 'brand.subtle' : 'bg.subtle'}>
            <Circle size="7" bg={index < 2 ? 'brand.solid' : 'bg.muted'} color="brand.contrast" fontSize="sm">
              {index < 2 ? '✓' : ''}
            </Circle>
            <Text fontSize="sm" fontWeight="semibold" color={index < 2 ? 'brand.fg' : 'fg.muted'}>
              {month}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <HStack mt="5" pt="4" borderTopWidth="1px" borderColor="border" justify="space-between" fontSize="sm">
        <Text color="fg.muted">Autopay</Text>
        <Text fontWeight="semibold" color="brand.fg">
          On
        </Text>
      </HStack>
    </Box>
  );
}
