import type { GalleryImage } from './trip-content';

/** The Marrakech souk, in the gallery of both Morocco pages. */
export const marrakechSoukImage: GalleryImage = {
  src: '/images/gallery/morocco-souk.svg',
  alt: 'Illustration of lanterns and spice cones in a Marrakech souk',
  width: 600,
  height: 400,
};
