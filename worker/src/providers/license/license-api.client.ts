import { endpoint, unreachable, withoutKeys } from '../ai/provider-http.js';

/** What the License API says about a key, in the parts SeedPress uses. */
export interface LicenseAnswer {
  /** `activated`, `valid` or `deactivated`, by endpoint. */
  ok: boolean;
  error: string | null;
  /** `license_key.status`: inactive, active, expired or disabled. */
  keyStatus: string | null;
  /** `license_key.expires_at` as ISO 8601, null for a key that never expires. */
  expiresAt: string | null;
  instanceId: string | null;
  customerEmail: string;
}

/** An answer in the API's shape, or why there was none: a server that cannot be reached, is too slow, fails, or answers something else. */
export type LicenseReply = { reached: true; answer: LicenseAnswer } | { reached: false; reason: string };

export interface LicenseApi {
  activate(key: string, instanceName: string): Promise<LicenseReply>;
  validate(key: string, instanceId: string): Promise<LicenseReply>;
  deactivate(key: string, instanceId: string): Promise<LicenseReply>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** `expires_at` normalised to ISO 8601; undefined when it is there but no date. */
function expiry(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The answer's members SeedPress relies on, checked; undefined for anything not in the API's shape. */
export function readAnswer(json: unknown, flag: 'activated' | 'valid' | 'deactivated'): LicenseAnswer | undefined {
  if (!isObject(json) || typeof json[flag] !== 'boolean') return undefined;
  const key = isObject(json.license_key) ? json.license_key : {};
  const expiresAt = expiry(key.expires_at);
  if (expiresAt === undefined) return undefined;
  return {
    ok: json[flag] as boolean,
    error: text(json.error) || null,
    keyStatus: text(key.status),
    expiresAt,
    instanceId: isObject(json.instance) ? text(json.instance.id) : null,
    customerEmail: (isObject(json.meta) ? text(json.meta.customer_email) : null) ?? '',
  };
}

/**
 * Lemon Squeezy's License API: form-encoded POSTs to /v1/licenses/{activate,validate,deactivate},
 * JSON answers. Refusals come as 4xx with the flag false and an `error`; a 5xx, a redirect, a time
 * out or a body of another shape is no verdict at all. The key is taken out of every reason.
 */
export class LicenseApiClient implements LicenseApi {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  activate(key: string, instanceName: string): Promise<LicenseReply> {
    return this.post('activate', { license_key: key, instance_name: instanceName }, 'activated');
  }

  validate(key: string, instanceId: string): Promise<LicenseReply> {
    return this.post('validate', { license_key: key, instance_id: instanceId }, 'valid');
  }

  deactivate(key: string, instanceId: string): Promise<LicenseReply> {
    return this.post('deactivate', { license_key: key, instance_id: instanceId }, 'deactivated');
  }

  private async post(action: string, form: Record<string, string>, flag: 'activated' | 'valid' | 'deactivated'): Promise<LicenseReply> {
    const hide = (reason: string): string => withoutKeys(reason, [form.license_key!]);
    let status: number;
    let body: string;
    try {
      const res = await fetch(endpoint(this.baseUrl, `/v1/licenses/${action}`), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
        // The key goes to the configured server only.
        redirect: 'manual',
      });
      status = res.status;
      body = await res.text();
    } catch (error) {
      return { reached: false, reason: hide(unreachable(error, this.timeoutMs)) };
    }
    if (status >= 300 && status < 400) return { reached: false, reason: `the license server redirected the request (HTTP ${status})` };
    if (status >= 500) return { reached: false, reason: `the license server failed (HTTP ${status})` };
    const answer = readAnswer(parseJson(body), flag);
    if (!answer) return { reached: false, reason: `the license server's answer (HTTP ${status}) is not a License API answer` };
    return { reached: true, answer: { ...answer, error: answer.error === null ? null : hide(answer.error) } };
  }
}
