/** The name an authenticator app shows above the admin's codes. */
export const authenticatorIssuer = 'Sunward Group Travel';

/**
 * The `otpauth://` address an authenticator app reads from the enrolment QR code (the Key URI
 * Format Google Authenticator defined and other apps follow): 6 digits every 30 s with SHA-1, as
 * Cognito's software tokens are.
 */
export function authenticatorUri(username: string, secret: string, issuer: string = authenticatorIssuer): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(username)}`;
  const query = Object.entries({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `otpauth://totp/${label}?${query}`;
}
