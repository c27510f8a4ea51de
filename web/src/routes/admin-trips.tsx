import { AdminPage } from '../features/admin/components/admin-page';
import { TripCatalogue } from '../features/admin/components/trip-catalogue';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { AdminGuard } from '../features/auth/components/admin-guard';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** The catalogue in the admin area: departures, seats, prices, history and manifests of every trip. */
export function AdminTripsScreen() {
  usePageMeta({ title: pageTitle('Trips'), description: 'The departures, seats and prices of every Sunward Group Travel trip.' });
  useNoIndex();
  return (
    <AdminGuard>
      {(user) => (
        <AdminPage
          title="Trips"
          description={`Signed in as ${user.username}. Departures, seats and prices of every trip; changes show on the site at once.`}
          actions={<LogOutButton />}
        >
          <TripCatalogue />
        </AdminPage>
      )}
    </AdminGuard>
  );
}
