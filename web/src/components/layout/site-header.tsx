import { Box, Button, Container, Flex, HStack, Link, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { PackageList } from '@sunward/shared/schemas/package';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { bookingPath } from '../../lib/booking-path';
import { queryKeys } from '../../lib/query-keys';
import { isBookable } from '../packages/departures';
import { BrandMark } from './brand-mark';
import { headerLinks } from './site-links';

/** The mobile menu and the trips Book Now offers: popovers the browser opens from their buttons. */
export const MOBILE_MENU_ID = 'site-menu';
export const BOOK_NOW_CHOICE_ID = 'book-now-trips';

// Shown only while open: the browser's own style hides a closed popover, and this also keeps it
// hidden where popovers are unknown (the rule for `:popover-open` is then dropped) and in the
// component tests' DOM, which has no popover style.
const shownWhileOpen = { display: 'none', '&:popover-open': { display: 'block' } };

const menuOpen = `[data-site-header]:has(#${MOBILE_MENU_ID}:popover-open) &`;
const menuClosed = `[data-site-header]:not(:has(#${MOBILE_MENU_ID}:popover-open)) &`;

/** The menu button's icon and name follow the popover's state, so they are right before any script runs. */
function MenuToggleContent() {
  return (
    <>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <chakra.path d="M4 7h16M4 12h16M4 17h16" css={{ [menuOpen]: { display: 'none' } }} />
        <chakra.path d="M6 6l12 12M18 6L6 18" css={{ [menuClosed]: { display: 'none' } }} />
      </svg>
      <VisuallyHidden css={{ [menuOpen]: { display: 'none' } }}>Open menu</VisuallyHidden>
      <VisuallyHidden css={{ [menuClosed]: { display: 'none' } }}>Close menu</VisuallyHidden>
    </>
  );
}

/**
 * The catalogue's bookable trips as the page has them: the prerendered catalogue on a page the
 * build wrote, the API's once the app has refreshed it. The header never fetches it itself.
 */
function useBookableTrips() {
  const { data } = useQuery<PackageList>({ queryKey: queryKeys.packages.all, queryFn: skipToken });
  return data?.filter(isBookable);
}

/** What Book Now opens: each bookable trip's booking form, so the header never opens an empty one. */
function BookNowChoice() {
  const trips = useBookableTrips();
  return (
    <Box
      id={BOOK_NOW_CHOICE_ID}
      popover="auto"
      position="fixed"
      inset="auto"
      top="calc(4rem + 0.5rem)"
      right={{ base: '4', md: 'max(1.5rem, calc((100vw - 80rem) / 2 + 1.5rem))' }}
      m="0"
      w="min(22rem, calc(100vw - 2rem))"
      maxH="calc(100dvh - 5rem)"
      overflowY="auto"
      p="2"
      color="fg"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="card"
      shadow="raised"
      css={shownWhileOpen}
    >
      <Text id={`${BOOK_NOW_CHOICE_ID}-title`} textStyle="eyebrow" color="accent.fg" px="3" pt="2" pb="1.5">
        Choose a trip
      </Text>
      {trips === undefined ? (
        // A page without the catalogue in its cache (the admin's): the home page lists every trip.
        <Text px="3" pb="2" fontSize="sm">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/">See every trip</RouterLink>
          </Link>
        </Text>
      ) : trips.length > 0 ? (
        <Stack as="ul" aria-labelledby={`${BOOK_NOW_CHOICE_ID}-title`} listStyleType="none" gap="0.5">
          {trips.map((trip) => (
            <li key={trip.id} data-package-id={trip.id}>
              <Link
                asChild
                display="flex"
                flexDirection="column"
                alignItems="start"
                gap="0.5"
                px="3"
                py="2.5"
                rounded="md"
                textDecoration="none"
                color="fg"
                _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
              >
                <RouterLink to={bookingPath(trip.id)}>
                  <Text as="span" fontWeight="semibold" lineHeight="short">
                    {trip.title}
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {trip.duration}
                  </Text>
                </RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      ) : (
        <Text px="3" pb="2" color="fg.muted" fontSize="sm">
          No departure has a seat just now.{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/contact">Ask about the next departures</RouterLink>
          </Link>
        </Text>
      )}
    </Box>
  );
}

/** Client-side navigation keeps the page, and the popover open on it: a followed link closes it. */
function useClosePopoversOnNavigation() {
  const location = useLocation();
  useEffect(() => {
    for (const id of [MOBILE_MENU_ID, BOOK_NOW_CHOICE_ID]) {
      const popover = document.getElementById(id);
      // jsdom, and browsers before the popover API, have no hidePopover.
      if (popover && typeof popover.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
    }
  }, [location.pathname, location.search]);
}

/**
 * The fixed site header: brand, navigation, Book Now and, below the large breakpoint, a menu.
 * Book Now and the menu are buttons that open popovers (`popovertarget`): the browser opens and
 * closes them, Escape and a click outside included, before and without any script.
 */
export function SiteHeader() {
  useClosePopoversOnNavigation();

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
    <Box
      as="header"
      data-site-header=""
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(1.4) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
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
            <Button popoverTarget={BOOK_NOW_CHOICE_ID} colorPalette="accent" size={{ base: 'sm', md: 'md' }}>
              Book Now
            </Button>
            <Button popoverTarget={MOBILE_MENU_ID} hideFrom="xl" variant="ghost" size="md" px="2">
              <MenuToggleContent />
            </Button>
          </HStack>
        </Flex>
      </Container>
      <Box
        id={MOBILE_MENU_ID}
        popover="auto"
        position="fixed"
        inset="auto"
        top="16"
        left="0"
        w="full"
        maxH="calc(100dvh - 4rem)"
        overflowY="auto"
        m="0"
        p="0"
        color="fg"
        borderWidth="0"
        borderTopWidth="1px"
        borderColor="border"
        bg="bg.panel"
        shadow="raised"
        css={[shownWhileOpen, { '&:popover-open': { hideFrom: 'xl' } }]}
      >
        <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
          <Stack as="nav" aria-label="Mobile" gap="0.5">
            {headerLinks.map((link) => navLink(link, 'md'))}
          </Stack>
        </Container>
      </Box>
      <BookNowChoice />
    </Box>
  );
}
