import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { contactDetails } from '../contact-details';
import { PhoneIcon } from './contact-icons';
import { LinkButton } from '../../../components/link-button';

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
            <LinkButton to={contactDetails.phoneHref} colorPalette="accent" size="lg">
              <PhoneIcon />
              Call Now: {contactDetails.phoneDisplay}
            </LinkButton>
            <LinkButton to="/" variant="outline" colorPalette="brand" size="lg" bg="bg.panel">View All Packages</LinkButton>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
