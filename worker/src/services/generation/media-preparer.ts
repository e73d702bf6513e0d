import pLimit from 'p-limit';
import { serialize } from 'php-serialize';
import type { HostContext } from '../../contract/host-context.js';
import { isWordPressAtLeast } from '../../core-parity/wp-version.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import { RunFileJournal } from '../../generators/images/run-file-journal.js';
import { deleteStoredFiles, storeImage } from '../../generators/images/store-image.js';
import { documentMetadata, videoMetadata, wavMetadata } from '../../generators/media/file-metadata.js';
import type { MediaOrder } from '../../generators/media/media-order.js';
import { DRAWN, renderDrawn, VIDEO_SPEC, WAV_SPEC } from '../../generators/media/media-render.js';
import { storeFile } from '../../generators/media/store-file.js';
import { renderCsv } from '../../generators/media/text-files.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import { createFaker } from '../../generators/text/faker-factory.js';
import { createTextGenerator } from '../../generators/text/text-generator.js';
import { ImageFetcher, type ImageProviderEndpoints } from '../../providers/images/image-fetcher.js';
import type { GenerationOptions } from './generation-options.js';
import { uploadFolderDate } from './image-preparer.js';
import { MediaVariants } from './media-variants.js';
import { counted } from '../counted.js';

/** A media field's new file, stored; its attachment is written in the run's transaction. */
export interface PreparedMediaFile {
  ticket: number;
  /** The draft whose post becomes the attachment's parent. */
  draftIndex: number;
  stored: { file: string; url: string; mime: string };
  serializedMetadata: string;
  slug: string;
  title: string;
  /** Images only: media_handle_upload() writes no alt text, the featured images' convention gives one. */
  alt?: string;
}

export interface PreparedMedia {
  files: PreparedMediaFile[];
  warnings: string[];
  /** Every file written, to remove again if the run's transaction fails. */
  paths: string[];
  journal: RunFileJournal | null;
}

export const NO_MEDIA: PreparedMedia = Object.freeze({ files: [], warnings: [], paths: [], journal: null });

/** Files rendered and stored at once: sharp works on libuv's pool, which has four threads. */
const CONCURRENCY = 4;
/** The MIME type WordPress's list (wp_get_mime_types()) gives each extension files are made in. */
const MIME: Readonly<Record<string, string>> = { pdf: 'application/pdf', wav: 'audio/wav', avi: 'video/avi', mp4: 'video/mp4', mov: 'video/quicktime', flv: 'video/x-flv', webm: 'video/webm', txt: 'text/plain', csv: 'text/csv' };
/** Records in a generated CSV: a page of a register. */
const CSV_ROWS = { min: 8, max: 25 };

interface Job {
  order: MediaOrder;
  draftIndex: number;
  draftTitle: string;
  dateUtcMs: number;
  seed: number;
}

/**
 * The new media the drafts' media fields asked for, rendered (logos, icons, documents, sounds,
 * videos) or fetched from the run's image provider (portraits, backgrounds, gallery images) and stored
 * as uploads before the run's transaction, as featured images are. A file that cannot be had is
 * a warning; its field goes without it.
 */
export class MediaPreparer {
  constructor(private readonly endpoints: ImageProviderEndpoints) {}

  async prepare(host: HostContext, options: GenerationOptions, drafts: readonly PostDraft[], seed: number): Promise<PreparedMedia> {
    const faker = createFaker(options.locale, seed);
    const jobs: Job[] = drafts.flatMap((draft, draftIndex) => (draft.media?.orders ?? []).map((order) => ({
      order, draftIndex, draftTitle: draft.title, dateUtcMs: draft.dateUtcMs, seed: faker.number.int({ min: 0, max: 2 ** 31 - 1 }),
    })));
    if (jobs.length === 0) return NO_MEDIA;
    const text = createTextGenerator(faker, options.locale, options.textSource);
    const result: PreparedMedia = { files: [], warnings: [], paths: [], journal: new RunFileJournal(host.uploads.basedir) };
    const titles = jobs.map((job) => `${job.draftTitle} – ${job.order.label}`);
    // Documents' text and tables are drawn in order, before the files are made side by side.
    const isTable = (order: MediaOrder): boolean => order.type === 'file_text' && order.extension === 'csv';
    const paragraphs = jobs.map((job) => (job.order.type === 'file_document' || (job.order.type === 'file_text' && !isTable(job.order)) ? text.paragraphs(4, 9) : []));
    const tables = jobs.map((job) => (isTable(job.order) ? renderCsv(faker, faker.number.int(CSV_ROWS)) : undefined));
    const limit = pLimit(CONCURRENCY);
    const pooled = new MediaVariants(new ImageFetcher(this.endpoints), options.request);
    const variants = new Map(jobs.flatMap((job) => (DRAWN.has(job.order.type) ? [] : [[job, pooled.next(job.order, job.seed)] as const])));
    const stored = await Promise.all(jobs.map((job, n) => limit(async () => {
      const what = `${job.order.label} of "${job.draftTitle}"`;
      try {
        const variant = variants.get(job);
        const bytes = variant ? await variant.data() : await renderDrawn(job.order, job.seed, { title: titles[n]!, paragraphs: paragraphs[n]! }, tables[n]);
        return await this.store(host, options, job, bytes, titles[n]!, result, variant?.resized);
      } catch (error) {
        result.warnings.push(`${what} could not be made: ${(error as Error).message}`);
      }
      return null;
    })));
    result.files = stored.filter((file): file is PreparedMediaFile => file !== null);
    for (const [reason, count] of pooled.fallbacks) result.warnings.push(`Media fields got ${counted(count, 'placeholder photo')} instead of the provider's: ${reason}`);
    return result;
  }

  private async store(host: HostContext, options: GenerationOptions, job: Job, bytes: Buffer, title: string, result: PreparedMedia, resized?: Map<string, Promise<Buffer>>): Promise<PreparedMediaFile> {
    const slug = sanitizeTitle(title, host.site.locale).slice(0, 60).replace(/-+$/, '') || 'media';
    const date = uploadFolderDate(host, options.postType.name, job.dateUtcMs);
    const journal = result.journal!;
    const common = { uploads: host.uploads, date, wpVersion: host.wp_version, beforeWrite: (entry: Parameters<RunFileJournal['note']>[0]) => journal.note(entry) };
    const { order } = job;
    if (order.type === 'file_document' || order.type === 'file_audio' || order.type === 'file_video' || order.type === 'file_text') {
      const file = await storeFile(bytes, { ...common, baseName: slug, extension: order.extension, mime: MIME[order.extension]! });
      result.paths.push(...file.paths);
      const video = { width: order.width, height: order.height, seconds: VIDEO_SPEC.seconds };
      const metadata = order.type === 'file_audio' ? wavMetadata(WAV_SPEC, file.filesize)
        : order.type === 'file_video' ? videoMetadata(order.extension, bytes, video)
        // wp_generate_attachment_metadata() records the size of any other file (a document, a text) since WordPress 6.0.
        : isWordPressAtLeast(host.wp_version, 6, 0) ? documentMetadata(file.filesize) : {};
      return { ticket: order.ticket, draftIndex: job.draftIndex, stored: file, serializedMetadata: serialize(metadata), slug, title };
    }
    const image = await storeImage(bytes, { ...common, sizes: host.image_sizes, baseName: slug, ...(resized ? { resized } : {}) });
    result.paths.push(...image.paths);
    return { ticket: order.ticket, draftIndex: job.draftIndex, stored: image, serializedMetadata: serialize(image.metadata), slug, title, alt: title };
  }

  /** The run failed: its files go. */
  async discard(prepared: PreparedMedia): Promise<void> {
    await deleteStoredFiles(prepared.paths);
    await prepared.journal?.close();
  }

  /** The run's rows are committed: the files are the attachments' now. */
  async kept(prepared: PreparedMedia): Promise<void> {
    await prepared.journal?.close();
  }
}
