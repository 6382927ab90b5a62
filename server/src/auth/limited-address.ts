import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  let text = address;
  if (dotted !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The address a sign-in limit counts against (ADR 033). An IPv6 address counts as its /64 network: one
 * subscriber is given a whole /64 (2^64 addresses), so counting single addresses gave anyone on IPv6 as many
 * "addresses" as they liked, and the per-address limits (30 attempts, 5 failures per account) bound nothing.
 * An IPv4 address seen through an IPv6 socket (`::ffff:192.0.2.1`) counts as that IPv4 address, not as the
 * one /64 every IPv4 client shares. Anything else (a proxy's odd header) is counted as written.
 */
export function limitedAddressOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone index (fe80::1%eth0) names the interface, not the client
  if (isIPv4(address) || !isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
