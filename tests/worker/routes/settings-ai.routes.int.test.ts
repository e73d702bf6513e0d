import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { startAiStandIn, STAND_IN_KEY, WRONG_KEY_ANSWERS, type AiStandIn, type Provider } from '../../support/ai-stand-in.js';
import { workerWithFields } from '../../support/field-context.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

const field = (name: string): FieldDefinition => ({ key: `field_${name}`, name, label: '', type: 'text', required: false, instructions: '', settings: {} });
const FIELDS: HostFields = {
  adapters: [{ slug: 'acf', name: 'Advanced Custom Fields', version: '6.3.0', active: true }],
  definitions: { acf: { post: [field('xq_7'), field('price')] } },
};
const PROVIDERS: Array<[token: 'ai_a' | 'ai_b' | 'ai_c', provider: Provider, label: string, path: RegExp]> = [
  ['ai_a', 'openai', 'OpenAI', /^\/v1\/chat\/completions$/],
  ['ai_b', 'anthropic', 'Anthropic', /^\/v1\/messages$/],
  ['ai_c', 'gemini', 'Google Gemini', /^\/v1beta\/models\/gemini-test:generateContent$/],
];

let test: TestDatabase;
let worker: WorkerUnderTest;
let standIn: AiStandIn;

beforeAll(async () => {
  standIn = await startAiStandIn();
  test = await createTestDatabase();
  const at = (model: string) => ({ url: standIn.url, model });
  worker = await workerWithFields(test, FIELDS, [], { openai: at('gpt-test'), anthropic: at('claude-test'), gemini: at('gemini-test') });
});
afterAll(async () => {
  await test.drop();
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.script({ kind: 'answer', text: 'OK' });
});

const detectionRows = () => test.db.selectFrom('seedpress_field_detections').select(['field_key', 'detected_type', 'source']).orderBy('field_key').execute();

describe('POST /settings/ai/test', () => {
  it.each(PROVIDERS)('%s: reaches %s in its wire format and reports success', async (token, provider, label, path) => {
    // Setup
    await worker.call('POST', '/settings/ai', { provider: token, [`${token}_api_key`]: STAND_IN_KEY });

    // Action
    const res = await worker.call('POST', '/settings/ai/test');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `The connection to ${label} works.` });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({ provider, path: expect.stringMatching(path) });
  });

  it.each(PROVIDERS)("%s: reports the provider's API error with its status", async (token, provider, label) => {
    // Setup
    await worker.call('POST', '/settings/ai', { provider: token, [`${token}_api_key`]: 'sk-wrong' });
    const { status, message } = WRONG_KEY_ANSWERS[provider];

    // Action
    const res = await worker.call('POST', '/settings/ai/test');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, message: `${label} answered with an API error (HTTP ${status}): ${message}` });
  });

  it.each(PROVIDERS)('%s: never echoes the key when the provider quotes it back', async (token, _provider, label) => {
    // Setup
    await worker.call('POST', '/settings/ai', { provider: token, [`${token}_api_key`]: STAND_IN_KEY });
    standIn.script({ kind: 'error', status: 403, message: `Key ${STAND_IN_KEY} is disabled` });

    // Action
    const res = await worker.call('POST', '/settings/ai/test');

    // Assert
    expect(res.body).toEqual({ success: false, message: `${label} answered with an API error (HTTP 403): Key [key] is disabled` });
    expect(JSON.stringify(res.body)).not.toContain(STAND_IN_KEY.slice(0, 8));
  });

  it('reports a missing key without calling anyone', async () => {
    // Setup
    await worker.call('POST', '/settings/ai', { provider: 'ai_b', ai_b_api_key: '' });

    // Action
    const res = await worker.call('POST', '/settings/ai/test');

    // Assert
    expect(res.body).toEqual({ success: false, message: 'No API key is configured for Anthropic.' });
    expect(standIn.requests).toHaveLength(0);
  });

  it('reports a connection failure', async () => {
    // Setup: a worker whose providers point at a closed port.
    const closed = await workerOn(test);
    await closed.call('POST', '/settings/ai', { provider: 'ai_a', ai_a_api_key: STAND_IN_KEY });

    // Action
    const res = await closed.call('POST', '/settings/ai/test');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/^Could not connect to OpenAI: \S/) });
  });
});

describe('tier 2 field detection and its cache', () => {
  it('asks the AI about fields tier 1 is unsure of, caches the answer, and clears it on request', async () => {
    // Setup
    await worker.call('POST', '/settings/ai', { enabled: true, provider: 'ai_a', ai_a_api_key: STAND_IN_KEY });
    standIn.script({ kind: 'answer', text: 'Here you go: {"field_xq_7": "email", "field_price": "phone", "field_other": "email"}' });

    // Action
    const first = await worker.call('GET', '/fields/post');
    const second = await worker.call('GET', '/fields/post');
    const rows = await detectionRows();
    const cleared = await worker.call('POST', '/settings/ai/clear-cache');
    const left = await detectionRows();

    // Assert
    const types = (res: typeof first) => Object.fromEntries((res.body.fields as Array<{ name: string; detected_type: string }>).map((f) => [f.name, f.detected_type]));
    expect(types(first)).toEqual({ xq_7: 'email', price: 'price' });
    expect(types(second)).toEqual(types(first));
    expect(standIn.requests).toHaveLength(1);
    const prompt = JSON.stringify(standIn.requests[0]!.body);
    expect(prompt).toContain('field_xq_7');
    expect(prompt).not.toContain('field_price');
    expect(rows).toEqual([
      { field_key: 'field_price', detected_type: 'price', source: 'pattern' },
      { field_key: 'field_xq_7', detected_type: 'email', source: 'ai' },
    ]);
    expect(cleared.body).toEqual({ success: true, message: 'Cleared 1 cached AI field detection.' });
    expect(left).toEqual([{ field_key: 'field_price', detected_type: 'price', source: 'pattern' }]);
  });

  it.each([
    ['a nonsense answer', { kind: 'answer' as const, text: 'I think it is probably a kind of text.' }],
    ['an API error', { kind: 'error' as const, status: 500, message: 'The server had an error.' }],
  ])('keeps tier 1 after %s, and generation still succeeds', async (_name, script) => {
    // Setup
    await worker.call('DELETE', '/field-detections');
    await worker.call('POST', '/settings/ai', { enabled: true, provider: 'ai_c', ai_c_api_key: STAND_IN_KEY });
    standIn.script(script);

    // Action
    const fields = await worker.call('GET', '/fields/post');
    const generated = await worker.call('POST', '/generate/posts', { post_type: 'post', count: 1, auto_comments: false, set_featured_image: false });

    // Assert
    expect((fields.body.fields as Array<{ detected_type: string }>).map((f) => f.detected_type)).toEqual(['text', 'price']);
    expect(generated.status).toBe(200);
    expect(await detectionRows()).toEqual([
      { field_key: 'field_price', detected_type: 'price', source: 'pattern' },
      { field_key: 'field_xq_7', detected_type: 'text', source: 'fallback' },
    ]);
  });
});
