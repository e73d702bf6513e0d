import type { LicenseAnswer } from '../../providers/license/license-api.client.js';

export type LicenseStatus = 'inactive' | 'active' | 'expired';

/** How long a server's verdict stands (spec: 2 hours). */
export const CACHE_MS = 2 * 60 * 60 * 1000;
/** How long past the cache a valid license stays valid while the server cannot be reached. */
export const GRACE_MS = 72 * 60 * 60 * 1000;
/** After a failed check, the next one waits this long: requests must not each wait for a dead server. */
export const RETRY_MS = 10 * 60 * 1000;

/** This site's license as kept between requests; `key` is plain here and sealed at rest. */
export interface License {
  key: string;
  instance_id: string;
  /** The site fingerprint the instance was activated for (its `instance_name`). */
  fingerprint: string;
  status: LicenseStatus;
  valid: boolean;
  message: string;
  expires: string | null;
  customer: string;
  /** Epoch ms of the server's last verdict. */
  checked_at: number;
  /** Epoch ms of the last check that got no verdict since then, else 0. */
  failed_at: number;
  failure: string;
}

export interface Assessment {
  valid: boolean;
  status: LicenseStatus;
  message: string;
  /** The server should be asked again before this is relied on. */
  due: boolean;
}

export const NO_LICENSE = 'No license key is activated on this site.';
export const MOVED =
  'This site is not the one the license was activated for: its URL, installation path, database name, table prefix or security keys changed. Activate the license again.';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The server's verdict on a key, as the site keeps it. */
export function verdict(answer: LicenseAnswer): Pick<License, 'status' | 'valid' | 'message' | 'expires'> {
  const expires = answer.expiresAt;
  if (answer.keyStatus === 'expired') return { status: 'expired', valid: false, message: answer.error ?? 'The license key has expired.', expires };
  if (answer.ok && answer.keyStatus !== 'disabled') return { status: 'active', valid: true, message: 'The license is active.', expires };
  const why = answer.error ?? `The license server reports the key as ${answer.keyStatus ?? 'not valid'}.`;
  return { status: 'inactive', valid: false, message: why, expires };
}

/** What `license` amounts to for the site with `fingerprint` at `now`: the cache, the expiry date and the grace period applied. */
export function assess(license: License | undefined, fingerprint: string, now: number): Assessment {
  if (!license) return { valid: false, status: 'inactive', message: NO_LICENSE, due: false };
  if (license.fingerprint !== fingerprint) return { valid: false, status: 'inactive', message: MOVED, due: false };
  const stale = now >= license.checked_at + CACHE_MS;
  const due = stale && now >= license.failed_at + RETRY_MS;
  if (license.expires !== null && now >= Date.parse(license.expires)) {
    return { valid: false, status: 'expired', message: `The license expired on ${license.expires.slice(0, 10)}. Renew it, then refresh the license.`, due };
  }
  if (!license.valid) return { valid: false, status: license.status, message: license.message, due };
  if (!stale) return { valid: true, status: 'active', message: license.message, due };
  const graceEnds = license.checked_at + CACHE_MS + GRACE_MS;
  const since = `The license server has not confirmed the license since ${iso(license.checked_at)}${license.failure ? ` (${license.failure})` : ''}`;
  if (now < graceEnds) return { valid: true, status: 'active', message: `${since}; it stays valid until ${iso(graceEnds)} unless the server answers.`, due };
  return { valid: false, status: 'inactive', message: `${since}, and its grace period ended at ${iso(graceEnds)}. Refresh the license once the server can be reached.`, due };
}
