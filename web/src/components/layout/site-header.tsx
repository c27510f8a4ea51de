import { Box, Button, Container, Flex, HStack, Link, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { BrandMark } from './brand-mark';
import { headerLinks } from './site-links';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** The fixed site header: brand, navigation, Book Now, and a menu toggle below the large breakpoint. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  // Escape closes the open menu and puts focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const navLink = (link: (typeof headerLinks)[number], size: 'sm' | 'md') => (
    <Link
      key={link.to}
      asChild
      fontSize={size}
      fontWeight="medium"
      color="fg.muted"
      px="2.5"
      py="2"
      rounded="md"
      textDecoration="none"
      _hover={{ color: 'brand.fg', bg: 'brand.subtle' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}
    >
      <NavLink to={link.to} end={link.to === '/'}>
        {link.label}
      </NavLink>
    </Link>
  );

  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="bg/90" backdropFilter="saturate(1.4) blur(10px)" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Link asChild textDecoration="none" rounded="md">
            <RouterLink to="/">
              <BrandMark />
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="0" hideBelow="xl">
            {headerLinks.map((link) => navLink(link, 'sm'))}
          </HStack>
          <HStack gap="2">
            <Button asChild colorPalette="accent" size={{ base: 'sm', md: 'md' }}>
              <RouterLink to="/booking">Book Now</RouterLink>
            </Button>
            <Button
              ref={toggleRef}
              hideFrom="xl"
              variant="ghost"
              size="md"
              px="2"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
            </Button>
          </HStack>
        </Flex>
      </Container>
      <Box id={menuId} hideFrom="xl" hidden={!menuOpen} borderTopWidth="1px" borderColor="border" bg="bg.panel" shadow="raised">
        <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
          <Stack as="nav" aria-label="Mobile" gap="0.5">
            {headerLinks.map((link) => navLink(link, 'md'))}
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
