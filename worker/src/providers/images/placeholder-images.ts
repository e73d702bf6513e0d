import { IMAGE_CATEGORIES } from '../../services/image-provider.catalog.js';
import type { Downloaded } from './http-download.js';
import type { ImageRequest } from './image-request.js';
import type { ImageSource } from './image-source.js';
import { renderPlaceholder } from './placeholder-image.js';

export class PlaceholderImages implements ImageSource {
  async load(request: ImageRequest): Promise<Downloaded> {
    const label = request.category ? (IMAGE_CATEGORIES[request.category] ?? request.category) : undefined;
    const person = request.category === 'portrait';
    return { ok: true, data: await renderPlaceholder({ width: request.width, height: request.height, seed: request.seed, label, person }) };
  }
}
