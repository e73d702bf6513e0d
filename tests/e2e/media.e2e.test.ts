import { existsSync } from 'node:fs';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * Downloaded images through WordPress, read back with core's own functions, and removed with
 * every file by the cleanup.
 */

const site = new WordPressSite();

interface CoreImage {
  file: string;
  metadata: { width: number; height: number; file: string; sizes: Record<string, { file: string; width: number; height: number }> };
  src: { thumbnail: [string, number, number, boolean]; medium: [string, number, number, boolean] };
  files: string[];
  flag: string;
}

/** What core knows of an attachment: get_attached_file(), wp_get_attachment_metadata(), wp_get_attachment_image_src(). */
function coreImages(ids: number[]): CoreImage[] {
  return JSON.parse(runWordPressPhp(`
    $ids = json_decode(stream_get_contents(STDIN), true);
    echo json_encode(array_map(function ($id) {
      $file = get_attached_file($id);
      $meta = wp_get_attachment_metadata($id);
      $dir = dirname($file);
      return ['file' => $file, 'metadata' => $meta, 'flag' => get_post_meta($id, '_seedpress_generated', true),
        'src' => ['thumbnail' => wp_get_attachment_image_src($id, 'thumbnail'), 'medium' => wp_get_attachment_image_src($id, 'medium')],
        'files' => array_merge([$file], array_map(fn($s) => $dir . '/' . $s['file'], array_values($meta['sizes'] ?? [])))];
    }, $ids));
  `, JSON.stringify(ids)));
}

describe('POST /media/download through WordPress', () => {
  it('deletes a downloaded picture named to DELETE /generate/delete as a post, with every file, as attachments are posts', async () => {
    // Setup
    const res = await site.api('POST', '/media/download', { as: 'admin', body: { count: 2, provider: 'placeholder', width: 640, aspect_ratio: '4:3', seed: 5 } });
    const ids = (res.body as { images: Array<{ id: number }> }).images.map((i) => i.id);
    const files = coreImages([ids[0]!])[0]!.files;

    try {
      // Action
      const removed = await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'post', ids: [ids[0]] } });

      // Assert
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true, deleted: 1, message: '1 generated post deleted permanently.' });
      expect(runWordPressPhp(`echo get_post(${ids[0]}) ? 'left' : 'gone', ' ', get_post(${ids[1]}) ? 'left' : 'gone';`)).toBe('gone left');
      expect(files.filter((f) => existsSync(f))).toEqual([]);
    } finally {
      await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'post', ids, force: true } });
    }
  });

  it('adds 3 images that core reads as full attachments, with sub-size files on disk, and cleanup takes them with every file', async () => {
    // Action
    const res = await site.api('POST', '/media/download', { as: 'admin', body: { count: 3, provider: 'placeholder', width: 1200, aspect_ratio: '16:9', seed: 3 } });
    const body = res.body as { count: number; images: Array<{ id: number; url: string; thumbnail: string; dimensions: string; ratio: string }> };
    const ids = body.images?.map((i) => i.id) ?? [];
    let core: CoreImage[] | undefined;
    try {
      // Assert
      expect(res.status).toBe(200);
      expect(body.count).toBe(3);
      core = coreImages(ids);
      for (const [n, image] of core.entries()) {
        expect(image.flag).toBe('1');
        expect(image.metadata).toMatchObject({ width: 1200, height: 675 });
        expect(Object.keys(image.metadata.sizes)).toEqual(expect.arrayContaining(['thumbnail', 'medium', 'medium_large', 'large']));
        expect(image.files.every((f) => existsSync(f))).toBe(true);
        expect(image.src.thumbnail.slice(0, 3)).toEqual([body.images[n]!.thumbnail, 150, 150]);
        expect(image.src.medium[0]).toMatch(/-300x169\.(jpg|png)$/);
        expect(body.images[n]).toMatchObject({ dimensions: '1200x675', ratio: '16:9' });
      }
      const listed = await site.api('GET', '/media/images?per_page=3', { as: 'admin' });
      expect((listed.body as { images: Array<{ id: number }> }).images.map((i) => i.id)).toEqual([...ids].reverse());
    } finally {
      // Action: the cleanup.
      const cleanup = await site.api('DELETE', '/cleanup/all', { as: 'admin' });

      // Assert
      expect(cleanup.status).toBe(200);
      expect((cleanup.body as { stats: { media: number } }).stats.media).toBeGreaterThanOrEqual(ids.length);
    }
    expect((core ?? []).flatMap((image) => image.files).filter((f) => existsSync(f))).toEqual([]);
    expect(JSON.parse(runWordPressPhp(`echo json_encode(array_map(fn($id) => get_post($id) !== null, json_decode(stream_get_contents(STDIN), true)));`, JSON.stringify(ids)))).toEqual([false, false, false]);
  });
});
