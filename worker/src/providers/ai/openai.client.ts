import { AiProviderError, nestedErrorMessage, postJson, type AiClient } from './ai-client.js';

/** OpenAI Chat Completions: POST /v1/chat/completions, Bearer key, answer in choices[0].message.content. */
export class OpenAiClient implements AiClient {
  readonly label = 'OpenAI';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly model: string,
  ) {}

  async complete(r: { system: string; prompt: string; maxTokens: number; timeoutMs: number }): Promise<string> {
    const json = (await postJson(
      `${this.baseUrl.replace(/\/$/, '')}/v1/chat/completions`,
      { authorization: `Bearer ${this.apiKey}` },
      { model: this.model, temperature: 0, max_tokens: r.maxTokens, messages: [{ role: 'system', content: r.system }, { role: 'user', content: r.prompt }] },
      r.timeoutMs,
      nestedErrorMessage,
    )) as { choices?: Array<{ message?: { content?: unknown } }> } | null;
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new AiProviderError(200, 'The answer had no message content.');
    return content;
  }
}
