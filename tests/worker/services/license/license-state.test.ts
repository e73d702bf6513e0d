import { assess, CACHE_MS, GRACE_MS, MOVED, NO_LICENSE, RETRY_MS, verdict, type License } from '../../../../worker/src/services/license/license-state.js';

const T = Date.parse('2026-05-01T00:00:00.000Z');
const FP = 'a'.repeat(64);
const license = (over: Partial<License> = {}): License => ({
  key: 'ABCD-EFGH-IJKL-MNOP', instance_id: 'i-1', fingerprint: FP, status: 'active', valid: true, message: 'The license is active.',
  expires: null, customer: 'c@example.com', checked_at: T, failed_at: 0, failure: '', ...over,
});

describe('assess', () => {
  it.each([
    ['no license', undefined, T, { valid: false, status: 'inactive', message: NO_LICENSE, due: false }],
    ['another site', license({ fingerprint: 'b'.repeat(64) }), T, { valid: false, status: 'inactive', message: MOVED, due: false }],
    ['a fresh verdict', license(), T + CACHE_MS - 1, { valid: true, status: 'active', message: 'The license is active.', due: false }],
    ['the last millisecond before expiry', license({ expires: new Date(T + 10).toISOString() }), T + 9, { valid: true, status: 'active', message: 'The license is active.', due: false }],
    ['the expiry instant', license({ expires: new Date(T + 10).toISOString() }), T + 10, { valid: false, status: 'expired', message: 'The license expired on 2026-05-01. Renew it, then refresh the license.', due: false }],
    ['a refused key', license({ valid: false, status: 'inactive', message: 'This license key is disabled.' }), T, { valid: false, status: 'inactive', message: 'This license key is disabled.', due: false }],
  ])('%s', (_label, given, now, expected) => {
    expect(assess(given, FP, now)).toEqual(expected);
  });

  it('is due once the cache ends, and not again within 10 minutes of a failed check', () => {
    expect(assess(license(), FP, T + CACHE_MS).due).toBe(true);
    expect(assess(license({ failed_at: T + CACHE_MS }), FP, T + CACHE_MS + RETRY_MS - 1).due).toBe(false);
    expect(assess(license({ failed_at: T + CACHE_MS }), FP, T + CACHE_MS + RETRY_MS).due).toBe(true);
  });

  it('stays valid until the grace period ends, and no longer', () => {
    const failed = license({ failed_at: T + CACHE_MS, failure: 'no answer' });
    expect(assess(failed, FP, T + CACHE_MS + GRACE_MS - 1).valid).toBe(true);
    expect(assess(failed, FP, T + CACHE_MS + GRACE_MS)).toMatchObject({ valid: false, status: 'inactive' });
  });
});

describe('verdict', () => {
  const answer = { ok: true, error: null, keyStatus: 'active', expiresAt: null, instanceId: 'i', customerEmail: '' };

  it.each([
    ['a valid key', answer, { status: 'active', valid: true, message: 'The license is active.', expires: null }],
    ['an expired key', { ...answer, ok: false, keyStatus: 'expired', error: 'This license key has expired.' }, { status: 'expired', valid: false, message: 'This license key has expired.', expires: null }],
    ['a disabled key said to be valid', { ...answer, keyStatus: 'disabled' }, { status: 'inactive', valid: false, message: 'The license server reports the key as disabled.', expires: null }],
    ['a lost seat', { ...answer, ok: false, error: 'license_key instance not found.' }, { status: 'inactive', valid: false, message: 'license_key instance not found.', expires: null }],
  ])('%s', (_label, given, expected) => {
    expect(verdict(given)).toEqual(expected);
  });
});
