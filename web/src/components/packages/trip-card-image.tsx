import { Box, type BoxProps, Image, type ImageProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Trip illustrations are drawn at this size; set on the element so nothing shifts while it loads. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

export interface TripCardImageProps extends Omit<BoxProps, 'children'> {
  /** The package's `imageUrl`. */
  src: string;
  /** The first cards on a page load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** Style for the picture itself, over the defaults: e.g. filling a box taller than the picture. */
  imageProps?: Omit<ImageProps, 'src' | 'alt' | 'loading'>;
  /** Laid over the picture, such as the package's badges. */
  children?: ReactNode;
}

/**
 * The picture of a trip card, full width at its drawn proportions, with badges laid over it. It
 * is decorative: the card's title names the trip. The other props style the box around it.
 */
export function TripCardImage({ src, eager = false, imageProps, children, ...boxProps }: TripCardImageProps) {
  return (
    <Box position="relative" {...boxProps}>
      <Image
        src={src}
        alt=""
        htmlWidth={IMAGE_WIDTH}
        htmlHeight={IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        display="block"
        w="full"
        h="auto"
        aspectRatio={`${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`}
        fit="cover"
        bg="bg.muted"
        {...imageProps}
      />
      {children}
    </Box>
  );
}
