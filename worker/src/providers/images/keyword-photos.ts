import { flickrTags } from './category-terms.js';
import type { Downloaded, Downloader } from './http-download.js';
import type { ImageRequest } from './image-request.js';
import type { ImageSource } from './image-source.js';
import { joinUrl } from './join-url.js';

/** LoremFlickr: `/{w}/{h}/{tags}` redirects to a JPEG; `lock` picks the same photo for the same seed. */
export class KeywordPhotos implements ImageSource {
  constructor(private readonly base: string) {}

  load(request: ImageRequest, http: Downloader): Promise<Downloaded> {
    const tags = request.category ? `/${encodeURIComponent(flickrTags(request.category)).replace(/%2C/g, ',')}` : '';
    return http.get(joinUrl(this.base, `${request.width}/${request.height}${tags}?lock=${request.seed}`));
  }
}
