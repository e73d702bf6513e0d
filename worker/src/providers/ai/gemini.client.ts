import type { AiAnswer, AiClient, CompletionRequest } from './ai-client.js';
import { endpoint, postJson } from './provider-http.js';

interface GenerateContentResponse {
  candidates?: Array<{ content?: { parts?: Array<{ text?: unknown }> }; finishReason?: unknown }>;
  promptFeedback?: { blockReason?: unknown };
}

/** Why Gemini gave no text: a blocked prompt or a candidate that stopped early (MAX_TOKENS, SAFETY) say so. */
function noTextReason(json: GenerateContentResponse | null): string {
  const why = json?.promptFeedback?.blockReason ?? json?.candidates?.[0]?.finishReason;
  return typeof why === 'string' ? `The answer had no text part (${why}).` : 'The answer had no text part.';
}

/** Google Gemini generateContent: POST /v1beta/models/{model}:generateContent, x-goog-api-key, answer in candidates[0].content.parts[].text. */
export class GeminiClient implements AiClient {
  readonly label = 'Google Gemini';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly model: string,
  ) {}

  async complete(r: CompletionRequest): Promise<AiAnswer> {
    const sent = await postJson(
      endpoint(this.baseUrl, `/v1beta/models/${encodeURIComponent(this.model)}:generateContent`),
      { 'x-goog-api-key': this.apiKey },
      {
        systemInstruction: { parts: [{ text: r.system }] },
        contents: [{ role: 'user', parts: [{ text: r.prompt }] }],
        generationConfig: { temperature: 0, maxOutputTokens: r.maxTokens },
      },
      r.timeoutMs,
    );
    if (!sent.ok) return sent;
    const json = sent.json as GenerateContentResponse | null;
    const text = (json?.candidates?.[0]?.content?.parts ?? []).map((p) => (typeof p.text === 'string' ? p.text : '')).join('');
    return text !== '' ? { ok: true, text } : { ok: false, kind: 'format', status: sent.status, reason: noTextReason(json) };
  }
}
