import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Lemon Squeezy's License API, speaking its wire format: form-encoded POSTs
 * to /v1/licenses/activate|validate|deactivate with `license_key` and `instance_name` or
 * `instance_id`, JSON answers with `activated`/`valid`/`deactivated`, `error`, `license_key`,
 * `instance` and `meta`, refusals as 4xx. A key is inactive until activated, active with an
 * instance, expired past its expiry date, or disabled; an activation past its limit is refused.
 * Tests may script a failure instead: an answer that never comes, or a raw body of any shape.
 */

export interface KeySpec {
  key: string;
  /** ISO 8601; null for a key that never expires. */
  expiresAt: string | null;
  disabled?: boolean;
  /** null: unlimited. */
  activationLimit: number | null;
  /** Instances other sites hold already. */
  instances?: string[];
  customerEmail: string;
}

/** Keys in every state the API knows, for the tests and the dev stack alike. */
export const TEST_KEYS = {
  active: 'TEST-ACTV-0000-0001',
  expired: 'TEST-EXPD-0000-0002',
  disabled: 'TEST-DSBL-0000-0003',
  limitReached: 'TEST-LIMT-0000-0004',
} as const;

export function testKeySpecs(): KeySpec[] {
  return [
    { key: TEST_KEYS.active, expiresAt: null, activationLimit: null, customerEmail: 'active@example.com' },
    { key: TEST_KEYS.expired, expiresAt: '2020-01-01T00:00:00.000Z', activationLimit: null, customerEmail: 'expired@example.com' },
    { key: TEST_KEYS.disabled, expiresAt: null, disabled: true, activationLimit: null, customerEmail: 'disabled@example.com' },
    { key: TEST_KEYS.limitReached, expiresAt: null, activationLimit: 1, instances: ['another-site'], customerEmail: 'limit@example.com' },
  ];
}

export type Script = { kind: 'serve' } | { kind: 'hang' } | { kind: 'raw'; status: number; contentType: string; body: string };

export interface RecordedCall {
  action: string;
  contentType: string;
  accept: string;
  form: Record<string, string>;
}

interface KeyState {
  spec: KeySpec;
  expiresAt: string | null;
  disabled: boolean;
  /** instance id → instance name */
  instances: Map<string, string>;
}

export interface LicenseServer {
  url: string;
  calls: RecordedCall[];
  script(s: Script): void;
  /** Instance names of a key's activations. */
  instanceNames(key: string): string[];
  renew(key: string, expiresAt: string | null): void;
  disable(key: string): void;
  close(): Promise<void>;
}

export interface LicenseServerOptions {
  keys: KeySpec[];
  port?: number;
  /** Epoch ms; the server's own clock decides expiry. */
  now?: () => number;
}

const STORE = { store_id: 1, order_id: 1001, order_item_id: 2001, product_id: 3001, product_name: 'SeedPress', variant_id: 4001, variant_name: 'Yearly', customer_id: 5001 };

export async function startLicenseServer(options: LicenseServerOptions): Promise<LicenseServer> {
  const now = options.now ?? (() => Date.now());
  const keys = new Map<string, KeyState>();
  for (const spec of options.keys) {
    const instances = new Map((spec.instances ?? []).map((name) => [randomUUID(), name] as [string, string]));
    keys.set(spec.key, { spec, expiresAt: spec.expiresAt, disabled: spec.disabled === true, instances });
  }
  const calls: RecordedCall[] = [];
  let current: Script = { kind: 'serve' };
  const hanging = new Set<http.ServerResponse>();

  const status = (k: KeyState): string => {
    if (k.disabled) return 'disabled';
    if (k.expiresAt !== null && now() >= Date.parse(k.expiresAt)) return 'expired';
    return k.instances.size > 0 ? 'active' : 'inactive';
  };
  const licenseKey = (k: KeyState) => ({
    id: 42, status: status(k), key: k.spec.key, activation_limit: k.spec.activationLimit, activation_usage: k.instances.size,
    created_at: '2025-01-01T00:00:00.000000Z', expires_at: k.expiresAt, test_mode: true,
  });
  const meta = (k: KeyState) => ({ ...STORE, customer_name: 'Test Customer', customer_email: k.spec.customerEmail });
  const instance = (id: string, name: string) => ({ id, name, created_at: '2025-01-01T00:00:00.000000Z' });

  type Answer = [number, Record<string, unknown>];
  /** A key's refusal for its state, or null when it may be used. */
  const refusal = (k: KeyState, flag: string): Answer | null => {
    const s = status(k);
    if (s === 'disabled') return [400, { [flag]: false, error: 'This license key is disabled.', license_key: licenseKey(k), meta: meta(k) }];
    if (s === 'expired') return [400, { [flag]: false, error: 'This license key has expired.', license_key: licenseKey(k), meta: meta(k) }];
    return null;
  };

  const actions: Record<string, (form: Record<string, string>) => Answer> = {
    activate(form) {
      if (!form.license_key || !form.instance_name) return [422, { activated: false, error: 'The license_key and instance_name fields are required.' }];
      const k = keys.get(form.license_key);
      if (!k) return [404, { activated: false, error: 'license_key not found.' }];
      const refused = refusal(k, 'activated');
      if (refused) return refused;
      if (k.spec.activationLimit !== null && k.instances.size >= k.spec.activationLimit) {
        return [400, { activated: false, error: 'This license key has reached the activation limit.', license_key: licenseKey(k), meta: meta(k) }];
      }
      const id = randomUUID();
      k.instances.set(id, form.instance_name);
      return [200, { activated: true, error: null, license_key: licenseKey(k), instance: instance(id, form.instance_name), meta: meta(k) }];
    },
    validate(form) {
      if (!form.license_key) return [422, { valid: false, error: 'The license_key field is required.' }];
      const k = keys.get(form.license_key);
      if (!k) return [404, { valid: false, error: 'license_key not found.', license_key: null, instance: null, meta: null }];
      const name = form.instance_id ? k.instances.get(form.instance_id) : undefined;
      if (form.instance_id && name === undefined) return [404, { valid: false, error: 'license_key instance not found.', license_key: licenseKey(k), instance: null, meta: meta(k) }];
      const s = status(k);
      const valid = s === 'active' || s === 'inactive';
      const error = valid ? null : s === 'expired' ? 'This license key has expired.' : 'This license key is disabled.';
      return [200, { valid, error, license_key: licenseKey(k), instance: name === undefined ? null : instance(form.instance_id!, name), meta: meta(k) }];
    },
    deactivate(form) {
      if (!form.license_key || !form.instance_id) return [422, { deactivated: false, error: 'The license_key and instance_id fields are required.' }];
      const k = keys.get(form.license_key);
      if (!k) return [404, { deactivated: false, error: 'license_key not found.' }];
      if (!k.instances.delete(form.instance_id)) return [404, { deactivated: false, error: 'license_key instance not found.', license_key: licenseKey(k), meta: meta(k) }];
      return [200, { deactivated: true, error: null, license_key: licenseKey(k), meta: meta(k) }];
    },
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      // Not the API's: lets `make up` wait until the stand-in listens.
      if (req.method === 'GET' && req.url === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      const action = /^\/v1\/licenses\/(activate|validate|deactivate)$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !action) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found."}');
      const contentType = req.headers['content-type'] ?? '';
      // Only form bodies are read, as the real API does; anything else arrives without fields.
      const form = contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : {};
      calls.push({ action, contentType, accept: req.headers.accept ?? '', form });
      if (current.kind === 'hang') return void hanging.add(res);
      if (current.kind === 'raw') return void res.writeHead(current.status, { 'content-type': current.contentType }).end(current.body);
      const [code, body] = actions[action]!(form);
      res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state = (key: string): KeyState => {
    const k = keys.get(key);
    if (!k) throw new Error(`The stand-in has no key ${key}.`);
    return k;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    script: (s) => void (current = s),
    instanceNames: (key) => [...state(key).instances.values()],
    renew: (key, expiresAt) => void (state(key).expiresAt = expiresAt),
    disable: (key) => void (state(key).disabled = true),
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
