import { randomUUID } from 'node:crypto';
import { serialize } from 'php-serialize';
import type { HostContext } from '../../contract/host-context.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import { siteOffsetMs } from '../../core-parity/site-clock.js';
import { RunFileJournal } from '../../generators/images/run-file-journal.js';
import { deleteStoredFiles, storeImage, type StoredImage } from '../../generators/images/store-image.js';
import { createFaker } from '../../generators/text/faker-factory.js';
import { createTextGenerator } from '../../generators/text/text-generator.js';
import { ImageFetcher, type ImageProviderEndpoints, type ImageRequest } from '../../providers/images/image-fetcher.js';
import { ApiError } from '../../errors.js';
import { AttachmentWriter } from '../generation/attachment-writer.js';
import { historyRows, localeAndSeed } from '../generation/content-run.js';
import { generationFailed } from '../generation/generation-failure.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import type { SettingsService } from '../settings.service.js';
import type { Touched } from '../touched.js';
import { imageFrom, type AttachmentMetadata } from './media-views.js';

export interface DownloadRequest {
  count: number;
  provider: string;
  category: string;
  width: number;
  height?: number;
  aspect_ratio: string;
  random_size: boolean;
  width_min: number;
  width_max: number;
  locale?: string;
  seed?: number;
}

/** Spec "Downloaded image". */
export interface DownloadedImage {
  id: number;
  title: string;
  url: string;
  thumbnail: string;
  dimensions: string;
  ratio: string | null;
}

export interface DownloadResult {
  success: true;
  message: string;
  count: number;
  images: DownloadedImage[];
  /** Images that could not be had, one line each: the others are still added. */
  warnings: string[];
  seed: number;
}

interface StoredDownload {
  stored: StoredImage;
  title: string;
  slug: string;
}

/** POST /media/download: pictures from a provider into the media library, as uploads of the current user. */
export class MediaDownloadService {
  constructor(
    private readonly writes: SiteWrites,
    private readonly settings: SettingsService,
    private readonly endpoints: ImageProviderEndpoints,
  ) {}

  async download(host: HostContext, body: DownloadRequest, userId: number): Promise<{ result: DownloadResult; touched: Touched }> {
    const { locale, seed } = await localeAndSeed(this.settings, host, body);
    const faker = createFaker(locale, seed);
    const text = createTextGenerator(faker, locale, 'realtext');
    const requests = sizes(body, faker).map(([width, height]): ImageRequest => ({
      provider: body.provider as ImageProviderKey, width, height, category: body.category || undefined, seed: faker.number.int({ min: 0, max: 2 ** 31 - 1 }),
    }));
    const titles = requests.map(() => text.heading());
    const fetched = await new ImageFetcher(this.endpoints).fetchAll(requests);
    const journal = new RunFileJournal(host.uploads.basedir);
    const stored: StoredDownload[] = [];
    const warnings: string[] = [];
    const started = Date.now();
    try {
      for (const [n, got] of fetched.entries()) {
        const title = titles[n]!;
        if (!got.ok) {
          warnings.push(`Image ${n + 1} ("${title}") skipped: ${got.reason}`);
          continue;
        }
        const slug = sanitizeTitle(title, host.site.locale).slice(0, 60).replace(/-+$/, '') || 'image';
        // media_handle_upload() files an upload without a parent under the current local month.
        const date = new Date(started + siteOffsetMs(host, started));
        stored.push({ title, slug, stored: await storeImage(got.data, { uploads: host.uploads, sizes: host.image_sizes, date, baseName: slug, wpVersion: host.wp_version, beforeWrite: (entry) => journal.note(entry) }) });
      }
      const ids = await this.writes.retrying(() => this.writes.transaction(async (trx) => {
        const written = await new AttachmentWriter(trx).write(host, stored.map((s) => ({
          stored: s.stored, serializedMetadata: serialize(s.stored.metadata), slug: s.slug, title: s.title, alt: '', author: userId, parent: 0,
        })), `seedpress:${randomUUID()}:media`);
        await new HistoryRepository(trx).insert(historyRows(written.map((id) => ({ type: 'media' as const, id, subtype: 'attachment' })), { locale, seed, started }));
        return written;
      }));
      await journal.close();
      const images = stored.map((s, n) => downloadedImage(ids[n]!, s, host.uploads.baseurl));
      return {
        result: { success: true, message: downloadedMessage(images.length, body.count), count: images.length, images, warnings, seed },
        touched: { posts: ids },
      };
    } catch (error) {
      await deleteStoredFiles(stored.flatMap((s) => s.stored.paths));
      await journal.close();
      throw error instanceof ApiError ? error : generationFailed(error);
    }
  }
}

function downloadedMessage(got: number, asked: number): string {
  const noun = asked === 1 ? 'image' : 'images';
  return got === asked ? `${got} ${noun} downloaded.` : `${got} of ${asked} ${noun} downloaded; see the warnings for the others.`;
}

/** Each image's size: the width asked for (or one between width_min and width_max), the height asked for or from the aspect ratio. */
function sizes(body: DownloadRequest, faker: ReturnType<typeof createFaker>): Array<[number, number]> {
  const [ratioWidth, ratioHeight] = body.aspect_ratio.split(':').map(Number) as [number, number];
  return Array.from({ length: body.count }, () => {
    const width = body.random_size ? faker.number.int({ min: body.width_min, max: body.width_max }) : body.width;
    const height = body.height ?? Math.min(4000, Math.max(100, Math.round((width * ratioHeight) / ratioWidth)));
    return [width, height];
  });
}

/** The image as the media views show it, narrowed to the spec's "Downloaded image". */
function downloadedImage(id: number, download: StoredDownload, baseUrl: string): DownloadedImage {
  const { stored, title } = download;
  const view = imageFrom({ id, title, mime: stored.mime, file: stored.file, generated: true, uploaded: false }, stored.metadata as AttachmentMetadata, baseUrl);
  return { id, title, url: view.url, thumbnail: view.thumbnail, dimensions: view.dimensions ?? `${stored.width}x${stored.height}`, ratio: view.ratio };
}
