import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';
import { LinkButton } from '../components/link-button';

export function NotFoundScreen() {
  usePageMeta({
    title: pageTitle('Page Not Found'),
    description: 'The page you were looking for is not here. Find our small-group trips from the home page.',
  });
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '20', md: '32' }}>
      <Stack gap="5" align="start">
        <Text textStyle="eyebrow" color="accent.fg">
          Off the map
        </Text>
        <Heading as="h1" textStyle="display" fontSize={{ base: '4xl', md: '5xl' }}>
          404 Page Not Found
        </Heading>
        <Text textStyle="lead" color="fg.muted">
          The page you were looking for has moved or never existed. Our trips are all one click away.
        </Text>
        <LinkButton to="/" colorPalette="brand" size="lg">Back to home</LinkButton>
      </Stack>
    </Container>
  );
}
