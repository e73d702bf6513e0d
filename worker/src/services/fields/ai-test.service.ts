import type { Config } from '../../config.js';
import { AiProviderError } from '../../providers/ai/ai-client.js';
import { aiClient, AI_PROVIDER_LABELS } from '../../providers/ai/ai-client-factory.js';
import type { AiSettingsService } from '../ai-settings.service.js';

const TEST_TIMEOUT_MS = 15_000;

/** POST /settings/ai/test: one small request to the selected provider, reported in plain words. */
export class AiTestService {
  constructor(
    private readonly settings: AiSettingsService,
    private readonly config: Config,
  ) {}

  async test(): Promise<{ success: boolean; message: string }> {
    const { provider, apiKey } = await this.settings.credentials();
    const label = AI_PROVIDER_LABELS[provider];
    if (apiKey === '') return { success: false, message: `No API key is configured for ${label}.` };
    try {
      await aiClient(provider, apiKey, this.config.aiProviders).complete({ system: 'Connection test.', prompt: 'Reply with OK.', maxTokens: 5, timeoutMs: TEST_TIMEOUT_MS });
      return { success: true, message: `The connection to ${label} works.` };
    } catch (error) {
      if (error instanceof AiProviderError && error.status !== null) return { success: false, message: `${label} answered with an API error (HTTP ${error.status}): ${error.message}` };
      return { success: false, message: `Could not connect to ${label}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
}
