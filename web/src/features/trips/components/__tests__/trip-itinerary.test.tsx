import { ChakraProvider } from '@chakra-ui/react';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { moroccoTrip } from '../../../../content/trips/morocco';
import { fixturePackage } from '../../../../testing/packages-fixture';
import { system } from '../../../../theme/system';
import { TripItinerary } from '../trip-itinerary';

const [july] = fixturePackage(packageIds.morocco).departures;
if (!july) throw new Error('the fixture lost Morocco’s 2027 departure');
const september = { ...july, id: '2027-09-09', departureDate: '2027-09-09', returnDate: '2027-09-14' };

/** The itinerary as the trip page holds it: the app's choice in state. */
function Itinerary() {
  const departures = [july, september].filter((departure) => departure !== undefined);
  const [chosenId, setChosenId] = useState(departures[0]?.id);
  return <TripItinerary content={moroccoTrip} departures={departures} chosen={departures.find((departure) => departure.id === chosenId)} onChoose={setChosenId} />;
}

describe('the itinerary', () => {
  it('shows the days of the chosen departure, and those of another once chosen', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={system}>
        <Itinerary />
      </ChakraProvider>,
    );

    expect(screen.getByText('· July 8')).toBeVisible();
    expect(screen.getByText('· July 13')).toBeVisible();
    expect(screen.getByText('· September 9')).not.toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show the dates of the departure' }), september.id);
    expect(screen.getByText('· September 9')).toBeVisible();
    expect(screen.getByText('· September 14')).toBeVisible();
    expect(screen.getByText('· July 8')).not.toBeVisible();
  });

  it('follows the select alone, as a page without its script does: the page’s CSS shows the checked option’s dates', () => {
    render(
      <ChakraProvider value={system}>
        <Itinerary />
      </ChakraProvider>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show the dates of the departure' });
    // What the browser does on its own: the option changes, no state of ours does.
    const option = select.querySelector<HTMLOptionElement>(`option[value="${september.id}"]`);
    if (!option) throw new Error('no option for September');
    option.selected = true;

    expect(screen.getByText('· September 9')).toBeVisible();
    expect(screen.getByText('· July 8')).not.toBeVisible();
  });
});
