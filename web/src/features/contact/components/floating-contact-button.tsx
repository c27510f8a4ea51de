import { Box } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { ChatIcon } from './contact-icons';
import { LinkButton } from '../../../components/link-button';

/** What the button must never sit on: anything a visitor can press or type into, and the footer. */
const KEEP_CLEAR = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"]), footer';

/** Where, as fractions of the button's box, to look for what lies beneath it. */
const PROBES = [0, 0.5, 1].flatMap((x) => [0, 0.5, 1].map((y) => [x, y] as const));

/**
 * Whether anything that must stay reachable lies under `box`. Asks the browser what is drawn at
 * points across the box, below the button itself, so it follows every layout and scroll position.
 */
function coversSomething(box: HTMLElement): boolean {
  const rect = box.getBoundingClientRect();
  return PROBES.some(([fx, fy]) => {
    // Just inside the edges, so a neighbour that only touches the box does not count.
    const x = rect.left + 1 + fx * (rect.width - 2);
    const y = rect.top + 1 + fy * (rect.height - 2);
    const below = document.elementsFromPoint(x, y).find((element) => !box.contains(element));
    return below?.closest(KEEP_CLEAR) != null;
  });
}

/**
 * True while the button would cover a control or the footer. A fixed button cannot know what the
 * page will scroll under it, so it looks after every scroll and resize and steps aside.
 */
function useOverlapsControls(box: RefObject<HTMLElement | null>): boolean {
  const [overlaps, setOverlaps] = useState(false);
  useEffect(() => {
    const element = box.current;
    // Browsers without layout (tests in jsdom) have nothing to measure.
    if (!element || typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setOverlaps(coversSomething(element));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that loads or opens after the first paint moves controls under the button too.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [box]);
  return overlaps;
}

/**
 * A contact link that stays in the corner while the page scrolls. On phones it shrinks to a
 * round icon in the corner's safe area. It fades away whenever a control or the footer is
 * beneath it, so it never stands between a visitor and a button or field; the footer and the
 * header offer the contact page there.
 */
export function FloatingContactButton() {
  const box = useRef<HTMLDivElement>(null);
  const overlaps = useOverlapsControls(box);
  // A keyboard user who has reached the button keeps it, wherever it is.
  const [focused, setFocused] = useState(false);
  const hidden = overlaps && !focused;
  return (
    <Box
      ref={box}
      position="fixed"
      zIndex="sticky"
      right={{ base: 'max(1rem, env(safe-area-inset-right))', md: '6' }}
      bottom={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '6' }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-hidden={hidden ? '' : undefined}
      opacity={hidden ? 0 : 1}
      visibility={hidden ? 'hidden' : 'visible'}
      // Hidden only once faded out, and visible before fading in.
      transition={hidden ? 'opacity 0.15s, visibility 0s 0.15s' : 'opacity 0.15s, visibility 0s'}
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
