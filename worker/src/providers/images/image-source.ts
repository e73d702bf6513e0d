import type { ImageProviderKey } from '../../services/image-provider.catalog.js';
import { CuratedPhotos } from './curated-photos.js';
import type { Downloaded, Downloader } from './http-download.js';
import type { ImageProviderEndpoints, ImageRequest } from './image-request.js';
import { KeywordPhotos } from './keyword-photos.js';
import { PlaceholderImages } from './placeholder-images.js';
import { RandomPhotos } from './random-photos.js';

/** One provider's way of turning a request into image bytes (checked by the caller afterwards). */
export interface ImageSource {
  load(request: ImageRequest, http: Downloader): Promise<Downloaded>;
}

export function createImageSource(provider: ImageProviderKey, endpoints: ImageProviderEndpoints): ImageSource | undefined {
  switch (provider) {
    case 'photos_keyword':
      return new KeywordPhotos(endpoints.loremflickr);
    case 'photos_curated':
      return new CuratedPhotos(endpoints.unsplashApi, endpoints.unsplashAccessKey);
    case 'photos_random':
      return new RandomPhotos(endpoints.picsum);
    case 'placeholder':
      return new PlaceholderImages();
    default:
      return undefined;
  }
}
