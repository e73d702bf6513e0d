import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { need, readStackEnv, REPO_ROOT } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * Media fields get new media of their kind: an ACF field group (through the test double of ACF's
 * API) with a logo, a portrait, a background, an icon, a gallery, a document, a sound, a video (MP4,
 * and AVI for a field that takes only that), a text and a CSV field; generation through the REST API
 * makes new attachments of the posts, which WordPress reads as its own uploads (core recomputes the
 * metadata of every file that is no image and agrees), and the cleanup removes them with every file.
 */

const site = new WordPressSite();
const MU_DIR = `${need(readStackEnv(), 'SEEDPRESS_WP_PATH')}/wp-content/mu-plugins`;
const MU_PLUGIN = `${MU_DIR}/seedpress-e2e-acf-media.php`;
const createdDir = !existsSync(MU_DIR);

const FIELDS = ['company_logo', 'speaker_portrait', 'hero_background', 'feature_icon', 'photo_gallery', 'brochure', 'podcast_episode', 'product_video', 'archive_video', 'reading_notes', 'attendee_list'];

const REGISTRATION = `<?php
require_once ${JSON.stringify(`${REPO_ROOT}tests/php/fixtures/field-plugins/acf-double.php`)};
acf_add_local_field_group( array(
  'key' => 'group_e2e_media', 'title' => 'Media',
  'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ),
  'fields' => array(
    array( 'key' => 'field_m_logo', 'name' => 'company_logo', 'label' => 'Company logo', 'type' => 'image', 'required' => 1 ),
    array( 'key' => 'field_m_portrait', 'name' => 'speaker_portrait', 'label' => 'Speaker portrait', 'type' => 'image', 'required' => 1 ),
    array( 'key' => 'field_m_background', 'name' => 'hero_background', 'label' => 'Hero background', 'type' => 'image', 'required' => 1, 'max_width' => '1600' ),
    array( 'key' => 'field_m_icon', 'name' => 'feature_icon', 'label' => 'Feature icon', 'type' => 'image', 'required' => 1 ),
    array( 'key' => 'field_m_gallery', 'name' => 'photo_gallery', 'label' => 'Photo gallery', 'type' => 'gallery', 'required' => 1, 'min' => '2', 'max' => '4' ),
    array( 'key' => 'field_m_document', 'name' => 'brochure', 'label' => 'Brochure', 'type' => 'file', 'required' => 1, 'mime_types' => 'pdf' ),
    array( 'key' => 'field_m_audio', 'name' => 'podcast_episode', 'label' => 'Podcast episode', 'type' => 'file', 'required' => 1 ),
    array( 'key' => 'field_m_video', 'name' => 'product_video', 'label' => 'Product video', 'type' => 'file', 'required' => 1 ),
    array( 'key' => 'field_m_avi', 'name' => 'archive_video', 'label' => 'Archive video', 'type' => 'file', 'required' => 1, 'mime_types' => 'avi' ),
    array( 'key' => 'field_m_text', 'name' => 'reading_notes', 'label' => 'Reading notes', 'type' => 'file', 'required' => 1, 'mime_types' => 'txt' ),
    array( 'key' => 'field_m_csv', 'name' => 'attendee_list', 'label' => 'Attendee list', 'type' => 'file', 'required' => 1, 'mime_types' => 'csv' ),
  ),
) );
`;

interface CoreAttachment {
  id: number;
  parent: number;
  mime: string;
  flag: string;
  width: number;
  height: number;
  files: string[];
  check: { ext: string; type: string };
  /** Stored `_wp_attachment_metadata` and what core makes of the file itself (documents and sounds). */
  stored: Record<string, unknown>;
  recomputed: Record<string, unknown> | null;
}

const ORACLE = `${REPO_ROOT}tests/e2e/oracle/media-fields.php`;

/** Each field's value and what core knows of each attachment it points at (see the oracle). */
function readBack(postIds: number[]): Array<{ post: number; values: Record<string, unknown>; attachments: CoreAttachment[] }> {
  return JSON.parse(runWordPressPhp(`require ${JSON.stringify(ORACLE)};`, JSON.stringify({ posts: postIds, fields: FIELDS })));
}

beforeAll(async () => {
  mkdirSync(MU_DIR, { recursive: true });
  writeFileSync(MU_PLUGIN, REGISTRATION);
  // The cleanup's count below is this run's media only.
  await site.api('DELETE', '/cleanup/all', { as: 'admin' });
});

afterAll(async () => {
  rmSync(MU_PLUGIN, { force: true });
  if (createdDir) rmSync(MU_DIR, { recursive: true, force: true });
  await site.api('DELETE', '/cleanup/all', { as: 'admin' });
});

describe('ACF media fields through WordPress', () => {
  it('gives each media field new attachments of its kind, read by core as its own uploads, and the cleanup removes them with their files', async () => {
    // Action
    const res = await site.api('POST', '/generate/posts', { as: 'admin', body: { post_type: 'post', count: 2, enable_variation: false, auto_comments: false, set_featured_image: false, image_provider: 'placeholder', seed: 11 } });
    const postIds = (res.body as { ids: number[] }).ids ?? [];
    const posts = readBack(postIds);

    // Assert
    expect(res.status).toBe(200);
    expect((res.body as { warnings: string[] }).warnings).toEqual([]);
    expect(posts).toHaveLength(2);
    for (const { post, values, attachments } of posts) {
      const byField = (name: string): CoreAttachment[] => (Array.isArray(values[name]) ? values[name] as string[] : [values[name] as string]).map((id) => attachments.find((a) => a.id === Number(id))!);
      for (const attachment of attachments) {
        expect(attachment).toMatchObject({ parent: post, flag: '1' });
        expect(attachment.files.every((file) => existsSync(file))).toBe(true);
        expect(attachment.check).toEqual({ ext: attachment.files[0]!.split('.').pop(), type: attachment.mime });
      }
      expect(byField('company_logo').map((a) => [a.mime, a.width, a.height])).toEqual([['image/png', 600, 300]]);
      expect(byField('speaker_portrait').map((a) => [a.mime, a.width, a.height])).toEqual([['image/jpeg', 600, 800]]);
      expect(byField('hero_background').map((a) => [a.mime, a.width, a.height])).toEqual([['image/jpeg', 1600, 1080]]);
      expect(byField('feature_icon').map((a) => [a.mime, a.width, a.height])).toEqual([['image/png', 256, 256]]);
      const gallery = byField('photo_gallery');
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(4);
      expect(new Set(gallery.map((a) => a.id)).size).toBe(gallery.length);
      for (const image of gallery) expect([image.mime, image.width, image.height]).toEqual(['image/jpeg', 1200, 800]);
      const [document] = byField('brochure');
      expect(document!.mime).toBe('application/pdf');
      expect(document!.stored).toEqual(document!.recomputed);
      expect(document!.stored).toEqual({ filesize: expect.any(Number) });
      const [audio] = byField('podcast_episode');
      expect(audio!.mime).toBe('audio/wav');
      expect(audio!.stored).toEqual(audio!.recomputed);
      expect(audio!.stored).toMatchObject({ fileformat: 'wav', mime_type: 'audio/wav', length: 3, length_formatted: '0:03' });
      const [video] = byField('product_video');
      expect(video!.mime).toBe('video/mp4');
      expect(video!.stored).toEqual(video!.recomputed);
      expect(video!.stored).toMatchObject({ fileformat: 'mp4', dataformat: 'quicktime', width: 320, height: 240, length: 3, length_formatted: '0:03' });
      const [avi] = byField('archive_video');
      expect(avi!.mime).toBe('video/avi');
      expect(avi!.stored).toEqual(avi!.recomputed);
      expect(avi!.stored).toMatchObject({ fileformat: 'avi', codec: 'Microsoft Motion JPEG DIB', width: 320, height: 240, length: 3, length_formatted: '0:03' });
      const [notes] = byField('reading_notes');
      expect(notes!.mime).toBe('text/plain');
      expect(notes!.stored).toEqual(notes!.recomputed);
      expect(notes!.stored).toEqual({ filesize: expect.any(Number) });
      expect(readFileSync(notes!.files[0]!, 'utf8')).toMatch(/^.+ – Reading notes\n=+\n\n\S/);
      const [table] = byField('attendee_list');
      expect(table!.mime).toBe('text/csv');
      expect(table!.stored).toEqual(table!.recomputed);
      expect(readFileSync(table!.files[0]!, 'utf8')).toMatch(/^ID,Name,Email,City,Date,Amount\r\n1001,/);
    }
    const ids = posts.flatMap((p) => p.attachments.map((a) => a.id));
    const files = posts.flatMap((p) => p.attachments.flatMap((a) => a.files));

    // Action: the cleanup.
    const cleanup = await site.api('DELETE', '/cleanup/all', { as: 'admin' });

    // Assert
    expect(cleanup.status).toBe(200);
    expect((cleanup.body as { stats: { media: number } }).stats.media).toBe(ids.length);
    expect(files.filter((file) => existsSync(file))).toEqual([]);
    expect(JSON.parse(runWordPressPhp(`echo json_encode(array_values(array_filter(json_decode(stream_get_contents(STDIN), true), fn($id) => get_post($id) !== null)));`, JSON.stringify(ids)))).toEqual([]);
  });

  it('writes a Russian run\'s documents in Cyrillic, in a font embedded in the PDF', async () => {
    // Action
    const res = await site.api('POST', '/generate/posts', { as: 'admin', body: { post_type: 'post', count: 1, locale: 'ru_RU', enable_variation: false, auto_comments: false, set_featured_image: false, image_provider: 'placeholder', seed: 12 } });
    const [post] = readBack((res.body as { ids: number[] }).ids ?? []);
    const document = post!.attachments.find((a) => a.id === Number(post!.values.brochure))!;
    const text = execFileSync('pdftotext', [document.files[0]!, '-'], { encoding: 'utf8' });
    const fonts = execFileSync('pdffonts', [document.files[0]!], { encoding: 'utf8' });

    // Assert
    expect(res.status).toBe(200);
    expect(document.mime).toBe('application/pdf');
    expect(text.match(/[а-яё]/gi)?.length ?? 0).toBeGreaterThan(200);
    expect(text).not.toContain('?');
    expect(fonts).toMatch(/CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });
});
