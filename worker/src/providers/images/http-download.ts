import axios, { type AxiosResponse } from 'axios';
import { destinationOf } from '../../net/outbound-destination.js';

/**
 * `status` is the HTTP status of a refused request, for sources that can explain it better;
 * `tooLarge` marks an answer refused for being larger than the size limit.
 */
export type Downloaded = { ok: true; data: Buffer } | { ok: false; reason: string; status?: number; tooLarge?: true };

export interface DownloadLimits {
  /** Whole exchange of one attempt: connect, redirects, headers and body. */
  timeoutMs: number;
  maxBytes: number;
  /** How often an HTTP 429 is retried before giving up. */
  retries429: number;
  /** Upper bound on a server's Retry-After, so one throttled provider cannot park a run. */
  maxRetryAfterMs: number;
  /** The providers' configured origins: reached as configured (see destinationOf()). */
  trustedOrigins: ReadonlySet<string>;
  wait: (ms: number) => Promise<void>;
}

/** Redirects followed per request, each checked as the first hop is. */
const MAX_REDIRECTS = 3;

interface Answer {
  status: number;
  retryAfter: unknown;
  location: unknown;
  data: Buffer;
}

const DEFAULT_RETRY_AFTER_MS = 1000;

/**
 * Plain GETs with hard limits; every failure comes back as a readable reason, never as a throw.
 * Redirects are followed here, at most three, each target checked before it is reached; `headers`
 * (a provider's key) go only to the URL's own origin, never to a redirect's elsewhere.
 */
export class Downloader {
  constructor(private readonly limits: DownloadLimits) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<Downloaded> {
    const host = hostOf(url);
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return { ok: false, reason: `${url} is not a URL` };
    }
    const home = target.origin;
    for (let attempt = 0, hops = 0; ; ) {
      const answer = await this.attempt(target, target.origin === home ? headers : {}, host);
      if ('reason' in answer) return answer;
      const { status, retryAfter, data, location } = answer;
      if (status >= 300 && status < 400 && typeof location === 'string') {
        if (++hops > MAX_REDIRECTS) return { ok: false, reason: `${host} redirected more than ${MAX_REDIRECTS} times` };
        if (!URL.canParse(location, target)) return { ok: false, reason: `${host} redirected to something that is not a URL` };
        target = new URL(location, target);
        continue;
      }
      if (status >= 200 && status < 300) return { ok: true, data };
      if (status !== 429) return { ok: false, reason: `${host} answered HTTP ${status}`, status };
      if (attempt >= this.limits.retries429) {
        return { ok: false, reason: `${host} kept answering HTTP 429 (too many requests) after ${attempt} ${attempt === 1 ? 'retry' : 'retries'}`, status };
      }
      attempt++;
      await this.limits.wait(retryDelayMs(retryAfter, this.limits.maxRetryAfterMs));
    }
  }

  private async attempt(url: URL, headers: Record<string, string>, host: string): Promise<Answer | Extract<Downloaded, { ok: false }>> {
    const destination = await destinationOf(url, this.limits.trustedOrigins);
    if (!destination.ok) return { ok: false, reason: destination.reason };
    const { pinned } = destination;
    // axios's own `timeout` only notices an idle socket; a body that trickles needs a deadline.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.limits.timeoutMs);
    try {
      const response: AxiosResponse<ArrayBuffer> = await axios.get(url.toString(), {
        headers,
        responseType: 'arraybuffer',
        signal: deadline.signal,
        maxContentLength: this.limits.maxBytes,
        maxRedirects: 0,
        validateStatus: () => true,
        // The address checked above, and no other: a second resolution could answer differently.
        ...(pinned ? { lookup: async () => ({ address: pinned.address, family: pinned.family }) } : {}),
      });
      return { status: response.status, retryAfter: response.headers['retry-after'], location: response.headers.location, data: Buffer.from(response.data) };
    } catch (error) {
      if (deadline.signal.aborted) return { ok: false, reason: `${host} did not deliver within ${this.limits.timeoutMs} ms` };
      const tooLarge = error instanceof Error && error.message.includes('maxContentLength');
      return { ok: false, reason: failureReason(error, host, this.limits.maxBytes), ...(tooLarge ? { tooLarge } : {}) };
    } finally {
      clearTimeout(timer);
    }
  }
}

function failureReason(error: unknown, host: string, maxBytes: number): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('maxContentLength')) return `the answer of ${host} is larger than ${maxBytes} bytes`;
  const code = axios.isAxiosError(error) && error.code ? ` (${error.code})` : '';
  return `could not download from ${host}: ${message}${code}`;
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryDelayMs(header: unknown, capMs: number): number {
  const text = typeof header === 'string' ? header.trim() : '';
  let delay = DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(text)) delay = Number(text) * 1000;
  else if (text !== '' && !Number.isNaN(Date.parse(text))) delay = Date.parse(text) - Date.now();
  return Math.min(Math.max(delay, 0), capMs);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
