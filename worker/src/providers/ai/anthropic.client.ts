import { AiProviderError, nestedErrorMessage, postJson, type AiClient } from './ai-client.js';

const API_VERSION = '2023-06-01';

/** Anthropic Messages: POST /v1/messages, x-api-key and anthropic-version headers, answer in content[].text. */
export class AnthropicClient implements AiClient {
  readonly label = 'Anthropic';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly model: string,
  ) {}

  async complete(r: { system: string; prompt: string; maxTokens: number; timeoutMs: number }): Promise<string> {
    const json = (await postJson(
      `${this.baseUrl.replace(/\/$/, '')}/v1/messages`,
      { 'x-api-key': this.apiKey, 'anthropic-version': API_VERSION },
      { model: this.model, max_tokens: r.maxTokens, temperature: 0, system: r.system, messages: [{ role: 'user', content: r.prompt }] },
      r.timeoutMs,
      nestedErrorMessage,
    )) as { content?: Array<{ type?: string; text?: unknown }> } | null;
    const text = json?.content?.find((block) => block.type === 'text')?.text;
    if (typeof text !== 'string') throw new AiProviderError(200, 'The answer had no text block.');
    return text;
  }
}
