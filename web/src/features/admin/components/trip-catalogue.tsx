import { Badge, Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { AdminDeparture, AdminTrip } from '@sunward/shared/schemas/catalogue-admin';
import { useState } from 'react';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { useTrips } from '../api/trips';
import { AdminSection } from './admin-section';
import { DepartureFormDialog } from './departure-form-dialog';
import { DeparturesTable } from './departures-table';
import { DepartureWaitlist } from './departure-waitlist';
import { EmptyState } from './empty-state';
import { ManifestDialog } from './manifest-dialog';
import { TripAuditTrail } from './trip-audit-trail';
import { TripSettingsForm } from './trip-settings-form';

/** Today in the browser, `YYYY-MM-DD` (UTC, as the server's rules count it). */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

type Editing = { mode: 'add' } | { mode: 'edit'; departureId: string } | null;

function TripSection({ trip, onReload }: { trip: AdminTrip; onReload: () => Promise<unknown> }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [manifestOf, setManifestOf] = useState<AdminDeparture | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<string | null>(null);
  // Looked up in the latest data too, so its seat counts move after an offer or a removal.
  const waitlistDeparture = trip.departures.find((departure) => departure.id === waitlistOf) ?? null;
  // The departure edited is looked up in the latest data, so a reload shows what is stored now.
  const edited = editing?.mode === 'edit' ? (trip.departures.find((departure) => departure.id === editing.departureId) ?? null) : null;

  return (
    <AdminSection
      title={trip.title}
      actions={
        <Button colorPalette="brand" size="sm" onClick={() => setEditing({ mode: 'add' })}>
          Add departure
        </Button>
      }
    >
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" mt="-2">
        <Text>{trip.destination}</Text>
        <Text aria-hidden>·</Text>
        <Text>{formatUsd(dollarsToCents(trip.price))} per person</Text>
        <Text aria-hidden>·</Text>
        <Text>groups of {trip.capacity}</Text>
        {trip.isSoldOut && (
          <Badge colorPalette="red" variant="solid" rounded="full" px="2.5">
            Flagged sold out
          </Badge>
        )}
      </HStack>
      {trip.departures.length === 0 ? (
        <EmptyState title="No departures yet" description="Add the trip's first departure to put it on sale." />
      ) : (
        <DeparturesTable
          tripId={trip.id}
          tripTitle={trip.title}
          departures={trip.departures}
          today={todayUtc()}
          onEdit={(departure) => setEditing({ mode: 'edit', departureId: departure.id })}
          onManifest={setManifestOf}
          waitlistOpen={waitlistDeparture?.id ?? null}
          onWaitlist={(departure) => setWaitlistOf((open) => (open === departure.id ? null : departure.id))}
        />
      )}
      {waitlistDeparture && <DepartureWaitlist key={waitlistDeparture.id} trip={trip} departure={waitlistDeparture} onClose={() => setWaitlistOf(null)} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Box borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }}>
          <Text fontWeight="semibold" mb="3">
            Trip settings
          </Text>
          <TripSettingsForm key={trip.version} trip={trip} onReload={onReload} />
        </Box>
        <Box borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }}>
          <Text fontWeight="semibold" mb="1">
            Change history
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="2">
            Who changed this trip and its departures, and what.
          </Text>
          <TripAuditTrail trip={trip} />
        </Box>
      </SimpleGrid>
      <DepartureFormDialog
        trip={trip}
        departure={edited}
        open={editing !== null && (editing.mode === 'add' || edited !== null)}
        onClose={() => setEditing(null)}
        onReload={onReload}
      />
      <ManifestDialog trip={trip} departure={manifestOf} onClose={() => setManifestOf(null)} />
    </AdminSection>
  );
}

/** Every trip with its departures, settings, history and manifests: the catalogue as data. */
export function TripCatalogue() {
  const trips = useTrips();

  if (trips.isPending) {
    return (
      <HStack gap="3" role="status" color="fg.muted">
        <Spinner size="sm" color="brand.solid" />
        <Text>Loading trips…</Text>
      </HStack>
    );
  }
  if (trips.isError) {
    return <RetryAlert title="We could not load the trips." isRetrying={trips.isFetching} onRetry={() => void trips.refetch()} />;
  }
  if (trips.data.length === 0) return <EmptyState title="No trips yet" description="Trips come from the catalogue on deploy." />;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {trips.data.map((trip) => (
        <TripSection key={trip.id} trip={trip} onReload={() => trips.refetch()} />
      ))}
    </Stack>
  );
}
