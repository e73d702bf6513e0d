import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.js';

/** Where an outbound request may connect: anywhere (an operator's own origin), or only to this checked address. */
export type Destination = { ok: true; pinned: { address: string; family: 4 | 6 } | null } | { ok: false; reason: string };

/**
 * Decides where a request to `url` may go. Origins an operator configured (the providers' base
 * URLs) are reached as configured, whatever their address. Any other URL (a redirect's target, a
 * URL a provider's answer names) must be http(s) and resolve only to public addresses; the
 * connection is then made to the address checked here, so that no second resolution can lead it
 * elsewhere.
 */
export async function destinationOf(url: URL, trustedOrigins: ReadonlySet<string>): Promise<Destination> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `${url.protocol} URLs are not fetched` };
  if (trustedOrigins.has(url.origin)) return { ok: true, pinned: null };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    return { ok: false, reason: `${url.host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused || addresses.length === 0) return { ok: false, reason: `${url.host} is not on the public internet${refused ? ` (${refused.address})` : ''}: not fetched` };
  const [first] = addresses;
  return { ok: true, pinned: { address: first!.address, family: first!.family === 6 ? 6 : 4 } };
}
