import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound request must never reach unless an operator configured them: this
 * machine, private and shared networks, link-local (cloud metadata at 169.254.169.254), multicast,
 * and ranges reserved for documentation, benchmarks and transition mechanisms (IPv6 forms that
 * embed an IPv4 address, such as NAT64 and 6to4, are refused whole). IPv4-mapped IPv6 addresses
 * are checked as the IPv4 address they carry.
 */
export type Subnet = [network: string, prefix: number, family: 'ipv4' | 'ipv6'];

const REFUSED: ReadonlyArray<Subnet> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

export function subnetList(subnets: ReadonlyArray<Subnet>): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

const refused = subnetList(REFUSED);

/** True for an IP address on the public internet; false for any refused range and for anything that is not an IP address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 0) return false;
  return !refused.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
