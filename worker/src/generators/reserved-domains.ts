/** The second-level domains RFC 2606 reserves: generated addresses and websites reach nobody. */
export const RESERVED_DOMAINS: readonly string[] = ['example.com', 'example.net', 'example.org'];
