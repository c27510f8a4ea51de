import { Box, SimpleGrid } from '@chakra-ui/react';

const HIGHLIGHTS = [
  { src: '/images/gallery/guyana-falls.svg', alt: 'Illustration of a small plane flying past Kaieteur Falls in Guyana' },
  { src: '/images/gallery/cartagena-streets.svg', alt: 'Illustration of a colourful colonial street in Cartagena' },
  { src: '/images/gallery/guyana-river.svg', alt: 'Illustration of a wooden boat on the Essequibo River' },
  { src: '/images/gallery/cartagena-islands.svg', alt: 'Illustration of a speedboat at the Rosario Islands' },
] as const;

/** Four pictures from trips we have run, in one strip. */
export function PastTripsHighlights() {
  return (
    <SimpleGrid as="ul" listStyleType="none" aria-label="Highlights from past trips" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {HIGHLIGHTS.map((image) => (
        <Box as="li" key={image.src} rounded="card" overflow="hidden" shadow="card" bg="bg.muted">
          <img src={image.src} alt={image.alt} width={600} height={400} decoding="async" style={{ display: 'block', width: '100%', height: 'auto' }} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
