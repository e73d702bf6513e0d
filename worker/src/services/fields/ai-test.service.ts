import type { Config } from '../../config.js';
import type { AiFailure } from '../../providers/ai/ai-client.js';
import { aiClient } from '../../providers/ai/ai-client-factory.js';
import type { AiProvider } from '../ai-settings.service.js';

const TEST_TIMEOUT_MS = 15_000;

/** The selected provider and its plain key (AiSettingsService.credentials). */
export interface AiCredentials {
  credentials(): Promise<{ provider: AiProvider; apiKey: string }>;
}

function failureMessage(label: string, failure: AiFailure): string {
  switch (failure.kind) {
    // The spec's three messages: a success status with an unusable answer is an API error too.
    case 'api':
    case 'format':
      return `${label} answered with an API error (HTTP ${failure.status}): ${failure.reason}`;
    case 'connection':
      return `Could not connect to ${label}: ${failure.reason}`;
  }
}

/** POST /settings/ai/test: one small request to the selected provider, reported in plain words; always HTTP 200. */
export class AiTestService {
  constructor(
    private readonly settings: AiCredentials,
    private readonly config: Pick<Config, 'aiProviders'>,
    private readonly timeoutMs = TEST_TIMEOUT_MS,
  ) {}

  async test(): Promise<{ success: boolean; message: string }> {
    const { provider, apiKey } = await this.settings.credentials();
    const client = aiClient(provider, apiKey, this.config.aiProviders);
    if (apiKey === '') return { success: false, message: `No API key is configured for ${client.label}.` };
    const answer = await client.complete({ system: 'You answer connection tests.', prompt: 'Reply with the single word OK.', maxTokens: 16, timeoutMs: this.timeoutMs });
    return answer.ok ? { success: true, message: `The connection to ${client.label} works.` } : { success: false, message: failureMessage(client.label, answer) };
  }
}
