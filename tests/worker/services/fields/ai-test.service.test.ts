import type { AiProvider } from '../../../../worker/src/services/ai-settings.service.js';
import { AiTestService } from '../../../../worker/src/services/fields/ai-test.service.js';
import { closedLoopbackPort, startAiStandIn, STAND_IN_KEY, WRONG_KEY_ANSWERS, type AiStandIn, type Provider } from '../../../support/ai-stand-in.js';

const PROVIDERS: Array<[token: AiProvider, provider: Provider, label: string]> = [
  ['ai_a', 'openai', 'OpenAI'],
  ['ai_b', 'anthropic', 'Anthropic'],
  ['ai_c', 'gemini', 'Google Gemini'],
];

describe('AiTestService', () => {
  let standIn: AiStandIn;
  beforeAll(async () => (standIn = await startAiStandIn()));
  afterAll(async () => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.script({ kind: 'answer', text: 'OK' });
  });

  /** The service for one provider and key, its providers at the stand-in. */
  const serviceFor = (provider: AiProvider, apiKey: string, url = standIn.url) => {
    const at = { url, model: 'test-model' };
    return new AiTestService({ credentials: () => Promise.resolve({ provider, apiKey }) }, { aiProviders: { openai: at, anthropic: at, gemini: at } }, 300);
  };

  describe.each(PROVIDERS)('%s (%s)', (token, provider, label) => {
    it('reports success after one small request', async () => {
      // Action
      const result = await serviceFor(token, STAND_IN_KEY).test();

      // Assert
      expect(result).toEqual({ success: true, message: `The connection to ${label} works.` });
      expect(standIn.requests.map((r) => r.provider)).toEqual([provider]);
      expect(JSON.stringify(standIn.requests[0]!.body)).toContain('Reply with the single word OK.');
    });

    it('reports a wrong key with the provider\'s status and message', async () => {
      // Setup
      const { status, message } = WRONG_KEY_ANSWERS[provider];

      // Action
      const result = await serviceFor(token, 'sk-wrong').test();

      // Assert
      expect(result).toEqual({ success: false, message: `${label} answered with an API error (HTTP ${status}): ${message}` });
    });

    it('reports a missing key without calling anyone', async () => {
      // Action
      const result = await serviceFor(token, '').test();

      // Assert
      expect(result).toEqual({ success: false, message: `No API key is configured for ${label}.` });
      expect(standIn.requests).toHaveLength(0);
    });
  });

  it('reports a rate limit with the provider\'s own message', async () => {
    // Setup
    standIn.script({ kind: 'error', status: 429, message: 'Number of request tokens has exceeded your per-minute rate limit' });

    // Action
    const result = await serviceFor('ai_b', STAND_IN_KEY).test();

    // Assert
    expect(result).toEqual({ success: false, message: 'Anthropic answered with an API error (HTTP 429): Number of request tokens has exceeded your per-minute rate limit' });
  });

  it('reports a provider that never answers as a connection failure after its time limit', async () => {
    // Setup
    standIn.script({ kind: 'hang' });

    // Action
    const result = await serviceFor('ai_c', STAND_IN_KEY).test();

    // Assert
    expect(result).toEqual({ success: false, message: 'Could not connect to Google Gemini: no answer within 300 ms' });
  });

  it('reports an unreachable provider as a connection failure', async () => {
    // Setup
    const port = await closedLoopbackPort();

    // Action
    const result = await serviceFor('ai_a', STAND_IN_KEY, `http://127.0.0.1:${port}`).test();

    // Assert
    expect(result).toEqual({ success: false, message: `Could not connect to OpenAI: connect ECONNREFUSED 127.0.0.1:${port}` });
  });

  it('reports a success status with an unreadable body as a failure', async () => {
    // Setup: a captive portal or misconfigured proxy in front of the provider.
    standIn.script({ kind: 'raw', status: 200, contentType: 'text/html', body: '<html>Sign in to the hotel Wi-Fi</html>' });

    // Action
    const result = await serviceFor('ai_a', STAND_IN_KEY).test();

    // Assert
    expect(result).toEqual({ success: false, message: 'OpenAI answered with an API error (HTTP 200): The answer was not JSON.' });
  });
});
