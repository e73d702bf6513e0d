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

export function unreachable(error: unknown, timeoutMs: number): string {
  const e = asErrorLike(error);
  if (e?.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // fetch() reports "fetch failed" and keeps the socket's reason (ECONNREFUSED, ENOTFOUND) as its cause.
  const cause = asErrorLike(e?.cause);
  if (typeof cause?.message === 'string') return cause.message;
  return typeof e?.message === 'string' ? e.message : String(error);
}

/** `base` without a trailing slash, then `path`: base URLs come from the environment either way. */
export const endpoint = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** Headers that carry a provider's key. */
const KEY_HEADERS = ['authorization', 'x-api-key', 'x-goog-api-key'];
/** Pieces of a key this long or longer are taken out of anything a provider says back. */
const KEY_PIECE = 8;

/** The keys a request carries: its key headers' values (less a `Bearer ` prefix) and its query string's values. */
function keysOf(url: string, headers: Record<string, string>): string[] {
  const fromHeaders = Object.entries(headers).filter(([name]) => KEY_HEADERS.includes(name.toLowerCase())).map(([, value]) => value.replace(/^Bearer\s+/i, ''));
  const fromQuery = URL.canParse(url) ? [...new URL(url).searchParams.values()] : [];
  return [...fromHeaders, ...fromQuery].filter((key) => key.length >= KEY_PIECE);
}

/** `text` with every run of characters that belongs to a piece of a key (`KEY_PIECE` or longer) as `[key]`: providers quote keys back in their errors. */
export function withoutKeys(text: string, keys: string[]): string {
  const secret = new Array<boolean>(text.length).fill(false);
  for (const key of keys) {
    for (let start = 0; start + KEY_PIECE <= key.length; start++) {
      const piece = key.slice(start, start + KEY_PIECE);
      for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) secret.fill(true, at, at + KEY_PIECE);
    }
  }
  return text.replace(/[\s\S]/g, (char, at: number) => (!secret[at] ? char : secret[at - 1] ? '' : '[key]'));
}

/**
 * POSTs JSON; the time limit covers the whole exchange, body included. Redirects are not followed:
 * the request carries the key, and a redirect could lead it to another host.
 */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<JsonAnswer> {
  const keys = keysOf(url, headers);
  let status: number;
  let statusText: string;
  let text: string;
  let location: string | null;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    ({ status, statusText } = res);
    location = res.headers.get('location');
    text = await res.text();
  } catch (error) {
    return { ok: false, kind: 'connection', reason: withoutKeys(unreachable(error, timeoutMs), keys) };
  }
  if (status >= 300 && status < 400) {
    const where = location && URL.canParse(location, url) ? ` to ${new URL(location, url).host}` : '';
    return { ok: false, kind: 'api', status, reason: `The provider redirected the request${where} (HTTP ${status}); AI requests follow no redirects, so that the key goes to the configured host only.` };
  }
  const json = parseJson(text);
  if (status < 200 || status > 299) return { ok: false, kind: 'api', status, reason: withoutKeys(refusalReason(json, text, statusText), keys) };
  if (json === undefined) return { ok: false, kind: 'format', status, reason: 'The answer was not JSON.' };
  return { ok: true, status, json };
}
