import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { unserialize } from 'php-serialize';
import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { wavMetadata } from '../../../worker/src/generators/media/file-metadata.js';
import { fieldsWorkerPerFile } from '../../support/field-context.js';

const def = (name: string, label: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: `field_${name}`, name, label, type, required: true, instructions: '', settings: {}, ...extra });

// As the shell's ACF adapter sends an image, a gallery and two file fields.
const FIELDS: HostFields = {
  adapters: [{ slug: 'acf', name: 'Advanced Custom Fields', version: '6.3.0', active: true }],
  definitions: {
    acf: {
      post: [
        def('company_logo', 'Company logo', 'image'),
        def('photo_gallery', 'Photo gallery', 'gallery', { min: 2, max: 2 }),
        def('brochure', 'Brochure', 'file', { settings: { mime_types: 'pdf' } }),
        def('podcast_episode', 'Podcast episode', 'file'),
      ],
    },
  },
};

const file = fieldsWorkerPerFile(FIELDS);
const RUN = { post_type: 'post', count: 2, enable_variation: false, set_featured_image: false, image_provider: 'placeholder', seed: 5 };

const uploadsDir = async (): Promise<string> => {
  const row = await file.test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_host_context').executeTakeFirstOrThrow();
  return JSON.parse(row.option_value).uploads.basedir as string;
};
const allUploads = (uploads: string): string[] =>
  existsSync(uploads) ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort() : [];

describe('POST /generate/posts with ACF media fields', () => {
  it('writes new attachments of each field\'s kind as children of the posts, with their files, metadata and history, and the fields point at them', async () => {
    // Setup
    const uploads = await uploadsDir();

    // Action
    const res = await file.worker.call('POST', '/generate/posts', { ...RUN, auto_comments: false });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
    const postIds = res.body.ids as number[];
    const written: string[] = [];
    const attachmentIds: number[] = [];
    const history = await file.test.db.selectFrom('seedpress_history').select(['content_id']).where('content_type', '=', 'media').execute();
    for (const postId of postIds) {
      const meta = new Map((await file.test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', postId).execute()).map((m) => [m.meta_key, m.meta_value ?? '']));
      const gallery = Object.values(unserialize(meta.get('photo_gallery')!) as Record<string, string>).map(Number);
      const fields = { company_logo: [Number(meta.get('company_logo'))], photo_gallery: gallery, brochure: [Number(meta.get('brochure'))], podcast_episode: [Number(meta.get('podcast_episode'))] };
      const attachments = await file.test.db.selectFrom('posts').select(['ID', 'post_parent', 'post_mime_type', 'post_status', 'post_type']).where('ID', 'in', Object.values(fields).flat()).orderBy('ID').execute();
      expect(attachments.map((a) => [a.post_parent, a.post_status, a.post_type])).toEqual(Object.values(fields).flat().map(() => [postId, 'inherit', 'attachment']));
      const mimeOf = (id: number): string => attachments.find((a) => a.ID === id)!.post_mime_type;
      expect([...fields.company_logo, ...fields.photo_gallery, ...fields.brochure, ...fields.podcast_episode].map(mimeOf)).toEqual(['image/png', 'image/jpeg', 'image/jpeg', 'application/pdf', 'audio/wav']);
      expect(history.map((h) => h.content_id)).toEqual(expect.arrayContaining(Object.values(fields).flat()));

      for (const id of Object.values(fields).flat()) {
        const attachmentMeta = new Map((await file.test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', id).execute()).map((m) => [m.meta_key, m.meta_value ?? '']));
        const attached = attachmentMeta.get('_wp_attached_file')!;
        const onDisk = path.join(uploads, attached);
        const metadata = unserialize(attachmentMeta.get('_wp_attachment_metadata')!) as Record<string, unknown>;
        expect(existsSync(onDisk)).toBe(true);
        attachmentIds.push(id);
        written.push(onDisk, ...Object.values((metadata.sizes ?? {}) as Record<string, { file: string }>).map((size) => path.join(path.dirname(onDisk), size.file)));
        expect(attachmentMeta.get('_seedpress_generated')).toBe('1');
        if (mimeOf(id) === 'application/pdf') expect(metadata).toEqual({ filesize: statSync(onDisk).size });
        if (mimeOf(id) === 'audio/wav') expect(metadata).toEqual(wavMetadata({ seconds: 3, sampleRate: 16000 }, statSync(onDisk).size));
        if (id === fields.company_logo[0]) expect([metadata.width, metadata.height]).toEqual([600, 300]);
        if (mimeOf(id).startsWith('image/')) {
          expect(metadata).toMatchObject({ file: attached, filesize: statSync(onDisk).size });
          for (const size of Object.values(metadata.sizes as Record<string, { file: string }>)) expect(existsSync(path.join(path.dirname(onDisk), size.file))).toBe(true);
        }
      }
    }

    // Action: the posts go, their media with them.
    const removed = await file.worker.call('POST', '/generate/posts/delete', { post_type: 'post', delete_related_media: true });

    // Assert
    expect(removed.status).toBe(200);
    expect(removed.body.deleted_stats).toMatchObject({ posts: 2, media: attachmentIds.length });
    expect(await file.test.db.selectFrom('posts').select('ID').where('ID', 'in', attachmentIds).execute()).toEqual([]);
    expect(written.length).toBeGreaterThan(attachmentIds.length);
    expect(written.filter((f) => existsSync(f))).toEqual([]);
  });

  it('gives gallery fields local placeholders when the image provider has no photos, with one warning', async () => {
    // Action: Unsplash without an access key answers nothing.
    const res = await file.worker.call('POST', '/generate/posts', { ...RUN, auto_comments: false, image_provider: 'photos_curated' });

    // Assert: 2 posts × 2 gallery images, each its own photo.
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual(["Media fields got 4 placeholder photos instead of the provider's: photos_curated needs an Unsplash access key"]);
    const galleries = await file.test.db.selectFrom('postmeta').select('meta_value').where('post_id', 'in', res.body.ids as number[]).where('meta_key', '=', 'photo_gallery').execute();
    const ids = galleries.flatMap((g) => Object.values(unserialize(g.meta_value ?? '') as Record<string, string>).map(Number));
    expect(ids).toHaveLength(4);
    const mimes = await file.test.db.selectFrom('posts').select('post_mime_type').where('ID', 'in', ids).execute();
    expect(mimes.map((m) => m.post_mime_type)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg', 'image/jpeg']);

    // Action: the posts go with their media (the files are in the stack's uploads folder).
    const removed = await file.worker.call('POST', '/generate/posts/delete', { post_type: 'post', delete_related_media: true });

    // Assert
    expect(removed.status).toBe(200);
    expect(await file.test.db.selectFrom('posts').select('ID').where('post_type', '=', 'attachment').execute()).toEqual([]);
  });

  it('leaves nothing behind, rows or files, when the run fails after the media were stored', async () => {
    // Setup: the comments table disappears, so the run fails once posts and attachments were written.
    const uploads = await uploadsDir();
    const postsBefore = await file.test.db.selectFrom('posts').select('ID').orderBy('ID').execute();
    const filesBefore = allUploads(uploads);
    const p = file.test.config.prefix;
    await sql`RENAME TABLE ${sql.table(`${p}comments`)} TO ${sql.table(`${p}comments_away`)}`.execute(file.test.db);
    let res;
    try {
      // Action
      res = await file.worker.call('POST', '/generate/posts', { ...RUN, auto_comments: true, comments_per_post_min: 1, comments_per_post_max: 1 });
    } finally {
      await sql`RENAME TABLE ${sql.table(`${p}comments_away`)} TO ${sql.table(`${p}comments`)}`.execute(file.test.db);
    }

    // Assert
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'generation_failed', message: 'Generation failed and nothing was written. Reduce count or disable image downloads, and try again.' });
    expect(await file.test.db.selectFrom('posts').select('ID').orderBy('ID').execute()).toEqual(postsBefore);
    expect(allUploads(uploads)).toEqual(filesBefore);
  });
});
