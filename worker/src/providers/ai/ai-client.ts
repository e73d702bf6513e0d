/** What every provider is asked: a system instruction, one user prompt, a token and a time limit. */
export interface CompletionRequest {
  system: string;
  prompt: string;
  maxTokens: number;
  timeoutMs: number;
}

/**
 * Why no usable text came back: the provider refused (its HTTP status and its own message), no
 * answer arrived (connection, time limit), or a success status came with an answer not in the
 * provider's documented shape.
 */
export type AiFailure = { kind: 'api'; status: number; reason: string } | { kind: 'connection'; reason: string } | { kind: 'format'; status: number; reason: string };

export type AiAnswer = { ok: true; text: string } | ({ ok: false } & AiFailure);

/** One AI provider's text completion, in its own wire format; failures come back as values, never as throws. */
export interface AiClient {
  /** The provider's product name, for messages. */
  readonly label: string;
  complete(request: CompletionRequest): Promise<AiAnswer>;
}
