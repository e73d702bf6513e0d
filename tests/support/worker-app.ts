import { pino } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../worker/src/app.js';
import type { Config } from '../../worker/src/config.js';
import { HOST_CONTEXT_OPTION } from '../../worker/src/services/host-context.service.js';
import { sha256Hex } from '../../worker/src/services/token.service.js';
import { shellToken } from './shell-token.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Nothing listens on port 9 of loopback: any accidental download fails fast instead of leaving the machine. */
const CLOSED_PROVIDERS = { loremflickr: 'http://127.0.0.1:9', unsplashApi: 'http://127.0.0.1:9', picsum: 'http://127.0.0.1:9' };
const CLOSED_AI = { openai: { url: 'http://127.0.0.1:9', model: 'gpt-test' }, anthropic: { url: 'http://127.0.0.1:9', model: 'claude-test' }, gemini: { url: 'http://127.0.0.1:9', model: 'gemini-test' } };

export const TEST_SECRET = 'integration-test-secret-'.padEnd(48, 'x');

export interface WorkerUnderTest {
  app: Express;
  config: Config;
  contextHash: string;
  /** Sends a request signed the way the shell signs it. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', target: string, body?: unknown, edition?: 'full' | 'lite'): Promise<request.Response>;
}

/**
 * The worker app on a test database, using the host context the real plugin stored at
 * activation (it is part of the fresh-install dump).
 */
export async function workerOn(test: TestDatabase, imageProviders: Config['imageProviders'] = CLOSED_PROVIDERS, aiProviders: Config['aiProviders'] = CLOSED_AI): Promise<WorkerUnderTest> {
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const contextHash = sha256Hex(row.option_value);
  // Drafting on the request's thread: the drafting thread runs the compiled worker, which ts-jest
  // does not make; the end-to-end suite drives the thread through the real stack.
  const config: Config = Object.freeze({ host: '127.0.0.1', port: 0, secret: TEST_SECRET, db: test.config, logLevel: 'silent', unsplashAccessKey: '', imageProviders, aiProviders, draftingThread: false });
  const app = createApp({ config, db: test.db, logger: pino({ level: 'silent' }) });

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', target: string, body?: unknown, edition: 'full' | 'lite' = 'full') {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const token = await shellToken({ secret: TEST_SECRET, method, target, body: raw, contextHash, edition });
    let req = request(app)[method.toLowerCase() as 'get'](target).set('Authorization', `Bearer ${token}`);
    if (raw !== '') req = req.set('Content-Type', 'application/json').send(raw);
    return req;
  }
  return { app, config, contextHash, call };
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
