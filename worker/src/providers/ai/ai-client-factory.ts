import type { AiProvider } from '../../services/ai-settings.service.js';
import type { AiClient } from './ai-client.js';
import { AnthropicClient } from './anthropic.client.js';
import { GeminiClient } from './gemini.client.js';
import { OpenAiClient } from './openai.client.js';

/** Where each provider is reached and which model it is asked; configurable so tests point them at a local stand-in. */
export interface AiProviderConfig {
  openai: { url: string; model: string };
  anthropic: { url: string; model: string };
  gemini: { url: string; model: string };
}

/** The spec's provider tokens: ai_a OpenAI, ai_b Anthropic, ai_c Google Gemini. */
export function aiClient(provider: AiProvider, apiKey: string, config: AiProviderConfig): AiClient {
  switch (provider) {
    case 'ai_a':
      return new OpenAiClient(config.openai.url, apiKey, config.openai.model);
    case 'ai_b':
      return new AnthropicClient(config.anthropic.url, apiKey, config.anthropic.model);
    case 'ai_c':
      return new GeminiClient(config.gemini.url, apiKey, config.gemini.model);
  }
}
