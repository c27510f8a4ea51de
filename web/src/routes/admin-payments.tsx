import { AdminPage } from '../features/admin/components/admin-page';
import { AllBookingsGate } from '../features/admin/components/all-bookings-gate';
import { PaymentsSummaryCards } from '../features/admin/components/payments-summary-cards';
import { PaymentsTable } from '../features/admin/components/payments-table';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { AdminGuard } from '../features/auth/components/admin-guard';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** Spec §2 Admin payments. Guarded here as well, though the spec's route table leaves it open. */
export function AdminPaymentsScreen() {
  usePageMeta({ title: pageTitle('Payment Management'), description: 'What every Sunward Group Travel booking has paid and still owes.' });
  useNoIndex();
  return (
    <AdminGuard>
      {(user) => (
        <AdminPage
          title="Payment Management"
          description={`Signed in as ${user.username}. What every booking has paid and still owes.`}
          actions={<LogOutButton />}
        >
          <AllBookingsGate>
            {(bookings) => (
              <>
                <PaymentsSummaryCards bookings={bookings} />
                <PaymentsTable bookings={bookings} />
              </>
            )}
          </AllBookingsGate>
        </AdminPage>
      )}
    </AdminGuard>
  );
}
