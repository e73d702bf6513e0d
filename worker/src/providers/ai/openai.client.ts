import type { AiAnswer, AiClient, CompletionRequest } from './ai-client.js';
import { endpoint, postJson } from './provider-http.js';

/** OpenAI Chat Completions: POST /v1/chat/completions, Bearer key, answer in choices[0].message.content. */
export class OpenAiClient implements AiClient {
  readonly label = 'OpenAI';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly model: string,
  ) {}

  async complete(r: CompletionRequest): Promise<AiAnswer> {
    const sent = await postJson(
      endpoint(this.baseUrl, '/v1/chat/completions'),
      { authorization: `Bearer ${this.apiKey}` },
      {
        model: this.model,
        temperature: 0,
        // max_tokens is deprecated and refused by newer models; max_completion_tokens is accepted by all.
        max_completion_tokens: r.maxTokens,
        messages: [
          { role: 'system', content: r.system },
          { role: 'user', content: r.prompt },
        ],
      },
      r.timeoutMs,
    );
    if (!sent.ok) return sent;
    const content = (sent.json as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
    return typeof content === 'string' ? { ok: true, text: content } : { ok: false, kind: 'format', status: sent.status, reason: 'The answer had no message content.' };
  }
}
