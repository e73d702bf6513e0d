import { aiClient, type AiProviderConfig } from '../../../../worker/src/providers/ai/ai-client-factory.js';
import type { CompletionRequest } from '../../../../worker/src/providers/ai/ai-client.js';
import { withoutKeys } from '../../../../worker/src/providers/ai/provider-http.js';
import type { AiProvider } from '../../../../worker/src/services/ai-settings.service.js';
import { closedLoopbackPort, startAiStandIn, STAND_IN_KEY, WRONG_KEY_ANSWERS, type AiStandIn, type Provider } from '../../../support/ai-stand-in.js';

const REQUEST: CompletionRequest = { system: 'You classify fields.', prompt: 'Which type is "zip"?', maxTokens: 42, timeoutMs: 5000 };

const PROVIDERS: Array<[token: AiProvider, provider: Provider, label: string]> = [
  ['ai_a', 'openai', 'OpenAI'],
  ['ai_b', 'anthropic', 'Anthropic'],
  ['ai_c', 'gemini', 'Google Gemini'],
];

/** What each provider must have received for REQUEST: path, key header and body in its own format. */
const EXPECTED_WIRE: Record<Provider, { path: string; headers: Record<string, string>; body: unknown }> = {
  openai: {
    path: '/v1/chat/completions',
    headers: { authorization: `Bearer ${STAND_IN_KEY}`, 'content-type': 'application/json' },
    body: {
      model: 'gpt-test',
      temperature: 0,
      max_completion_tokens: 42,
      messages: [
        { role: 'system', content: 'You classify fields.' },
        { role: 'user', content: 'Which type is "zip"?' },
      ],
    },
  },
  anthropic: {
    path: '/v1/messages',
    headers: { 'x-api-key': STAND_IN_KEY, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
    body: { model: 'claude-test', max_tokens: 42, temperature: 0, system: 'You classify fields.', messages: [{ role: 'user', content: 'Which type is "zip"?' }] },
  },
  gemini: {
    path: '/v1beta/models/gemini-test:generateContent',
    headers: { 'x-goog-api-key': STAND_IN_KEY, 'content-type': 'application/json' },
    body: {
      systemInstruction: { parts: [{ text: 'You classify fields.' }] },
      contents: [{ role: 'user', parts: [{ text: 'Which type is "zip"?' }] }],
      generationConfig: { temperature: 0, maxOutputTokens: 42 },
    },
  },
};

const configAt = (url: string): AiProviderConfig => ({
  openai: { url, model: 'gpt-test' },
  anthropic: { url, model: 'claude-test' },
  gemini: { url, model: 'gemini-test' },
});

describe('AI provider clients', () => {
  let standIn: AiStandIn;
  beforeAll(async () => (standIn = await startAiStandIn()));
  afterAll(async () => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.script({ kind: 'answer', text: 'postcode' });
  });

  describe.each(PROVIDERS)('%s (%s)', (token, provider, label) => {
    const client = (key = STAND_IN_KEY, url = standIn.url) => aiClient(token, key, configAt(url));

    it('sends the request in the provider\'s wire format and returns the model\'s text', async () => {
      // Action
      const answer = await client(STAND_IN_KEY, `${standIn.url}/`).complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: true, text: 'postcode' });
      expect(client().label).toBe(label);
      expect(standIn.requests).toHaveLength(1);
      const sent = standIn.requests[0]!;
      const wire = EXPECTED_WIRE[provider];
      expect(sent.path).toBe(wire.path);
      expect(sent.headers).toMatchObject(wire.headers);
      expect(sent.body).toEqual(wire.body);
    });

    it('reports a wrong key with the provider\'s status and its own message', async () => {
      // Setup
      const { status, message } = WRONG_KEY_ANSWERS[provider];

      // Action
      const answer = await client('sk-wrong').complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'api', status, reason: message });
    });

    it.each([
      [429, 'Rate limit reached for requests.'],
      [500, 'The server had an error while processing your request.'],
    ])('reports HTTP %i with the message of the provider\'s error body', async (status, message) => {
      // Setup
      standIn.script({ kind: 'error', status, message });

      // Action
      const answer = await client().complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'api', status, reason: message });
    });

    it.each([
      ['an HTML error page gives the status text', { status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }, 'Bad Gateway'],
      ['a plain-text error gives its text', { status: 503, contentType: 'text/plain', body: 'upstream connect error\n' }, 'upstream connect error'],
    ])('reports a non-JSON refusal: %s', async (_name, raw, reason) => {
      // Setup
      standIn.script({ kind: 'raw', ...raw });

      // Action
      const answer = await client().complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'api', status: raw.status, reason });
    });

    it.each([
      ['a body that is not JSON', { status: 200, contentType: 'text/html', body: '<html>Welcome to the captive portal</html>' }, /^The answer was not JSON\.$/],
      ['JSON without the answer\'s text', { status: 200, contentType: 'application/json', body: '{"id":"x"}' }, /^The answer had no (message content|text block|text part)\.$/],
    ])('reports a success answer in the wrong shape: %s', async (_name, raw, reason) => {
      // Setup
      standIn.script({ kind: 'raw', ...raw });

      // Action
      const answer = await client().complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'format', status: 200, reason: expect.stringMatching(reason) });
    });

    it('follows no redirect: the key never reaches the host it points to', async () => {
      // Setup: the redirect points at a second stand-in, which records whatever reaches it.
      const elsewhere = await startAiStandIn();
      standIn.script({ kind: 'redirect', status: 307, location: `${elsewhere.url}${EXPECTED_WIRE[provider].path}` });

      // Action
      const answer = await client().complete(REQUEST);
      await elsewhere.close();

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'api', status: 307, reason: `The provider redirected the request to ${new URL(elsewhere.url).host} (HTTP 307); AI requests follow no redirects, so that the key goes to the configured host only.` });
      expect(elsewhere.requests).toEqual([]);
    });

    it('takes the key out of an error message that quotes it', async () => {
      // Setup
      standIn.script({ kind: 'error', status: 400, message: `Invalid key ${STAND_IN_KEY}; key starts ${STAND_IN_KEY.slice(0, 10)}…` });

      // Action
      const answer = await client().complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'api', status: 400, reason: 'Invalid key [key]; key starts [key]…' });
    });

    it('gives up after its time limit when the provider never answers', async () => {
      // Setup
      standIn.script({ kind: 'hang' });

      // Action: the stand-in never answers, so only the client's own limit can end this.
      const answer = await client().complete({ ...REQUEST, timeoutMs: 200 });

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'connection', reason: 'no answer within 200 ms' });
    });

    it('reports a refused connection with the socket\'s reason', async () => {
      // Setup
      const port = await closedLoopbackPort();

      // Action
      const answer = await client(STAND_IN_KEY, `http://127.0.0.1:${port}`).complete(REQUEST);

      // Assert
      expect(answer).toEqual({ ok: false, kind: 'connection', reason: `connect ECONNREFUSED 127.0.0.1:${port}` });
    });
  });

  it('Anthropic: joins the text blocks and skips blocks of other types', async () => {
    // Setup
    const body = { type: 'message', role: 'assistant', content: [{ type: 'thinking', thinking: 'hmm' }, { type: 'text', text: '{"a":' }, { type: 'text', text: '"b"}' }] };
    standIn.script({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify(body) });

    // Action
    const answer = await aiClient('ai_b', STAND_IN_KEY, configAt(standIn.url)).complete(REQUEST);

    // Assert
    expect(answer).toEqual({ ok: true, text: '{"a":"b"}' });
  });

  it.each([
    ['a candidate stopped at the token limit', { candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS' }] }, 'The answer had no text part (MAX_TOKENS).'],
    ['a blocked prompt', { promptFeedback: { blockReason: 'SAFETY' } }, 'The answer had no text part (SAFETY).'],
  ])('Gemini: says why there is no text: %s', async (_name, body, reason) => {
    // Setup
    standIn.script({ kind: 'raw', status: 200, contentType: 'application/json', body: JSON.stringify(body) });

    // Action
    const answer = await aiClient('ai_c', STAND_IN_KEY, configAt(standIn.url)).complete(REQUEST);

    // Assert
    expect(answer).toEqual({ ok: false, kind: 'format', status: 200, reason });
  });
});

describe('the AI stand-in', () => {
  let standIn: AiStandIn;
  beforeAll(async () => (standIn = await startAiStandIn()));
  afterAll(async () => standIn.close());

  it.each([
    ['/v1/chat/completions', { authorization: `Bearer ${STAND_IN_KEY}` }, { messages: [{ role: 'user', content: 'x' }] }, { error: { message: 'you must provide a model parameter', type: 'invalid_request_error', param: null, code: null } }],
    ['/v1/messages', { 'x-api-key': STAND_IN_KEY, 'anthropic-version': '2023-06-01' }, { model: 'm', messages: [{ role: 'user', content: 'x' }] }, { type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: Field required' } }],
    ['/v1/messages', { 'x-api-key': STAND_IN_KEY }, { model: 'm', max_tokens: 5, messages: [{ role: 'user', content: 'x' }] }, { type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' } }],
    ['/v1beta/models/m:generateContent', { 'x-goog-api-key': STAND_IN_KEY }, { contents: [] }, { error: { code: 400, message: '* GenerateContentRequest.contents: contents is not specified\n', status: 'INVALID_ARGUMENT' } }],
  ])('refuses a request %s the real API refuses, with its error body', async (path, headers, body, expected) => {
    // Action
    const res = await fetch(`${standIn.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    // Assert
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(expected);
  });
});

describe('withoutKeys', () => {
  const KEY = 'sk-proj-ABCDEFGH12345678';

  it.each([
    [`key ${KEY} refused`, 'key [key] refused'],
    [`starts ${KEY.slice(0, 8)}, ends ${KEY.slice(-9)}`, 'starts [key], ends [key]'],
    [`too short to tell: ${KEY.slice(0, 7)}`, `too short to tell: ${KEY.slice(0, 7)}`],
    [`twice: ${KEY} ${KEY}`, 'twice: [key] [key]'],
    ['nothing of it', 'nothing of it'],
  ])('%s → %s', (text, expected) => {
    expect(withoutKeys(text, [KEY])).toBe(expected);
  });
});
