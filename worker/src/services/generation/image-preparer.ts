import type { Faker } from '@faker-js/faker';
import { createFaker } from '../../generators/text/faker-factory.js';
import { serialize } from 'php-serialize';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { libraryImageIds } from '../../db/repositories/post.repository.js';
import { deleteStoredFiles, storeImage, type StoredImage } from '../../generators/images/store-image.js';
import { RunFileJournal } from '../../generators/images/run-file-journal.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import { ImageFetcher, type ImageProviderEndpoints, type ImageRequest } from '../../providers/images/image-fetcher.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import type { GenerationOptions } from './generation-options.js';
import { siteOffsetMs } from '../../core-parity/site-clock.js';

export type PreparedImage =
  | { kind: 'existing'; attachmentId: number }
  | { kind: 'stored'; stored: StoredImage; serializedMetadata: string; slug: string; title: string; alt: string };

export interface PreparedImages {
  images: Map<number, PreparedImage>;
  warnings: string[];
  /** Every file written, to remove again if the run's transaction fails. */
  files: string[];
  /** The same files, on disk, for the worker's next start should this one die mid-run. */
  journal: RunFileJournal | null;
}

/**
 * media_handle_upload() files an upload under the parent post's local date (pages: the current
 * date); store-image reads the folder from a Date's UTC fields, so the local wall clock goes in as UTC.
 */
export function uploadFolderDate(host: HostContext, postType: string, postDateUtcMs: number): Date {
  const moment = postType === 'page' ? Date.now() : postDateUtcMs;
  return new Date(moment + siteOffsetMs(host, moment));
}

export type ImageEvent = (message: string, level: 'info' | 'warning') => void;

/**
 * Featured images are fetched and stored before the database transaction (files cannot roll
 * back): a failed image never fails the run, the post just goes without one.
 */
export class ImagePreparer {
  constructor(
    private readonly db: Database,
    private readonly endpoints: ImageProviderEndpoints,
  ) {}

  /** `seed`: of the random choices made for the images (providers' seeds, library picks). */
  async prepare(host: HostContext, options: GenerationOptions, drafts: PostDraft[], seed: number, event: ImageEvent): Promise<PreparedImages> {
    const wanted = drafts.map((d, i) => (d.wantsImage ? i : -1)).filter((i) => i >= 0);
    const result: PreparedImages = { images: new Map(), warnings: [], files: [], journal: null };
    if (wanted.length === 0) return result;
    const faker = createFaker(options.locale, seed);
    if (!options.request.download_images) return this.fromLibrary(wanted, faker, result);

    const r = options.request;
    const requests: ImageRequest[] = wanted.map(() => ({
      provider: r.image_provider as ImageProviderKey,
      width: r.image_width,
      height: r.image_height,
      category: r.image_category || undefined,
      seed: faker.number.int({ min: 0, max: 2 ** 31 - 1 }),
    }));
    const fetched = await new ImageFetcher(this.endpoints).fetchAll(requests);
    const journal = new RunFileJournal(host.uploads.basedir);
    result.journal = journal;
    for (const [n, index] of wanted.entries()) {
      const got = fetched[n]!;
      const title = drafts[index]!.title;
      if (!got.ok) {
        result.warnings.push(`Featured image for "${title}" skipped: ${got.reason}`);
        event(`Featured image for "${title}" skipped: ${got.reason}`, 'warning');
        continue;
      }
      const slug = (sanitizeTitle(title, host.site.locale).slice(0, 60).replace(/-+$/, '') || 'image');
      try {
        const stored = await storeImage(got.data, {
          uploads: host.uploads,
          sizes: host.image_sizes,
          date: uploadFolderDate(host, options.postType.name, drafts[index]!.dateUtcMs),
          baseName: slug,
          wpVersion: host.wp_version,
          beforeWrite: (entry) => journal.note(entry),
        });
        result.files.push(...stored.paths);
        result.images.set(index, { kind: 'stored', stored, serializedMetadata: serialize(stored.metadata), slug, title, alt: title });
        event(`Featured image ${r.image_provider === 'placeholder' ? 'rendered' : 'downloaded'} for "${title}".`, 'info');
      } catch (error) {
        result.warnings.push(`Featured image for "${title}" could not be stored: ${(error as Error).message}`);
      }
    }
    return result;
  }

  private async fromLibrary(wanted: number[], faker: Faker, result: PreparedImages): Promise<PreparedImages> {
    const library = await libraryImageIds(this.db);
    if (library.length === 0) {
      result.warnings.push('download_images is false but the media library has no images: posts were created without featured images.');
      return result;
    }
    for (const index of wanted) result.images.set(index, { kind: 'existing', attachmentId: faker.helpers.arrayElement(library) });
    return result;
  }

  /** The run failed: its files go. */
  async discard(prepared: PreparedImages): Promise<void> {
    await deleteStoredFiles(prepared.files);
    await prepared.journal?.close();
  }

  /** The run's rows are committed: its files are the attachments' now. */
  async kept(prepared: PreparedImages): Promise<void> {
    await prepared.journal?.close();
  }
}
