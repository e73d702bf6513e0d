import type { ImageProviderKey } from '../../services/image-provider.catalog.js';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface ImageRequest {
  provider: ImageProviderKey;
  width: number;
  height: number;
  /** A category key (`nature`, `real-estate`, …); providers without category support ignore it. */
  category?: string;
  /** Picks the same picture again where the provider allows it (keyword photos, random photos, placeholder). */
  seed: number;
}

/** A failure never throws: `reason` is a warning a person can read. */
export type ImageResult =
  | { ok: true; data: Buffer; mime: ImageMime; width: number; height: number }
  | { ok: false; reason: string };

/** Where each external provider lives; tests point them at a local stand-in. */
export interface ImageProviderEndpoints {
  loremflickr: string;
  unsplashApi: string;
  picsum: string;
  unsplashAccessKey: string;
}
