import type { Database } from '../database.js';
import { GENERATED_FLAG, UPLOADED_FLAG } from '../seedpress-meta.js';

/** An attachment with what the media views show of it. */
export interface AttachmentRecord {
  id: number;
  title: string;
  mime: string;
  /** `_wp_attached_file`, relative to the uploads folder. */
  file: string;
  /** `_wp_attachment_metadata`, serialised ('' when there is none). */
  metadata: string;
  generated: boolean;
  uploaded: boolean;
}

export interface MediaPage {
  items: AttachmentRecord[];
  total: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The media library's attachments, newest first, as upload.php lists them. */
export class MediaRepository {
  constructor(private readonly db: Database) {}

  /** Images, `search` matching the title. */
  async images(page: { perPage: number; page: number; search?: string }): Promise<MediaPage> {
    return this.page(page, (query) => {
      const images = query.where('p.post_mime_type', 'like', 'image/%');
      return page.search ? images.where('p.post_title', 'like', `%${escapeLike(page.search)}%`) : images;
    });
  }

  /** Files that are not images, of these MIME types when given. */
  async files(page: { perPage: number; page: number; mimeTypes?: readonly string[] }): Promise<MediaPage> {
    return this.page(page, (query) => (page.mimeTypes ? query.where('p.post_mime_type', 'in', page.mimeTypes) : query.where('p.post_mime_type', 'not like', 'image/%')));
  }

  async byIds(ids: readonly number[]): Promise<AttachmentRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.select((query) => query.where('p.ID', 'in', ids)).execute();
    const byId = new Map(rows.map((row) => [Number(row.id), record(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async page(page: { perPage: number; page: number }, narrow: (query: ReturnType<MediaRepository['attachments']>) => ReturnType<MediaRepository['attachments']>): Promise<MediaPage> {
    const [rows, count] = await Promise.all([
      this.select(narrow).orderBy('p.post_date', 'desc').orderBy('p.ID', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
      narrow(this.attachments()).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(record), total: Number(count.n) };
  }

  private attachments() {
    return this.db.selectFrom('posts as p').where('p.post_type', '=', 'attachment').where('p.post_status', '=', 'inherit');
  }

  private select(narrow: (query: ReturnType<MediaRepository['attachments']>) => ReturnType<MediaRepository['attachments']>) {
    return narrow(this.attachments()).select((eb) => {
      const meta = (key: string) => eb.selectFrom('postmeta as m').select('m.meta_value').whereRef('m.post_id', '=', 'p.ID').where('m.meta_key', '=', key).limit(1);
      return [
        'p.ID as id',
        'p.post_title as title',
        'p.post_mime_type as mime',
        meta('_wp_attached_file').as('file'),
        meta('_wp_attachment_metadata').as('metadata'),
        meta(GENERATED_FLAG).as('generated'),
        meta(UPLOADED_FLAG).as('uploaded'),
      ];
    });
  }
}

function record(row: { id: number; title: string; mime: string; file: string | null; metadata: string | null; generated: string | null; uploaded: string | null }): AttachmentRecord {
  return { id: Number(row.id), title: row.title, mime: row.mime, file: row.file ?? '', metadata: row.metadata ?? '', generated: row.generated === '1', uploaded: row.uploaded === '1' };
}
