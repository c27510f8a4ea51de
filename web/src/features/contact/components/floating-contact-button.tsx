import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ChatIcon } from './contact-icons';
import { LinkButton } from '../../../components/link-button';
import { stepAsideFromControls } from '../../../lib/keep-clear';

/**
 * A contact link that stays in the corner while the page scrolls. On phones it shrinks to a
 * round icon in the corner's safe area. It fades away whenever a control or the footer is
 * beneath it, so it never stands between a visitor and a button or field; the footer and the
 * header offer the contact page there.
 */
export function FloatingContactButton() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (box.current ? stepAsideFromControls(box.current) : undefined), []);
  return (
    <Box
      ref={box}
      // On a static page the enhance entry watches it instead (decision 048).
      data-enhance="floating-contact"
      position="fixed"
      zIndex="sticky"
      right={{ base: 'max(1rem, env(safe-area-inset-right))', md: '6' }}
      bottom={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '6' }}
      transition="opacity 0.15s, visibility 0s"
      // Hidden only once faded out, and visible before fading in. A keyboard user who has reached
      // the button keeps it, wherever it is.
      css={{ '&[data-hidden]:not(:focus-within)': { opacity: 0, visibility: 'hidden', transition: 'opacity 0.15s, visibility 0s 0.15s' } }}
    >
      <LinkButton to="/contact" colorPalette="accent" rounded="full" shadow="raised" size="lg" px={{ base: '0', md: '5' }} w={{ base: '12', md: 'auto' }} h="12" aria-label="Contact us">
        <ChatIcon />
        <Box as="span" hideBelow="md">
          Contact us
        </Box>
      </LinkButton>
    </Box>
  );
}
