import type { HostContext } from '../../contract/host-context.js';
import { ApiError, ErrorCode } from '../../errors.js';
import type { LicenseApi, LicenseReply } from '../../providers/license/license-api.client.js';
import { maskKey } from '../secret-box.js';
import { assess, verdict, type Assessment, type License, type LicenseStatus } from './license-state.js';
import type { LicenseStore } from './license-store.js';

/** The spec's license resource. */
export interface LicenseView {
  key: string;
  has_key: boolean;
  valid: boolean;
  status: LicenseStatus;
  message: string;
  expires: string | null;
  customer: string;
  site_fingerprint: string;
  site_url: string;
}

/**
 * How a license call ended: done; refused by the license server (or nothing to act on); or no
 * verdict from the server. `license` is what the route shows with it.
 */
export type LicenseOutcome =
  | { kind: 'done'; message: string; license: Partial<LicenseView> }
  | { kind: 'refused'; message: string; license?: LicenseView }
  | { kind: 'unreachable'; message: string; license?: LicenseView };

const HOW_TO_ACTIVATE = 'Activate a license key to use this feature: POST /license/activate with {"license_key": "XXXX-XXXX-XXXX-XXXX"}.';
const NO_KEY = 'No license key is activated on this site; activate one with POST /license/activate.';

const unreachable = (reason: string): string => `The license server could not be reached: ${reason}. Nothing was changed; try again later.`;
/** The spec's shape of the license in an activation's answer. */
const activationView = (v: LicenseView): Partial<LicenseView> => ({ key: v.key, has_key: v.has_key, valid: v.valid, status: v.status, expires: v.expires, customer: v.customer });

/** Activation, deactivation and refresh against the license server, and the gate's verdict; the key leaves only towards that server. */
export class LicenseService {
  /** One check at a time: requests that find the cache stale together wait for the same answer. */
  private checking: Promise<License> | null = null;

  constructor(
    private readonly store: LicenseStore,
    private readonly api: LicenseApi,
    private readonly now: () => number,
  ) {}

  async view(host: HostContext): Promise<LicenseView> {
    const { license, assessment } = await this.current(host);
    return this.toView(host, license, assessment);
  }

  /** The gate of every full-edition feature. */
  async requireValid(host: HostContext): Promise<void> {
    const { assessment } = await this.current(host);
    if (!assessment.valid) throw new ApiError(ErrorCode.LicenseRequired, `SeedPress needs a valid license. ${assessment.message} ${HOW_TO_ACTIVATE}`);
  }

  async activate(host: HostContext, typed: string): Promise<LicenseOutcome> {
    const key = typed.toUpperCase();
    const fingerprint = host.site.fingerprint;
    const before = await this.store.read();
    const sameSeat = before?.key === key && before.fingerprint === fingerprint;
    // Confirming the seat this site holds, rather than taking another one.
    if (sameSeat && (await this.confirm(host, before))) return this.done(host, 'The license is active.');

    const reply = await this.api.activate(key, fingerprint);
    if (!reply.reached) return { kind: 'unreachable', message: unreachable(reply.reason) };
    const { answer } = reply;
    if (!answer.ok || answer.instanceId === null) return { kind: 'refused', message: answer.error ?? 'The license server did not activate the key.' };
    const license: License = { key, instance_id: answer.instanceId, fingerprint, ...verdict(answer), customer: answer.customerEmail, checked_at: this.now(), failed_at: 0, failure: '' };
    await this.store.save(host, license);
    // A new key on the same site frees the old key's seat; a seat of another fingerprint may be a copy of this site still in use.
    if (before && !sameSeat && before.fingerprint === fingerprint) await this.api.deactivate(before.key, before.instance_id);
    return this.done(host, license.valid ? 'The license is active.' : license.message);
  }

  async deactivate(): Promise<LicenseOutcome> {
    const license = await this.store.read();
    if (!license) return { kind: 'refused', message: 'No license is activated on this site.' };
    const reply = await this.api.deactivate(license.key, license.instance_id);
    if (!reply.reached) return { kind: 'unreachable', message: unreachable(reply.reason) };
    if (!reply.answer.ok) return { kind: 'refused', message: reply.answer.error ?? 'The license server did not deactivate the key.' };
    await this.store.clear();
    return { kind: 'done', message: 'The license was deactivated on this site.', license: { key: '', has_key: false, valid: false, status: 'inactive' } };
  }

  /** Asks the server whatever the cache says. */
  async refresh(host: HostContext): Promise<LicenseOutcome> {
    const before = await this.store.read();
    if (!before) return { kind: 'refused', message: NO_KEY };
    const after = await this.check(host, before);
    const view = this.toView(host, after, assess(after, host.site.fingerprint, this.now()));
    if (after.failed_at !== 0) return { kind: 'unreachable', message: unreachable(after.failure), license: view };
    return { kind: 'done', message: `The license status was refreshed: ${view.message}`, license: view };
  }

  private async done(host: HostContext, message: string): Promise<LicenseOutcome> {
    return { kind: 'done', message, license: activationView(await this.view(host)) };
  }

  /** The stored license, checked with the server first when its cache has run out. */
  private async current(host: HostContext): Promise<{ license: License | undefined; assessment: Assessment }> {
    let license = await this.store.read();
    let assessment = assess(license, host.site.fingerprint, this.now());
    if (license && assessment.due) {
      license = await this.check(host, license);
      assessment = assess(license, host.site.fingerprint, this.now());
    }
    return { license, assessment };
  }

  private async confirm(host: HostContext, license: License): Promise<boolean> {
    const checked = await this.check(host, license);
    return checked.valid && checked.failed_at === 0;
  }

  /** The license with the server's verdict, or with the failure (`failed_at` set) when there was none. */
  private check(host: HostContext, license: License): Promise<License> {
    this.checking ??= this.validate(host, license).finally(() => (this.checking = null));
    return this.checking;
  }

  private async validate(host: HostContext, license: License): Promise<License> {
    const reply: LicenseReply = await this.api.validate(license.key, license.instance_id);
    const now = this.now();
    const next: License = reply.reached
      ? { ...license, ...verdict(reply.answer), customer: reply.answer.customerEmail || license.customer, checked_at: now, failed_at: 0, failure: '' }
      : { ...license, failed_at: now, failure: reply.reason };
    await this.store.save(host, next);
    return next;
  }

  private toView(host: HostContext, license: License | undefined, assessment: Assessment): LicenseView {
    const fingerprint = host.site.fingerprint;
    return {
      key: maskKey(license?.key ?? ''),
      has_key: license !== undefined,
      valid: assessment.valid,
      status: assessment.status,
      message: assessment.message,
      expires: license?.expires ?? null,
      customer: license?.customer ?? '',
      site_fingerprint: `${fingerprint.slice(0, 8)}…${fingerprint.slice(-8)}`,
      site_url: host.site.url,
    };
  }
}
