import { AiProviderError, nestedErrorMessage, postJson, type AiClient } from './ai-client.js';

/** Google Gemini generateContent: POST /v1beta/models/{model}:generateContent, x-goog-api-key, answer in candidates[0].content.parts[].text. */
export class GeminiClient implements AiClient {
  readonly label = 'Google Gemini';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly model: string,
  ) {}

  async complete(r: { system: string; prompt: string; maxTokens: number; timeoutMs: number }): Promise<string> {
    const json = (await postJson(
      `${this.baseUrl.replace(/\/$/, '')}/v1beta/models/${encodeURIComponent(this.model)}:generateContent`,
      { 'x-goog-api-key': this.apiKey },
      {
        systemInstruction: { parts: [{ text: r.system }] },
        contents: [{ role: 'user', parts: [{ text: r.prompt }] }],
        generationConfig: { temperature: 0, maxOutputTokens: r.maxTokens },
      },
      r.timeoutMs,
      nestedErrorMessage,
    )) as { candidates?: Array<{ content?: { parts?: Array<{ text?: unknown }> } }> } | null;
    const parts = json?.candidates?.[0]?.content?.parts ?? [];
    const text = parts.map((p) => (typeof p.text === 'string' ? p.text : '')).join('');
    if (text === '') throw new AiProviderError(200, 'The answer had no text part.');
    return text;
  }
}
