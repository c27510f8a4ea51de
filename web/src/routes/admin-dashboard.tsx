import { useSearchParams } from 'react-router';
import { AdminPage } from '../features/admin/components/admin-page';
import { AllBookings } from '../features/admin/components/all-bookings';
import { AllBookingsGate } from '../features/admin/components/all-bookings-gate';
import { BalancesDue } from '../features/admin/components/balances-due';
import { BookingCounters } from '../features/admin/components/booking-counters';
import { ContactInquiries } from '../features/admin/components/contact-inquiries';
import { PaymentSummaryReport } from '../features/admin/components/payment-summary-report';
import { UnpaidHolds } from '../features/admin/components/unpaid-holds';
import { UpcomingCharges } from '../features/admin/components/auto-pay/upcoming-charges';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { AdminGuard } from '../features/auth/components/admin-guard';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { PaymentHistory } from '../features/my-booking/components/payment-history';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** The dashboard; `?booking=<reference or id>` opens that booking's details (the agency's mails link there). */
export function AdminDashboardScreen() {
  usePageMeta({ title: pageTitle('Admin Dashboard'), description: 'Bookings, payments and inquiries for Sunward Group Travel staff.' });
  useNoIndex();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedBooking = searchParams.get('booking');
  return (
    <AdminGuard>
      {(user) => (
        <AdminPage
          title={`Welcome back, ${user.username}`}
          description="Bookings, payments and inquiries for Sunward Group Travel."
          actions={<LogOutButton />}
        >
          <AllBookingsGate>
            {(bookings) => (
              <>
                <BookingCounters bookings={bookings} />
                <PaymentSummaryReport bookings={bookings} />
                <BalancesDue bookings={bookings} paymentHistory={(bookingId) => <PaymentHistory bookingId={bookingId} id={`due-payment-history-${bookingId}`} />} />
                <UpcomingCharges />
                <UnpaidHolds bookings={bookings} />
                <AllBookings
                  bookings={bookings}
                  linkedBooking={linkedBooking}
                  onLinkedBookingClosed={() =>
                    setSearchParams(
                      (params) => {
                        params.delete('booking');
                        return params;
                      },
                      { replace: true },
                    )
                  }
                  paymentHistory={(bookingId) => <PaymentHistory bookingId={bookingId} id={`payment-history-${bookingId}`} />}
                />
              </>
            )}
          </AllBookingsGate>
          <ContactInquiries />
        </AdminPage>
      )}
    </AdminGuard>
  );
}
