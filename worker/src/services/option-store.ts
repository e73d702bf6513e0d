import { serialize, unserialize } from 'php-serialize';
import type { HostContext } from '../contract/host-context.js';
import type { OptionRepository } from '../db/repositories/option.repository.js';
import { isWordPressAtLeast } from '../core-parity/wp-version.js';

/** WordPress 6.6 changed the autoload column from yes/no to on/off; write what the site's own core writes. */
export function autoloadValue(wpVersion: string, autoload: boolean): string {
  if (isWordPressAtLeast(wpVersion, 6, 6)) return autoload ? 'on' : 'off';
  return autoload ? 'yes' : 'no';
}

/**
 * Options holding PHP arrays, stored PHP-serialized exactly as update_option() would, so
 * get_option() in PHP returns the same array the worker wrote.
 */
export class SerializedOptionStore {
  constructor(private readonly options: OptionRepository) {}

  /** `lock`: for a read-modify-write in a transaction (getForUpdate()). */
  async read(name: string, lock = false): Promise<Record<string, unknown> | undefined> {
    const raw = lock ? await this.options.getForUpdate(name) : await this.options.get(name);
    if (raw === undefined || raw === '') return undefined;
    const value: unknown = unserialize(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  }

  async addIfMissing(host: HostContext, name: string, value: Record<string, unknown>, autoload = true): Promise<void> {
    await this.options.addIfMissing(name, serialize(value), autoloadValue(host.wp_version, autoload));
  }

  async write(host: HostContext, name: string, value: Record<string, unknown>, autoload = true): Promise<void> {
    await this.options.upsert(name, serialize(value), autoloadValue(host.wp_version, autoload));
  }

  async remove(name: string): Promise<void> {
    await this.options.delete(name);
  }
}
