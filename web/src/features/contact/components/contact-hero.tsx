import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

/** The contact page's opening. */
export function ContactHero() {
  return (
    <Box
      bg="inverse.bg"
      color="inverse.fg"
      bgImage="linear-gradient(160deg, {colors.ocean.950} 0%, {colors.ocean.800} 60%, {colors.ocean.600} 100%)"
      position="relative"
      overflow="hidden"
    >
      <Box
        position="absolute"
        right={{ base: '-16', md: '-10' }}
        top={{ base: '-20', md: '-24' }}
        boxSize={{ base: '36', md: '64' }}
        rounded="full"
        bg="sunset.400"
        opacity="0.85"
        aria-hidden="true"
        filter="blur(2px)"
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }} position="relative">
        <Stack gap="5" maxW="2xl">
          <Text textStyle="eyebrow" color="inverse.accent">
            Contact
          </Text>
          <Heading as="h1" textStyle="display" fontSize={{ base: '4xl', md: '6xl' }} color="inverse.fg">
            Get in Touch
          </Heading>
          <Text textStyle="lead" color="inverse.fg" opacity="0.9">
            A question about a trip, a payment plan, or a journey for your own group? Write, call or e-mail: a trip planner answers within 24 hours.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
