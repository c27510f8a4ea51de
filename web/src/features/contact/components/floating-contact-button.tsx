import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ChatIcon } from './contact-icons';

/**
 * A contact link that stays in the corner while the page scrolls. On phones it shrinks to a
 * round icon in the corner's safe area, small enough to leave the text beside it readable.
 */
export function FloatingContactButton() {
  return (
    <Box
      position="fixed"
      zIndex="sticky"
      right={{ base: 'max(1rem, env(safe-area-inset-right))', md: '6' }}
      bottom={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '6' }}
    >
      <Button asChild colorPalette="accent" rounded="full" shadow="raised" size="lg" px={{ base: '0', md: '5' }} w={{ base: '12', md: 'auto' }} h="12">
        <RouterLink to="/contact" aria-label="Contact us">
          <ChatIcon />
          <Box as="span" hideBelow="md">
            Contact us
          </Box>
        </RouterLink>
      </Button>
    </Box>
  );
}
