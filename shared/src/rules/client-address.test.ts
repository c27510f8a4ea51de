import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('the key a client address is counted under', () => {
  it.each([
    ['an IPv4 address as it is', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address trimmed', ' 198.51.100.10 ', '198.51.100.10'],
    ['an IPv6 address as its /64', '2001:db8:0:1:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['another address of the same /64 alike', '2001:0DB8:0000:0001::1', '2001:db8:0:1::/64'],
    ['the next /64 apart', '2001:db8:0:2::1', '2001:db8:0:2::/64'],
    ['an IPv6 address compressed in its prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an IPv6 address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['an IPv4-mapped IPv6 address as its IPv4 address', '::ffff:127.0.0.1', '127.0.0.1'],
    ['an IPv4-mapped address in hex', '::ffff:cb00:7107', '203.0.113.7'],
    ['an IPv6 address with an IPv4 tail that is not mapped', '64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('counts %s', (_case, address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it.each([
    ['an IPv4 address with an octet over 255', '203.0.113.256'],
    ['an IPv6 address with two compressions', '2001::db8::1'],
    ['an IPv6 address with nine groups', '1:2:3:4:5:6:7:8:9'],
    ['an IPv6 address with a group too long', '2001:db8:12345::1'],
    ['a name', 'Example.COM'],
  ])('counts %s under itself, lower-cased', (_case, address) => {
    expect(clientAddressKey(address)).toBe(address.toLowerCase());
  });
});
