import type { MediaOrder } from '../../generators/media/media-order.js';
import { inFormat, renderVideo } from '../../generators/media/media-render.js';
import type { ImageFetcher } from '../../providers/images/image-fetcher.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import type { GeneratePostsRequest } from './generation-request.js';

/**
 * Different photos (and videos) a run gets of each kind and size: every attachment is its own
 * upload, but a run of hundreds of posts reuses these (in turn, so a gallery shows different
 * ones) rather than fetching or rendering, and resizing, hundreds.
 */
export const VARIANTS = 12;

/** One of a run's photos or videos, made when first needed (so the limit of files at once holds for downloads too), and its resized copies. */
export interface Variant {
  data(): Promise<Buffer>;
  resized: Map<string, Promise<Buffer>>;
}

function lazyVariant(make: () => Promise<Buffer>): Variant {
  let data: Promise<Buffer> | undefined;
  return { data: () => (data ??= make()), resized: new Map() };
}

/** A run's photos and videos of media fields, VARIANTS of each kind, size and format, handed out in turn. */
export class MediaVariants {
  /** Why photos became local placeholders, and how often. */
  readonly fallbacks = new Map<string, number>();
  private readonly lists = new Map<string, Variant[]>();
  private readonly turns = new Map<string, number>();

  constructor(private readonly fetcher: ImageFetcher, private readonly request: Pick<GeneratePostsRequest, 'download_images' | 'image_provider' | 'image_category'>) {}

  /** The variant for the next order of this kind; `seed` makes a new one while there are fewer than VARIANTS. */
  next(order: MediaOrder, seed: number): Variant {
    const key = `${order.type}:${order.width}x${order.height}.${order.extension}`;
    const list = this.lists.get(key) ?? this.lists.set(key, []).get(key)!;
    const turn = this.turns.get(key) ?? 0;
    this.turns.set(key, turn + 1);
    if (list.length < VARIANTS) list.push(lazyVariant(() => (order.type === 'file_video' ? renderVideo(order.width, order.height, seed, order.extension) : this.photo(order, seed))));
    return list[turn % VARIANTS]!;
  }

  /**
   * A photo from the provider the run's featured images use, in the field's format; a local
   * placeholder when the run downloads none or the provider has none.
   */
  private async photo(order: MediaOrder, seed: number): Promise<Buffer> {
    const r = this.request;
    const { type, width, height, extension } = order;
    const category = type === 'image_portrait' ? 'portrait' : r.image_category || (type === 'image_background' ? 'nature' : undefined);
    const request = { width, height, category, seed };
    let [got] = await this.fetcher.fetchAll([{ ...request, provider: (r.download_images ? r.image_provider : 'placeholder') as ImageProviderKey }]);
    if (!got!.ok) {
      this.fallbacks.set(got!.reason, (this.fallbacks.get(got!.reason) ?? 0) + 1);
      [got] = await this.fetcher.fetchAll([{ ...request, provider: 'placeholder' }]);
    }
    if (!got!.ok) throw new Error(got!.reason);
    return inFormat(got!.data, extension);
  }
}
