import { unsplashQuery } from './category-terms.js';
import type { Downloaded, Downloader } from './http-download.js';
import type { ImageRequest } from './image-request.js';
import type { ImageSource } from './image-source.js';
import { joinUrl } from './join-url.js';

interface UnsplashPhoto {
  raw: string;
  downloadLocation?: string;
}

/** Unsplash API: a random photo for the category, then its imgix `raw` URL cropped to the size. */
export class CuratedPhotos implements ImageSource {
  constructor(
    private readonly api: string,
    private readonly accessKey: string,
  ) {}

  async load(request: ImageRequest, http: Downloader): Promise<Downloaded> {
    if (this.accessKey === '') return { ok: false, reason: 'photos_curated needs an Unsplash access key' };
    const headers = { Authorization: `Client-ID ${this.accessKey}`, 'Accept-Version': 'v1' };
    const query = new URLSearchParams();
    if (request.category) query.set('query', unsplashQuery(request.category));
    query.set('orientation', orientation(request.width, request.height));

    const answer = await http.get(joinUrl(this.api, `photos/random?${query}`), headers);
    if (!answer.ok) return explain(answer);
    const photo = readPhoto(answer.data);
    if (!photo) return { ok: false, reason: 'Unsplash answered without a photo URL' };

    // The photo is on Unsplash's image servers, not the API: it gets no key.
    const image = await http.get(sizedUrl(photo.raw, request.width, request.height));
    // Unsplash's API terms ask apps to report each photo they use; a failed report costs nothing.
    // The key goes with it only when the report is on the API's own origin.
    if (image.ok && photo.downloadLocation) await http.get(photo.downloadLocation, sameOrigin(photo.downloadLocation, this.api) ? headers : {});
    return image;
  }
}

const sameOrigin = (url: string, base: string): boolean => URL.canParse(base) && new URL(url).origin === new URL(base).origin;

function orientation(width: number, height: number): string {
  if (width > height) return 'landscape';
  return width < height ? 'portrait' : 'squarish';
}

function readPhoto(body: Buffer): UnsplashPhoto | undefined {
  try {
    const json = JSON.parse(body.toString('utf8')) as { urls?: { raw?: unknown }; links?: { download_location?: unknown } };
    const raw = json.urls?.raw;
    if (typeof raw !== 'string' || !URL.canParse(raw)) return undefined;
    const location = json.links?.download_location;
    return { raw, downloadLocation: typeof location === 'string' && URL.canParse(location) ? location : undefined };
  } catch {
    return undefined;
  }
}

function sizedUrl(raw: string, width: number, height: number): string {
  const url = new URL(raw);
  const sizing = { w: width, h: height, fit: 'crop', fm: 'jpg', q: 80 };
  for (const [key, value] of Object.entries(sizing)) url.searchParams.set(key, String(value));
  return url.toString();
}

function explain(failure: Extract<Downloaded, { ok: false }>): Downloaded {
  if (failure.status === 401) return { ok: false, reason: 'Unsplash refused the access key (HTTP 401)' };
  if (failure.status === 403) return { ok: false, reason: 'Unsplash refused the request (HTTP 403): its hourly rate limit may be used up' };
  return failure;
}
