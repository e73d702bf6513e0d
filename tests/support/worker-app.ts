import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../worker/src/app.js';
import type { Config } from '../../worker/src/config.js';
import type { HostContext } from '../../worker/src/contract/host-context.js';
import { OptionRepository } from '../../worker/src/db/repositories/option.repository.js';
import { HOST_CONTEXT_OPTION } from '../../worker/src/services/host-context.service.js';
import { LicenseStore } from '../../worker/src/services/license/license-store.js';
import { SerializedOptionStore } from '../../worker/src/services/option-store.js';
import type { LicenseTiming } from '../../worker/src/services/services.js';
import { sha256Hex } from '../../worker/src/services/token.service.js';
import { shellToken } from './shell-token.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Nothing listens on port 9 of loopback: any accidental download fails fast instead of leaving the machine. */
const CLOSED_PROVIDERS = { loremflickr: 'http://127.0.0.1:9', unsplashApi: 'http://127.0.0.1:9', picsum: 'http://127.0.0.1:9' };
const CLOSED_AI = { openai: { url: 'http://127.0.0.1:9', model: 'gpt-test' }, anthropic: { url: 'http://127.0.0.1:9', model: 'claude-test' }, gemini: { url: 'http://127.0.0.1:9', model: 'gemini-test' } };

export const TEST_SECRET = 'integration-test-secret-'.padEnd(48, 'x');

export interface LicenseSetup {
  /** Where the license server is (default: a closed port). */
  licenseApi?: string;
  license?: Partial<LicenseTiming>;
  /** Start with this site licensed (default) or without a license. */
  licensed?: boolean;
  /** SEEDPRESS_UNSAFE_TEST_ORIGINS: loopback origins upload-url may fetch from (default none). */
  unsafeTestOrigins?: string[];
}

/**
 * This site's license as an activation leaves it: every gated route is open, and within the
 * 2-hour cache no license server is asked.
 */
async function grantLicense(test: TestDatabase, host: HostContext): Promise<void> {
  const store = new LicenseStore(new SerializedOptionStore(new OptionRepository(test.db)), TEST_SECRET);
  await store.save(host, {
    key: 'TEST-ACTV-0000-0001', instance_id: 'integration-test-seat', fingerprint: host.site.fingerprint, status: 'active', valid: true,
    message: 'The license is active.', expires: null, customer: 'active@example.com', checked_at: Date.now(), failed_at: 0, failure: '',
  });
}

export interface WorkerUnderTest {
  app: Express;
  config: Config;
  contextHash: string;
  /** Sends a request signed the way the shell signs it. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', target: string, body?: unknown, edition?: 'full' | 'lite'): Promise<request.Response>;
  /** Sends a raw body (a multipart upload) signed the way the shell signs it. */
  send(target: string, body: Buffer, contentType: string): Promise<request.Response>;
}

/**
 * The worker app on a test database, using the host context the real plugin stored at
 * activation (it is part of the fresh-install dump).
 */
export async function workerOn(test: TestDatabase, imageProviders: Config['imageProviders'] = CLOSED_PROVIDERS, aiProviders: Config['aiProviders'] = CLOSED_AI, setup: LicenseSetup = {}): Promise<WorkerUnderTest> {
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const contextHash = sha256Hex(row.option_value);
  if (setup.licensed ?? true) await grantLicense(test, JSON.parse(row.option_value) as HostContext);
  // Drafting on the request's thread: the drafting thread runs the compiled worker, which ts-jest
  // does not make; the end-to-end suite drives the thread through the real stack.
  const config: Config = Object.freeze({ host: '127.0.0.1', port: 0, secret: TEST_SECRET, db: test.config, logLevel: 'silent', unsplashAccessKey: '', imageProviders, aiProviders, licenseApi: setup.licenseApi ?? 'http://127.0.0.1:9', draftingThread: false, unsafeTestOrigins: new Set(setup.unsafeTestOrigins ?? []), stagingDir: join(tmpdir(), 'seedpress-test-staging') });
  const app = createApp({ config, db: test.db, logger: pino({ level: 'silent' }), license: setup.license });

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', target: string, body?: unknown, edition: 'full' | 'lite' = 'full') {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const token = await shellToken({ secret: TEST_SECRET, method, target, body: raw, contextHash, edition });
    let req = request(app)[method.toLowerCase() as 'get'](target).set('Authorization', `Bearer ${token}`);
    if (raw !== '') req = req.set('Content-Type', 'application/json').send(raw);
    return req;
  }
  async function send(target: string, body: Buffer, contentType: string) {
    const token = await shellToken({ secret: TEST_SECRET, method: 'POST', target, body, contextHash });
    return request(app).post(target).set('Authorization', `Bearer ${token}`).set('Content-Type', contentType).send(body);
  }
  return { app, config, contextHash, call, send };
}

/** The usual setup of an integration test file: a fresh database and the worker on it, dropped afterwards. */
export function freshWorkerPerFile(): { readonly test: TestDatabase; readonly worker: WorkerUnderTest } {
  const handles = {} as { test: TestDatabase; worker: WorkerUnderTest };
  beforeAll(async () => {
    handles.test = await createTestDatabase();
    handles.worker = await workerOn(handles.test);
  });
  afterAll(async () => handles.test.drop());
  return handles;
}
