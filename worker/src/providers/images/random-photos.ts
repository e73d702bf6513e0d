import type { Downloaded, Downloader } from './http-download.js';
import type { ImageRequest } from './image-request.js';
import type { ImageSource } from './image-source.js';
import { joinUrl } from './join-url.js';

/**
 * Lorem Picsum has no categories. Its `/seed/{seed}/{w}/{h}` form redirects to a JPEG that is the
 * same for the same seed and differs between seeds, so a run does not repeat a photo by chance.
 */
export class RandomPhotos implements ImageSource {
  constructor(private readonly base: string) {}

  load(request: ImageRequest, http: Downloader): Promise<Downloaded> {
    return http.get(joinUrl(this.base, `seed/${request.seed}/${request.width}/${request.height}`));
  }
}
