import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { serialize } from 'php-serialize';
import type { HostContext } from '../../../contract/host-context.js';
import type { ContentSniffer } from '../../../core-parity/check-filetype.js';
import { sanitizeTitle } from '../../../core-parity/sanitize-title.js';
import { mysqlDateTime } from '../../../core-parity/site-clock.js';
import type { Database } from '../../../db/database.js';
import { HistoryRepository } from '../../../db/repositories/history.repository.js';
import { PostWriteRepository } from '../../../db/repositories/post.repository.js';
import { UPLOADED_FLAG } from '../../../db/seedpress-meta.js';
import type { SiteWrites } from '../../../db/site-writes.js';
import { RunFileJournal } from '../../../generators/images/run-file-journal.js';
import { deleteStoredFiles } from '../../../generators/images/store-image.js';
import { AttachmentWriter } from '../../generation/attachment-writer.js';
import type { Touched } from '../../touched.js';
import { checkUpload, maxUploadBytes, type AcceptedFile, type IncomingFile } from './upload-check.js';
import { noFile, UploadMessage } from './upload-messages.js';
import { storeUpload, type StoredUpload } from './store-upload.js';
import type { UrlFetcher } from './url-fetch.js';

/** The spec's "Uploaded file". */
export interface UploadedFile {
  id: number;
  title: string;
  url: string;
  filename: string;
}

export interface UploadResult {
  success: true;
  message: string;
  file: UploadedFile;
}

/** Where a file came from, kept in its history row. */
type Origin = { source: 'upload' } | { source: 'url'; url: string };

/**
 * POST /media/upload and /media/upload-url: a file checked as WordPress checks uploads, stored as
 * wp_handle_upload() stores it, and made an attachment as media_handle_upload() makes one, flagged
 * as generated and uploaded and with a history row (type `media`), so cleanup finds it.
 */
export class MediaUploadService {
  constructor(
    private readonly writes: SiteWrites,
    private readonly sniffer: () => Promise<ContentSniffer>,
    private readonly fetcher: UrlFetcher,
  ) {}

  async upload(host: HostContext, file: IncomingFile | undefined, userId: number): Promise<{ result: UploadResult; touched: Touched }> {
    if (!file) throw noFile();
    return this.add(host, await checkUpload(host, file, await this.sniffer()), userId, { source: 'upload' });
  }

  async uploadFromUrl(host: HostContext, url: string, userId: number): Promise<{ result: UploadResult; touched: Touched }> {
    const fetched = await this.fetcher.fetch(url, maxUploadBytes(host));
    try {
      return await this.add(host, await checkUpload(host, fetched, await this.sniffer()), userId, { source: 'url', url });
    } finally {
      await fetched.discard();
    }
  }

  /** Files first (they cannot roll back), then the rows in one transaction under the site's write lock. */
  private async add(host: HostContext, file: AcceptedFile, userId: number, origin: Origin): Promise<{ result: UploadResult; touched: Touched }> {
    const journal = new RunFileJournal(host.uploads.basedir);
    const nowMs = Date.now();
    let stored: StoredUpload | undefined;
    try {
      stored = await storeUpload(host, file, journal, nowMs);
      const written = stored;
      const id = await this.writes.retrying(() => this.writes.transaction((trx) => this.write(trx, host, written, file, userId, origin, nowMs)));
      await journal.close();
      return {
        result: { success: true, message: UploadMessage.Uploaded, file: { id, title: file.title, url: stored.url, filename: basename(stored.file) } },
        touched: { posts: [id] },
      };
    } catch (error) {
      if (stored) await deleteStoredFiles(stored.paths);
      await journal.close();
      throw error;
    }
  }

  private async write(trx: Database, host: HostContext, stored: StoredUpload, file: AcceptedFile, userId: number, origin: Origin, nowMs: number): Promise<number> {
    const [id] = await new AttachmentWriter(trx).write(host, [{
      stored,
      serializedMetadata: serialize(stored.metadata),
      slug: sanitizeTitle(file.title, host.site.locale),
      title: file.title,
      author: userId,
      parent: 0,
    }], `seedpress:${randomUUID()}:upload`, { nowMs });
    await new PostWriteRepository(trx).insertMeta([{ post_id: id!, meta_key: UPLOADED_FLAG, meta_value: '1' }]);
    await new HistoryRepository(trx).insert([{
      content_type: 'media',
      content_id: id!,
      content_subtype: 'attachment',
      meta: JSON.stringify({ ...origin, file_name: file.name, mime_type: stored.mime, generation_time: (Date.now() - nowMs) / 1000 }),
      batch_id: randomUUID(),
      created_at: mysqlDateTime(Date.now()),
      deleted_at: null,
    }]);
    return id!;
  }
}
