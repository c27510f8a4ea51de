import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { LinkButton } from '../link-button';

/**
 * What a screen shows when it fails to render or its code cannot be loaded (for instance a chunk
 * from an older deploy): the site's shell stays, with a way to reload or go home.
 */
export function RouteError() {
  usePageMeta({
    title: pageTitle('Something Went Wrong'),
    description: 'This page could not be shown. Reload it or go back to the home page.',
  });
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '20', md: '32' }}>
      <Stack gap="5" align="start" role="alert">
        <Heading as="h1" textStyle="display" fontSize={{ base: '3xl', md: '5xl' }}>
          Something went wrong
        </Heading>
        <Text textStyle="lead" color="fg.muted">
          We could not show this page. Reloading usually fixes it; if it does not, our team is a call or an e-mail away.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" size="lg" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <LinkButton to="/" variant="outline" size="lg">Back to home</LinkButton>
        </HStack>
      </Stack>
    </Container>
  );
}
