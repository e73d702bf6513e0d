import type { HostContext } from '../../contract/host-context.js';
import type { SerializedOptionStore } from '../option-store.js';
import { SecretBox } from '../secret-box.js';
import type { License, LicenseStatus } from './license-state.js';

export const LICENSE_OPTION = 'seedpress_license';

const STATUSES: readonly LicenseStatus[] = ['inactive', 'active', 'expired'];
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The site's license in wp_options, its key sealed; a record that cannot be read back (another worker secret, damage) counts as none. */
export class LicenseStore {
  private readonly box: SecretBox;

  /** `secret`: the worker's, from which the key's own encryption key is derived. */
  constructor(
    private readonly options: SerializedOptionStore,
    secret: string,
  ) {
    this.box = new SecretBox(secret, 'seedpress license key');
  }

  async read(): Promise<License | undefined> {
    const stored = await this.options.read(LICENSE_OPTION);
    const key = stored && typeof stored.key === 'string' ? this.box.open(stored.key) : undefined;
    if (!stored || !key || str(stored.instance_id) === '') return undefined;
    return {
      key,
      instance_id: str(stored.instance_id),
      fingerprint: str(stored.fingerprint),
      status: STATUSES.includes(stored.status as LicenseStatus) ? (stored.status as LicenseStatus) : 'inactive',
      valid: stored.valid === true,
      message: str(stored.message),
      expires: str(stored.expires) || null,
      customer: str(stored.customer),
      checked_at: num(stored.checked_at),
      failed_at: num(stored.failed_at),
      failure: str(stored.failure),
    };
  }

  /** Not autoloaded: only SeedPress's worker reads it. */
  async save(host: HostContext, license: License): Promise<void> {
    await this.options.write(host, LICENSE_OPTION, { ...license, key: this.box.seal(license.key) }, false);
  }

  async clear(): Promise<void> {
    await this.options.remove(LICENSE_OPTION);
  }
}
