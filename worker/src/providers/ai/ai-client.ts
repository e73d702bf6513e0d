/** One AI provider's text completion, in its own wire format. */
export interface AiClient {
  /** The provider's product name, for messages. */
  readonly label: string;
  /** The model's text answer; throws AiProviderError. */
  complete(request: { system: string; prompt: string; maxTokens: number; timeoutMs: number }): Promise<string>;
}

/** `status` is the provider's HTTP status, or null when no answer arrived (connection, timeout). */
export class AiProviderError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** POSTs JSON and returns the parsed answer; non-2xx answers become AiProviderError with the provider's own message. */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number, errorMessage: (json: unknown) => string | undefined): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new AiProviderError(null, reason);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Left null: proxies and outages answer HTML.
  }
  if (!res.ok) throw new AiProviderError(res.status, errorMessage(json) ?? (text.slice(0, 200) || res.statusText));
  return json;
}

/** `{error: {message}}`, the error body of OpenAI, Anthropic and Google alike. */
export function nestedErrorMessage(json: unknown): string | undefined {
  const error = (json as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
}
