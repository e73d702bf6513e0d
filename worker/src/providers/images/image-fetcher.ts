import pLimit from 'p-limit';
import { Downloader } from './http-download.js';
import { inspectImage } from './image-inspection.js';
import type { ImageProviderEndpoints, ImageRequest, ImageResult } from './image-request.js';
import { createImageSource } from './image-source.js';

export type { ImageProviderEndpoints, ImageRequest, ImageResult } from './image-request.js';

export interface ImageFetcherOptions {
  /** Downloads (and local renderings) in flight at once. */
  concurrency?: number;
  /** Per HTTP request, from connecting to the last body byte. */
  timeoutMs?: number;
  maxBytes?: number;
  retries429?: number;
  /** Cap on a 429's Retry-After wait. */
  maxRetryAfterMs?: number;
  /** How a Retry-After is waited out (tests record the waits instead of spending them). */
  wait?: (ms: number) => Promise<void>;
}

const DEFAULTS: Required<ImageFetcherOptions> = {
  concurrency: 4,
  timeoutMs: 15_000,
  maxBytes: 15 * 1024 * 1024,
  retries429: 2,
  maxRetryAfterMs: 5_000,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Gets the images of a run, a bounded number at a time. A failed image is a result with a
 * reason, never an exception: the post it was meant for is created without it.
 */
export class ImageFetcher {
  private readonly options: Required<ImageFetcherOptions>;
  private readonly http: Downloader;

  constructor(
    private readonly endpoints: ImageProviderEndpoints,
    options: ImageFetcherOptions = {},
  ) {
    const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    this.options = { ...DEFAULTS, ...given };
    // The providers' base URLs are the operator's: reached as configured. Anything else they
    // point to (redirects, URLs in an API's answer) must be on the public internet.
    const trustedOrigins = new Set([endpoints.loremflickr, endpoints.unsplashApi, endpoints.picsum].filter((base) => URL.canParse(base)).map((base) => new URL(base).origin));
    this.http = new Downloader({ ...this.options, trustedOrigins });
  }

  /** Results in request order; `onEach` hears of each one as it completes (it must not throw). */
  fetchAll(requests: ImageRequest[], onEach?: (index: number, result: ImageResult) => void): Promise<ImageResult[]> {
    const limit = pLimit(Math.max(1, Math.floor(this.options.concurrency)));
    return Promise.all(
      requests.map((request, index) =>
        limit(async () => {
          const result = await this.fetchOne(request);
          onEach?.(index, result);
          return result;
        }),
      ),
    );
  }

  private async fetchOne(request: ImageRequest): Promise<ImageResult> {
    try {
      if (!isDimension(request.width) || !isDimension(request.height)) {
        return { ok: false, reason: `invalid image size ${request.width}×${request.height}` };
      }
      const source = createImageSource(request.provider, this.endpoints);
      if (!source) return { ok: false, reason: `unknown image provider "${String(request.provider)}"` };
      const loaded = await source.load(request, this.http);
      return loaded.ok ? await inspectImage(loaded.data) : { ok: false, reason: loaded.reason };
    } catch (error) {
      return { ok: false, reason: `image failed unexpectedly: ${(error as Error).message}` };
    }
  }
}

function isDimension(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}
