import { Box, Container, Flex, Grid, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowIcon } from './contact-icons';
import { ContactMethods } from './contact-methods';

const quickActions = [
  { to: '/morocco', label: 'View Morocco Itinerary', hint: 'Six days, Lisbon to Marrakech' },
  { to: '/st-lucia', label: 'St. Lucia Carnival', hint: 'Dates, resort and costume' },
  { to: '/my-booking', label: 'Manage My Booking', hint: 'Balance, payments and details' },
  { to: '/contact', label: 'Send Us a Message', hint: 'Questions or a custom trip' },
] as const;

/** The home page's way to reach us: hours, phone and e-mail, and the next steps most people take. */
export function ContactBlock() {
  return (
    <Box as="section" aria-labelledby="contact-block-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '10', lg: '14' }}>
          <Stack gap="6">
            <Stack gap="3">
              <Text textStyle="eyebrow" color="accent.fg">
                Contact
              </Text>
              <Heading as="h2" id="contact-block-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
                Questions before you book?
              </Heading>
              <Text color="fg.muted" textStyle="lead">
                Talk to the people who plan the trips. We are happy to walk you through an itinerary, a payment plan or a trip for your own group.
              </Text>
            </Stack>
            <ContactMethods />
          </Stack>
          <Stack gap="4" as="nav" aria-labelledby="quick-actions-title">
            <Heading as="h3" id="quick-actions-title" fontSize="lg" pt={{ lg: '14' }}>
              Quick actions
            </Heading>
            {quickActions.map((action) => (
              <LinkBox
                key={action.to}
                as="div"
                bg="bg.panel"
                rounded="card"
                shadow="card"
                px="5"
                py="4"
                transition="box-shadow 0.2s ease, transform 0.2s ease"
                _hover={{ shadow: 'raised', transform: 'translateY(-2px)' }}
              >
                <Flex align="center" justify="space-between" gap="4">
                  <Box>
                    <LinkOverlay asChild fontWeight="semibold" color="fg">
                      <RouterLink to={action.to}>{action.label}</RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted">
                      {action.hint}
                    </Text>
                  </Box>
                  <ArrowIcon color="brand.fg" />
                </Flex>
              </LinkBox>
            ))}
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
