import { describe, expect, it } from 'vitest';
import { authenticatorUri } from './authenticator-uri';

describe('authenticatorUri', () => {
  it.each([
    ['ops', 'JBSWY3DPEHPK3PXP', 'otpauth://totp/Sunward%20Group%20Travel:ops?secret=JBSWY3DPEHPK3PXP&issuer=Sunward%20Group%20Travel&algorithm=SHA1&digits=6&period=30'],
    ['ana.b@sunward', 'ABC', 'otpauth://totp/Sunward%20Group%20Travel:ana.b%40sunward?secret=ABC&issuer=Sunward%20Group%20Travel&algorithm=SHA1&digits=6&period=30'],
  ])('for %s and %s is %s', (username, secret, uri) => {
    expect(authenticatorUri(username, secret)).toBe(uri);
  });

  it('names the issuer it is given', () => {
    expect(authenticatorUri('ops', 'ABC', 'Test')).toMatch(/^otpauth:\/\/totp\/Test:ops\?secret=ABC&issuer=Test&/);
  });
});
