import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { MediaRepository } from '../../db/repositories/media.repository.js';
import { FILE_FAMILIES, type FileFamily } from '../../core-parity/file-families.js';
import { fileView, imageView, parsedMetadata, type MediaFileView, type MediaImageView } from './media-views.js';

export interface MediaListing<T> {
  total: number;
  total_pages: number;
  page: number;
  items: T[];
}

/** GET /media/images and /media/files: the site's media library, newest first. */
export class MediaLibraryService {
  private readonly media: MediaRepository;

  constructor(db: Database) {
    this.media = new MediaRepository(db);
  }

  async images(host: HostContext, query: { per_page: number; page: number; search?: string }): Promise<MediaListing<MediaImageView>> {
    const { items, total } = await this.media.images({ perPage: query.per_page, page: query.page, search: query.search || undefined });
    return { total, total_pages: Math.ceil(total / query.per_page), page: query.page, items: items.map((record) => imageView(record, host.uploads.baseurl)) };
  }

  async files(host: HostContext, query: { per_page: number; page: number; file_type?: FileFamily }): Promise<MediaListing<MediaFileView>> {
    const mimeTypes = query.file_type ? FILE_FAMILIES[query.file_type] : undefined;
    const { items, total } = await this.media.files({ perPage: query.per_page, page: query.page, mimeTypes });
    const views = await Promise.all(items.map(async (record) => {
      const recorded = Number.isInteger(parsedMetadata(record.metadata).filesize);
      return fileView(record, host.uploads.baseurl, recorded ? 0 : await sizeOnDisk(host.uploads.basedir, record.file));
    }));
    return { total, total_pages: Math.ceil(total / query.per_page), page: query.page, items: views };
  }
}

/** A file's size, 0 when it is not there (an attachment whose file was removed by hand). */
async function sizeOnDisk(basedir: string, file: string): Promise<number> {
  const path = resolve(join(basedir, file));
  // A path in the database is not trusted to stay inside the uploads folder.
  if (file === '' || !path.startsWith(resolve(basedir) + sep)) return 0;
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}
