import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowIcon } from './contact-icons';

export interface ContactQuickActionsProps {
  /**
   * What "Custom Trip Request" does in the app; the screen points it at the inquiry form. It is a
   * link to the form, so it works without scripts, and `enhance/forms.ts` does the same on a static page.
   */
  onCustomTrip: () => void;
}

const actionStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '4',
  py: '3',
  rounded: 'lg',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg.panel',
  fontWeight: 'semibold',
  color: 'fg',
  textDecoration: 'none',
  _hover: { borderColor: 'brand.border', bg: 'brand.subtle', textDecoration: 'none' },
} as const;

/** Shortcuts for the questions most people come with. */
export function ContactQuickActions({ onCustomTrip }: ContactQuickActionsProps) {
  return (
    <Box bg="bg.subtle" rounded="card" p={{ base: '5', md: '6' }}>
      <Heading as="h2" fontSize="lg" mb="1">
        Quick actions
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Jump straight to what you need.
      </Text>
      <Stack gap="3">
        <Link asChild {...actionStyle}>
          <RouterLink to="/morocco">
            View Morocco Itinerary
            <ArrowIcon color="brand.fg" />
          </RouterLink>
        </Link>
        <Link asChild {...actionStyle}>
          <RouterLink to="/barbados">
            Check Availability
            <ArrowIcon color="brand.fg" />
          </RouterLink>
        </Link>
        <Link
          href="#inquiry-form"
          data-custom-trip=""
          {...actionStyle}
          onClick={(event) => {
            event.preventDefault();
            onCustomTrip();
          }}
        >
          Custom Trip Request
          <ArrowIcon color="brand.fg" />
        </Link>
      </Stack>
    </Box>
  );
}
