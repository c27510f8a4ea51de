import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster } from '../feedback/toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the screen, footer; a skip link first so keyboard users can jump past the navigation. */
export function SiteLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="bg.panel"
        px="4"
        py="2"
        rounded="md"
        shadow="raised"
        _focus={{ top: '4' }}
      >
        Skip to content
      </Link>
      <SiteHeader />
      <Box as="main" id="main" flex="1" pt="16" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <AppToaster />
      {/* New pages open at the top; Back returns to where the visitor was. */}
      <ScrollRestoration />
    </Flex>
  );
}
