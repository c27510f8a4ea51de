import { Box, SimpleGrid } from '@chakra-ui/react';
import type { TripContent } from '../../../content/trips/trip-content';
import { TripSection } from './trip-section';

/** The trip in pictures; each image keeps its own width and height so nothing shifts while loading. */
export function TripGallery({ content }: { content: TripContent }) {
  const count = content.gallery.length;
  if (count === 0) return null;
  return (
    <TripSection id="gallery" eyebrow="Gallery" title={`A glimpse of ${content.name}`} pb={{ base: '4', md: '6' }}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: count === 4 ? 4 : 3 }} gap={{ base: '4', md: '5' }}>
        {content.gallery.map((image) => (
          <Box as="li" key={image.src} rounded="card" overflow="hidden" shadow="card" bg="bg.muted">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
        ))}
      </SimpleGrid>
    </TripSection>
  );
}
