import { isIP } from 'node:net';
import { subnetList, type Subnet } from './address-policy.js';

/**
 * Addresses no other network routes to: loopback, the private IPv4 ranges a container bridge
 * lives on (Docker's 172.17.0.1, a compose network's gateway) and IPv6 unique-local addresses.
 */
const privateRanges = subnetList([
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
] satisfies Subnet[]);

/**
 * Whether the worker may listen on this address without the operator's explicit opt-in: an IP
 * address of a loopback or private network. All interfaces (0.0.0.0, ::), public addresses and
 * host names are not: a token is still required on every call, but the worker should not be
 * offered to the internet by a typo.
 */
export function isPrivateBindAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || address === '0.0.0.0' || address === '::') return false;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
