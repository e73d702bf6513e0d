import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { PostWriteRepository, type NewPostRow } from '../../db/repositories/post.repository.js';
import { SiteOptionRepository, type CoreWriteOptions } from '../../db/repositories/site-option.repository.js';
import type { StoredImage } from '../../generators/images/store-image.js';
import { GENERATED_FLAG } from '../../db/seedpress-meta.js';
import { mysqlDateTime, siteOffsetMs } from '../../core-parity/site-clock.js';
import { defaultCommentStatus, uniqueSlug } from '../../core-parity/wordpress-rules.js';

export interface NewAttachment {
  stored: Pick<StoredImage, 'file' | 'url' | 'mime'>;
  serializedMetadata: string;
  slug: string;
  title: string;
  /** No `_wp_attachment_image_alt` row without one, as media_handle_upload() writes none. */
  alt?: string;
  author: number;
  parent: number;
}

/**
 * Attachments for files already stored, as wp_insert_attachment() and
 * wp_update_attachment_metadata() write them: the row (its guid the file's URL), `_wp_attached_file`,
 * `_wp_attachment_metadata`, the alt text, and the generated flag.
 */
export class AttachmentWriter {
  private readonly posts: PostWriteRepository;

  constructor(private readonly trx: Database) {
    this.posts = new PostWriteRepository(trx);
  }

  /**
   * The attachments' ids, in order. `marker`: unique to the run, for reading the ids back;
   * `core`: the site's comment and ping defaults when the run has them already; `nowMs`: the upload time.
   */
  async write(host: HostContext, attachments: readonly NewAttachment[], marker: string, run: { core?: CoreWriteOptions; nowMs?: number } = {}): Promise<number[]> {
    if (attachments.length === 0) return [];
    const core = run.core ?? await new SiteOptionRepository(this.trx).coreWriteOptions();
    const nowMs = run.nowMs ?? Date.now();
    const local = mysqlDateTime(nowMs + siteOffsetMs(host, nowMs));
    const gmt = mysqlDateTime(nowMs);
    const taken = await this.posts.slugsLike(['attachment', ...Object.keys(host.post_types)], [...new Set(attachments.map((a) => a.slug))]);
    const rows: NewPostRow[] = attachments.map((attachment, n) => ({
      marker: `${marker}:${n}`,
      row: {
        post_author: attachment.author,
        post_date: local,
        post_date_gmt: gmt,
        post_content: '',
        post_title: attachment.title,
        post_excerpt: '',
        post_status: 'inherit',
        comment_status: defaultCommentStatus(host, 'attachment', 'comment', core.defaultCommentStatus),
        ping_status: defaultCommentStatus(host, 'attachment', 'ping', core.defaultPingStatus),
        post_password: '',
        post_name: uniqueSlug(attachment.slug, taken),
        to_ping: '',
        pinged: '',
        post_modified: local,
        post_modified_gmt: gmt,
        post_content_filtered: '',
        post_parent: attachment.parent,
        menu_order: 0,
        post_type: 'attachment',
        post_mime_type: attachment.stored.mime,
        comment_count: 0,
      },
      guid: attachment.stored.url,
    }));
    const { ids, pendingGuids } = await this.posts.insertPosts(rows);
    if (pendingGuids.length > 0) await this.posts.writeGuids(pendingGuids);
    await this.posts.insertMeta(attachments.flatMap((attachment, n) => [
      { post_id: ids[n]!, meta_key: '_wp_attached_file', meta_value: attachment.stored.file },
      { post_id: ids[n]!, meta_key: '_wp_attachment_metadata', meta_value: attachment.serializedMetadata },
      ...(attachment.alt === undefined ? [] : [{ post_id: ids[n]!, meta_key: '_wp_attachment_image_alt', meta_value: attachment.alt }]),
      { post_id: ids[n]!, meta_key: GENERATED_FLAG, meta_value: '1' },
    ]));
    return ids;
  }
}
