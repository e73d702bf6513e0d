import type { AiAnswer, AiClient, CompletionRequest } from './ai-client.js';
import { endpoint, postJson } from './provider-http.js';

const API_VERSION = '2023-06-01';

type ContentBlock = { type?: unknown; text?: unknown };

/** Anthropic Messages: POST /v1/messages, x-api-key and anthropic-version headers, answer in the text blocks of content[]. */
export class AnthropicClient implements AiClient {
  readonly label = 'Anthropic';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly model: string,
  ) {}

  async complete(r: CompletionRequest): Promise<AiAnswer> {
    const sent = await postJson(
      endpoint(this.baseUrl, '/v1/messages'),
      { 'x-api-key': this.apiKey, 'anthropic-version': API_VERSION },
      { model: this.model, max_tokens: r.maxTokens, temperature: 0, system: r.system, messages: [{ role: 'user', content: r.prompt }] },
      r.timeoutMs,
    );
    if (!sent.ok) return sent;
    const content = (sent.json as { content?: unknown } | null)?.content;
    const texts = Array.isArray(content) ? (content as ContentBlock[]).filter((b) => b.type === 'text' && typeof b.text === 'string').map((b) => b.text as string) : [];
    return texts.length > 0 ? { ok: true, text: texts.join('') } : { ok: false, kind: 'format', status: sent.status, reason: 'The answer had no text block.' };
  }
}
