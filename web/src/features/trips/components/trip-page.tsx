import { useState } from 'react';
import { nextOpenDeparture } from '../../../components/packages/departures';
import type { TripContent } from '../../../content/trips/trip-content';
import { type TripPackageState, loadedPackage } from '../lib/trip-links';
import { TripClosing } from './trip-closing';
import { TripGallery } from './trip-gallery';
import { TripGlance } from './trip-glance';
import { TripHero } from './trip-hero';
import { TripInclusions } from './trip-inclusions';
import { TripIntro } from './trip-intro';
import { TripItinerary } from './trip-itinerary';
import { TripPackageSection } from './trip-package-section';
import { TripTips } from './trip-tips';

export interface TripPageProps {
  content: TripContent;
  /** The page's package from `GET /api/packages`: price, dates, sold-out state and booking come from it. */
  state: TripPackageState;
}

/**
 * The one template every destination page renders: editorial content from `content`, facts from
 * the package. A sold-out package turns booking into a future-departures inquiry.
 */
export function TripPage({ content, state }: TripPageProps) {
  // A page offering another route's package shows none of that package's facts as its own.
  const ownState: TripPackageState = content.packageRole === 'alternative' ? { status: 'success', trip: undefined } : state;
  const trip = loadedPackage(ownState);
  // The itinerary's dates follow the departure the visitor picks; first, the next with a seat.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const departures = trip?.departures ?? [];
  const chosen = departures.find((departure) => departure.id === chosenId) ?? (trip && nextOpenDeparture(trip)) ?? departures[0];
  return (
    <>
      <TripHero content={content} state={ownState} />
      <TripIntro content={content} />
      <TripPackageSection content={content} state={state} />
      <TripItinerary
        content={content}
        departures={departures}
        chosen={chosen}
        onChoose={setChosenId}
        aside={<TripGlance content={content} state={ownState} />}
      />
      <TripInclusions content={content} />
      <TripGallery content={content} />
      <TripTips content={content} />
      <TripClosing content={content} state={state} />
    </>
  );
}
