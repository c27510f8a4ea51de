/**
 * Whose holds count together (decision 037): one IPv4 address, or one IPv6 /64. A household or a
 * phone gets a whole /64 from its provider and may use any address in it, so counting single IPv6
 * addresses would let one subscriber hold seats from billions of them; an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports) is the IPv4 address it carries.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  // An IPv4 tail (`::ffff:203.0.113.7`) stands for the last two groups.
  const last = parts.at(-1) ?? [];
  const tail = last.at(-1);
  if (tail !== undefined && tail.includes('.')) {
    if (!IPV4.test(tail)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  if (!parts.every((groups) => groups.every((group) => HEXTET.test(group)))) return undefined;
  const [head = [], rest = []] = parts;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const groups = [...head, ...Array<string>(8 - given).fill('0'), ...rest];
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The key one client's unpaid holds are counted under: an IPv4 address as it is, an IPv6 address
 * as its /64 (`2001:db8:0:1::/64`), an IPv4-mapped one as its IPv4 address. A value that is
 * neither (never sent by CloudFront or a socket) is its own key, lower-cased, so it is still counted.
 */
export function clientAddressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (IPV4.test(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed.replace(/%.*$/, ''));
  if (!groups) return trimmed;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff && g6 !== undefined && g7 !== undefined) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
