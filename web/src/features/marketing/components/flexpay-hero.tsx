import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { salesAgentMailto } from './sales-agent';

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
            <Button asChild colorPalette="accent" size="lg" css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>
              <a href={salesAgentMailto}>Contact a sales agent</a>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              color="inverse.fg"
              borderColor="inverse.muted"
              _hover={{ bg: 'whiteAlpha.200' }}
              css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}
            >
              <RouterLink to="/booking">
                <span aria-hidden="true">←</span> Back to booking
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
