import type { Touched } from '../services/touched.js';

/**
 * Past this many bytes the header nears curl's 100 KB limit for one header line (a large
 * cleanup touches tens of thousands of ids), and the shell's request would fail after the work
 * was done. The header then only says "flush": the shell empties the object cache instead.
 */
export const TOUCHED_HEADER_MAX_BYTES = 32_768;

export function touchedHeader(touched: Touched): string {
  const json = JSON.stringify(touched);
  return Buffer.byteLength(json) <= TOUCHED_HEADER_MAX_BYTES ? json : JSON.stringify({ flush: true } satisfies Touched);
}
