import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { contactDetails } from '../contact-details';
import { PhoneIcon } from './contact-icons';

/** The contact page's close: call now, or browse every trip. */
export function ContactCallToAction() {
  return (
    <Box as="section" aria-labelledby="call-now-title" bg="inverse.bg" color="inverse.fg" py={{ base: '12', md: '16' }} css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'start', md: 'center' }} justify="space-between">
          <Stack gap="2" maxW="xl">
            <Heading as="h2" id="call-now-title" textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }} color="inverse.fg">
              Ready to start planning?
            </Heading>
            <Text color="inverse.muted">
              {contactDetails.hoursDays}, {contactDetails.hoursTime} ({contactDetails.hoursNote}).
            </Text>
          </Stack>
          <Flex gap="3" wrap="wrap">
            <Button asChild colorPalette="accent" size="lg">
              <a href={contactDetails.phoneHref}>
                <PhoneIcon />
                Call Now: {contactDetails.phoneDisplay}
              </a>
            </Button>
            <Button asChild variant="outline" size="lg" color="inverse.fg" borderColor="inverse.muted" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/">View All Packages</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
