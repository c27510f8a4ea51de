/** The header's navigation (spec §2, shared layout). */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/morocco', label: 'Morocco' },
  { to: '/tobago', label: 'Tobago' },
  { to: '/st-lucia', label: 'St. Lucia' },
  { to: '/belize', label: 'Belize' },
  { to: '/past-trips', label: 'Past Trips' },
  { to: '/my-booking', label: 'My Booking' },
  { to: '/contact', label: 'Contact' },
  { to: '/refund-policy', label: 'Refund Policy' },
] as const;

export const footerQuickLinks = [
  { to: '/', label: 'Home' },
  { to: '/morocco', label: 'Morocco' },
  { to: '/st-lucia', label: 'St. Lucia' },
  { to: '/contact', label: 'Contact' },
] as const;

export const footerSupportLinks = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms', label: 'Booking Terms' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/travel-insurance', label: 'Travel Insurance' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

export const BRAND_NAME = 'Sunward Group Travel';
