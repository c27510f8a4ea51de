import { Center, Spinner } from '@chakra-ui/react';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/layout/route-error';
import { SiteLayout } from '../components/layout/site-layout';
import { formResultRoutes } from './form-result-routes';
import { tripRoutes } from './trip-routes';

/** How the build treats a route (`entry-server.tsx`). */
export interface ScreenHandle {
  /**
   * A screen of one visitor's own (booking, paying, their bookings, the admin): search engines
   * are asked not to index it, and, unless it is a `shell`, it is not prerendered and its path
   * serves the app shell. A route without it is a static public page: prerendered with its
   * content, enhanced without React (decision 048).
   */
  private?: true;
  /**
   * With `private`: a screen a visitor reaches from a mail or a link (booking, paying, their
   * booking, signing in). The build prerenders its frame (header, footer, headings, a skeleton
   * where data comes) at `<path>/index.html`, still marked `noindex`, and the full app hydrates it
   * (decision 048). It renders the same on the server and in the browser's first render: the query
   * string, the hash, cookies and the session are read only after hydration.
   */
  shell?: true;
}

const privateScreen: ScreenHandle = { private: true };
/** The screens a mail links to: they paint their frame before the app (decision 051). */
const shellScreen: ScreenHandle = { private: true, shell: true };

/**
 * The screens of the site. Each screen is its own chunk, loaded when first visited, so a
 * visitor's first page never downloads the code of the others.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: (
      <Center minH="100dvh">
        <Spinner size="lg" color="brand.solid" aria-label="Loading" />
      </Center>
    ),
    children: [
      {
        // A failing screen shows its error inside the header and footer, not on a blank page.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../routes/home').then(({ HomeScreen }) => ({ Component: HomeScreen })) },
          ...tripRoutes,
          ...formResultRoutes,
          { path: 'past-trips', lazy: () => import('../routes/past-trips').then(({ PastTripsScreen }) => ({ Component: PastTripsScreen })) },
          { path: 'contact', lazy: () => import('../routes/contact').then(({ ContactScreen }) => ({ Component: ContactScreen })) },
          { path: 'refund-policy', lazy: () => import('../routes/refund-policy').then(({ RefundPolicyScreen }) => ({ Component: RefundPolicyScreen })) },
          { path: 'terms', lazy: () => import('../routes/terms').then(({ TermsScreen }) => ({ Component: TermsScreen })) },
          { path: 'faq', lazy: () => import('../routes/faq').then(({ FaqScreen }) => ({ Component: FaqScreen })) },
          { path: 'cookie-policy', lazy: () => import('../routes/cookie-policy').then(({ CookiePolicyScreen }) => ({ Component: CookiePolicyScreen })) },
          { path: 'travel-insurance', lazy: () => import('../routes/travel-insurance').then(({ TravelInsuranceScreen }) => ({ Component: TravelInsuranceScreen })) },
          { path: 'flexpay', lazy: () => import('../routes/flexpay').then(({ FlexpayScreen }) => ({ Component: FlexpayScreen })) },
          { path: 'instagram', lazy: () => import('../routes/instagram').then(({ InstagramScreen }) => ({ Component: InstagramScreen })) },
          { path: 'booking', handle: shellScreen, lazy: () => import('../routes/booking').then(({ BookingScreen }) => ({ Component: BookingScreen })) },
          { path: 'my-booking', handle: shellScreen, lazy: () => import('../routes/my-booking').then(({ MyBookingScreen }) => ({ Component: MyBookingScreen })) },
          { path: 'pay', handle: shellScreen, lazy: () => import('../routes/pay').then(({ PayScreen }) => ({ Component: PayScreen })) },
          { path: 'newsletter/confirm', handle: shellScreen, lazy: () => import('../routes/newsletter-confirm').then(({ NewsletterConfirmScreen }) => ({ Component: NewsletterConfirmScreen })) },
          { path: 'waitlist', handle: shellScreen, lazy: () => import('../routes/waitlist').then(({ WaitlistScreen }) => ({ Component: WaitlistScreen })) },
          { path: 'waitlist/join', handle: shellScreen, lazy: () => import('../routes/waitlist-join').then(({ WaitlistJoinScreen }) => ({ Component: WaitlistJoinScreen })) },
          { path: 'admin/login', handle: shellScreen, lazy: () => import('../routes/admin-login').then(({ AdminLoginScreen }) => ({ Component: AdminLoginScreen })) },
          { path: 'admin/dashboard', handle: privateScreen, lazy: () => import('../routes/admin-dashboard').then(({ AdminDashboardScreen }) => ({ Component: AdminDashboardScreen })) },
          { path: 'admin/payments', handle: privateScreen, lazy: () => import('../routes/admin-payments').then(({ AdminPaymentsScreen }) => ({ Component: AdminPaymentsScreen })) },
          { path: 'admin/trips', handle: privateScreen, lazy: () => import('../routes/admin-trips').then(({ AdminTripsScreen }) => ({ Component: AdminTripsScreen })) },
          {
            path: 'admin/subscribers',
            handle: privateScreen,
            lazy: () => import('../routes/admin-subscribers').then(({ AdminSubscribersScreen }) => ({ Component: AdminSubscribersScreen })),
          },
          { path: '*', lazy: () => import('../routes/not-found').then(({ NotFoundScreen }) => ({ Component: NotFoundScreen })) },
        ],
      },
    ],
  },
];
