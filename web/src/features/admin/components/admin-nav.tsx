import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';

const adminPages = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/trips', label: 'Trips' },
  { to: '/admin/subscribers', label: 'Subscribers' },
] as const;

/**
 * Moves between the admin screens; the current one carries `aria-current="page"` (set by NavLink).
 * On a phone the links wrap onto a second line rather than widen the page.
 */
export function AdminNav() {
  return (
    <HStack as="nav" aria-label="Admin" gap="1" p="1" bg="bg.muted" rounded={{ base: '2xl', sm: 'full' }} alignSelf="start" flexWrap="wrap">
      {adminPages.map((page) => (
        <Link
          key={page.to}
          asChild
          px="4"
          py="1.5"
          rounded="full"
          fontSize="sm"
          fontWeight="semibold"
          color="fg.muted"
          textDecoration="none"
          _hover={{ color: 'fg', textDecoration: 'none' }}
          css={{ '&[aria-current="page"]': { bg: 'bg.panel', color: 'brand.fg', shadow: 'xs' } }}
        >
          <NavLink to={page.to} end>
            {page.label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
