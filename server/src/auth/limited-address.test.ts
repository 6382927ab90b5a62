import { describe, expect, it } from 'vitest';
import { limitedAddressOf } from './limited-address.ts';

describe('limitedAddressOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitedAddressOf('192.0.2.7')).toBe('192.0.2.7');
  });

  it.each([
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
  ])('counts %s as its /64 network', (ip, key) => {
    expect(limitedAddressOf(ip)).toBe(key);
  });

  it('counts an IPv4-mapped address as the IPv4 address, not as the /64 all IPv4 clients share', () => {
    expect(limitedAddressOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitedAddressOf('::FFFF:c000:0202')).toBe('192.0.2.2');
  });

  it('counts what is not an address as written', () => {
    expect(limitedAddressOf('unknown')).toBe('unknown');
  });
});
