import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { contactDetails } from '../contact-details';
import { PhoneIcon } from './contact-icons';

/** The contact page's close: call now, or browse every trip. */
export function ContactCallToAction() {
  return (
    <Box as="section" aria-labelledby="call-now-title" bg="brand.subtle" borderTopWidth="1px" borderColor="brand.muted" py={{ base: '12', md: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'center' }} justify="space-between">
          <Stack gap="2" maxW="xl">
            <Heading as="h2" id="call-now-title" textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }}>
              Ready to start planning?
            </Heading>
            <Text color="fg.muted">
              Call us {contactDetails.hoursDays}, {contactDetails.hoursTime} ({contactDetails.hoursNote}), or browse every trip we run.
            </Text>
          </Stack>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild colorPalette="accent" size="lg">
              <a href={contactDetails.phoneHref}>
                <PhoneIcon />
                Call Now: {contactDetails.phoneDisplay}
              </a>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" size="lg" bg="bg.panel">
              <RouterLink to="/">View All Packages</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
