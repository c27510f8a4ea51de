import { Box, Circle, Container, Heading, List, Stack, Text } from '@chakra-ui/react';

const steps = [
  {
    title: 'Plan with your agent',
    text: 'Choose your trip and travel dates with one of our agents, and tell them you would like to pay over time.',
  },
  {
    title: 'Quick and easy',
    text: 'Your agent sends you a secure link. Enter a few details, pick the monthly plan that suits you, and you are done.',
  },
  {
    title: 'Enjoy now',
    text: 'Your seats are booked straight away. Travel on the trip of your dreams while you pay for it month by month.',
  },
] as const;

/** How paying over time works, in three steps. */
export function FlexpaySteps() {
  return (
    <Box as="section" aria-labelledby="steps-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
          <Text textStyle="eyebrow" color="accent.fg">
            How it works
          </Text>
          <Heading as="h2" id="steps-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Three simple steps
          </Heading>
        </Stack>
        <List.Root as="ol" listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={{ base: '8', md: '10' }}>
          {steps.map((step, index) => (
            <List.Item key={step.title} display="flex" flexDirection="column" gap="3">
              <Circle size="12" bg="accent.solid" color="accent.contrast" fontFamily="heading" fontSize="xl" fontWeight="600" aria-hidden="true">
                {index + 1}
              </Circle>
              <Heading as="h3" fontSize="xl">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Container>
    </Box>
  );
}
