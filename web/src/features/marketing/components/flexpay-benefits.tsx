import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="12"
      rounded="xl"
      bg="brand.subtle"
      color="brand.solid"
      aria-hidden="true"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {children}
      </svg>
    </Box>
  );
}

const benefits = [
  {
    title: 'Low monthly payments',
    text: 'Split the cost of your trip into monthly payments that fit your budget, instead of paying it all at once.',
    icon: (
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18" />
      </>
    ),
  },
  {
    title: 'Easy application',
    text: 'Apply in minutes with a few simple details and get a decision right away.',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12 3 3 5-6" />
      </>
    ),
  },
  {
    title: 'No late fees or prepayment penalties',
    text: 'You will never pay a late fee, and you can pay off your balance early at any time without a penalty.',
    icon: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />,
  },
  {
    title: 'Autopay',
    text: 'Set up automatic payments once and every instalment is paid on time, with nothing to remember.',
    icon: (
      <>
        <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
        <path d="M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16" />
        <path d="M20 20v-4h-4" />
      </>
    ),
  },
] as const;

/** Four reasons to pay over time. */
export function FlexpayBenefits() {
  return (
    <Box as="section" aria-labelledby="benefits-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
          <Text textStyle="eyebrow" color="accent.fg">
            Why pay over time
          </Text>
          <Heading as="h2" id="benefits-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Travel now, on your terms
          </Heading>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {benefits.map((benefit) => (
            <Stack key={benefit.title} gap="4" bg="bg.panel" rounded="card" shadow="card" p="6">
              <Icon>{benefit.icon}</Icon>
              <Heading as="h3" fontSize="lg" lineHeight="1.3">
                {benefit.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {benefit.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
