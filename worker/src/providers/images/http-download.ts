import axios, { type AxiosResponse } from 'axios';

/** `status` is the HTTP status of a refused request, for sources that can explain it better. */
export type Downloaded = { ok: true; data: Buffer } | { ok: false; reason: string; status?: number };

export interface DownloadLimits {
  /** Whole exchange of one attempt: connect, redirects, headers and body. */
  timeoutMs: number;
  maxBytes: number;
  /** How often an HTTP 429 is retried before giving up. */
  retries429: number;
  /** Upper bound on a server's Retry-After, so one throttled provider cannot park a run. */
  maxRetryAfterMs: number;
}

interface Answer {
  status: number;
  retryAfter: unknown;
  data: Buffer;
}

const DEFAULT_RETRY_AFTER_MS = 1000;

/** Plain GETs with hard limits; every failure comes back as a readable reason, never as a throw. */
export class Downloader {
  constructor(private readonly limits: DownloadLimits) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<Downloaded> {
    const host = hostOf(url);
    for (let attempt = 0; ; attempt++) {
      const answer = await this.attempt(url, headers, host);
      if ('reason' in answer) return answer;
      const { status, retryAfter, data } = answer;
      if (status >= 200 && status < 300) return { ok: true, data };
      if (status !== 429) return { ok: false, reason: `${host} answered HTTP ${status}`, status };
      if (attempt >= this.limits.retries429) {
        return { ok: false, reason: `${host} kept answering HTTP 429 (too many requests) after ${attempt} ${attempt === 1 ? 'retry' : 'retries'}`, status };
      }
      await sleep(retryDelayMs(retryAfter, this.limits.maxRetryAfterMs));
    }
  }

  private async attempt(url: string, headers: Record<string, string>, host: string): Promise<Answer | { ok: false; reason: string }> {
    // axios's own `timeout` only notices an idle socket; a body that trickles needs a deadline.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.limits.timeoutMs);
    try {
      const response: AxiosResponse<ArrayBuffer> = await axios.get(url, {
        headers,
        responseType: 'arraybuffer',
        signal: deadline.signal,
        maxContentLength: this.limits.maxBytes,
        maxRedirects: 5,
        validateStatus: () => true,
      });
      return { status: response.status, retryAfter: response.headers['retry-after'], data: Buffer.from(response.data) };
    } catch (error) {
      if (deadline.signal.aborted) return { ok: false, reason: `${host} did not deliver within ${this.limits.timeoutMs} ms` };
      return { ok: false, reason: failureReason(error, host, this.limits.maxBytes) };
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
