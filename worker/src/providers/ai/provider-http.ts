import type { AiFailure } from './ai-client.js';

export type JsonAnswer = { ok: true; status: number; json: unknown } | ({ ok: false } & AiFailure);

/** `{error: {message}}`: the error body of OpenAI, Anthropic and Google alike. */
function providerMessage(json: unknown): string | undefined {
  const error = (json as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A refusal in plain words: the provider's own message, else a short plain-text body, else the status text. */
function refusalReason(json: unknown, text: string, statusText: string): string {
  const plain = text.trim();
  // Proxies and outages answer HTML pages, which say nothing readable in one line.
  const readable = plain !== '' && !plain.startsWith('<') ? plain.slice(0, 200) : undefined;
  return providerMessage(json) ?? readable ?? (statusText || 'no error message');
}

type ErrorLike = { name?: unknown; message?: unknown; cause?: unknown };

// Duck-typed rather than instanceof: fetch's errors may come from another realm (test sandboxes).
const asErrorLike = (value: unknown): ErrorLike | null => (typeof value === 'object' && value !== null ? (value as ErrorLike) : null);

function unreachable(error: unknown, timeoutMs: number): string {
  const e = asErrorLike(error);
  if (e?.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // fetch() reports "fetch failed" and keeps the socket's reason (ECONNREFUSED, ENOTFOUND) as its cause.
  const cause = asErrorLike(e?.cause);
  if (typeof cause?.message === 'string') return cause.message;
  return typeof e?.message === 'string' ? e.message : String(error);
}

/** `base` without a trailing slash, then `path`: base URLs come from the environment either way. */
export const endpoint = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** POSTs JSON; the time limit covers the whole exchange, body included. */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<JsonAnswer> {
  let status: number;
  let statusText: string;
  let text: string;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    ({ status, statusText } = res);
    text = await res.text();
  } catch (error) {
    return { ok: false, kind: 'connection', reason: unreachable(error, timeoutMs) };
  }
  const json = parseJson(text);
  if (status < 200 || status > 299) return { ok: false, kind: 'api', status, reason: refusalReason(json, text, statusText) };
  if (json === undefined) return { ok: false, kind: 'format', status, reason: 'The answer was not JSON.' };
  return { ok: true, status, json };
}
