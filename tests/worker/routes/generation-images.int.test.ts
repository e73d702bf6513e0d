import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { unserialize } from 'php-serialize';
import { ImageStandIn } from '../../support/image-stand-in.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

let test: TestDatabase;
let worker: WorkerUnderTest;
let standIn: ImageStandIn;
let uploads: string;

beforeAll(async () => {
  standIn = await new ImageStandIn().start();
  const { loremflickr, unsplashApi, picsum } = standIn.endpoints();
  test = await createTestDatabase();
  worker = await workerOn(test, { loremflickr, unsplashApi, picsum });
  const context = await test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_host_context').executeTakeFirstOrThrow();
  uploads = JSON.parse(context.option_value).uploads.basedir;
});
afterAll(async () => {
  // The files went into the stack's uploads folder: remove them the way users do.
  await worker.call('DELETE', '/cleanup/all');
  await test.drop();
  await standIn.stop();
});

const IMAGES = { image_provider: 'photos_random', image_width: 1200, image_height: 800, enable_variation: false, auto_taxonomies: false };

/** Every file under uploads (folders aside: WordPress keeps month folders it made, and so does SeedPress). */
const allUploads = (): string[] =>
  existsSync(uploads) ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort() : [];

async function attachmentFiles(postIds: number[]): Promise<string[]> {
  const rows = await test.db
    .selectFrom('postmeta as thumb')
    .innerJoin('postmeta as meta', (j) => j.onRef('meta.post_id', '=', sql.ref('thumb.meta_value')).on('meta.meta_key', '=', '_wp_attachment_metadata'))
    .select(['meta.meta_value'])
    .where('thumb.post_id', 'in', postIds)
    .where('thumb.meta_key', '=', '_thumbnail_id')
    .execute();
  return rows.flatMap((r) => {
    const meta = unserialize(r.meta_value ?? '') as { file: string; sizes: Record<string, { file: string }> };
    const dir = path.dirname(path.join(uploads, meta.file));
    return [path.join(uploads, meta.file), ...Object.values(meta.sizes).map((s) => path.join(dir, s.file))];
  });
}

describe('featured images from a provider', () => {
  it('downloads, stores every sub-size and sets the thumbnail', async () => {
    // Action
    const res = await worker.call('POST', '/generate/posts', { count: 3, ...IMAGES });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.variation_stats).toEqual({ with_featured_image: 3, without_featured_image: 0 });
    expect(res.body.warnings).toEqual([]);
    const files = await attachmentFiles(res.body.ids);
    expect(files.length).toBeGreaterThanOrEqual(3 * 4);
    expect(files.every((f) => existsSync(f))).toBe(true);
    // The run's journal of files is gone once its attachments are committed.
    expect(allUploads().filter((f) => f.includes(`${path.sep}unfinished-runs${path.sep}`))).toEqual([]);
    const attachments = await test.db.selectFrom('posts').select(['post_parent', 'post_status', 'post_mime_type', 'guid']).where('post_type', '=', 'attachment').execute();
    expect(attachments).toHaveLength(3);
    for (const a of attachments) {
      expect(res.body.ids).toContain(a.post_parent);
      expect(a).toMatchObject({ post_status: 'inherit', post_mime_type: 'image/jpeg' });
      expect(a.guid).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+\.jpg$/);
    }
  });

  it('creates the posts without images when the provider fails, counts them and warns', async () => {
    // Setup
    standIn.behaviour = { status: 500 };
    const before = await test.db.selectFrom('posts').select('ID').where('post_type', '=', 'attachment').execute();

    // Action
    const res = await worker.call('POST', '/generate/posts', { count: 2, ...IMAGES });

    // Assert
    standIn.behaviour = {};
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.variation_stats).toEqual({ with_featured_image: 0, without_featured_image: 2 });
    expect(res.body.warnings).toHaveLength(2);
    expect(res.body.warnings[0]).toMatch(/^Featured image for ".+" skipped: /);
    expect(await test.db.selectFrom('posts').select('ID').where('post_type', '=', 'attachment').execute()).toEqual(before);
  });

  it('survives 429 and broken bytes: only the failed posts go without an image', async () => {
    // Setup: two 429s without Retry-After exhaust the retries of one image at most.
    standIn.behaviour = { body: 'broken' };
    const broken = await worker.call('POST', '/generate/posts', { count: 1, ...IMAGES });
    standIn.behaviour = { tooManyRequests: 1, retryAfter: '0' };

    // Action
    const throttled = await worker.call('POST', '/generate/posts', { count: 2, ...IMAGES });

    // Assert
    standIn.behaviour = {};
    expect(broken.body.variation_stats).toEqual({ with_featured_image: 0, without_featured_image: 1 });
    expect(throttled.body.variation_stats).toEqual({ with_featured_image: 2, without_featured_image: 0 });
    const history = await test.db.selectFrom('seedpress_history').select(['content_id', 'meta']).where('content_type', '=', 'post')
      .where('content_id', 'in', [...broken.body.ids, ...throttled.body.ids]).orderBy('content_id').execute();
    expect(history.map((h) => JSON.parse(h.meta).has_featured_image)).toEqual([false, true, true]);
  });

  it('reuses library images when download_images is false', async () => {
    // Setup
    const requests = standIn.requests.length;

    // Action
    const res = await worker.call('POST', '/generate/posts', { count: 2, ...IMAGES, download_images: false });

    // Assert
    expect(res.body.variation_stats).toEqual({ with_featured_image: 2, without_featured_image: 0 });
    expect(standIn.requests.length).toBe(requests);
    const thumbs = await test.db.selectFrom('postmeta').select('meta_value').where('post_id', 'in', res.body.ids).where('meta_key', '=', '_thumbnail_id').execute();
    const library = (await test.db.selectFrom('posts').select('ID').where('post_type', '=', 'attachment').execute()).map((a) => String(a.ID));
    expect(thumbs.every((t) => library.includes(t.meta_value ?? ''))).toBe(true);
  });

  it('gives the comments\' visitors portraits from the same provider, as a comment run does, and takes them away with the posts', async () => {
    // Setup
    const requests = standIn.requests.length;

    // Action
    const res = await worker.call('POST', '/generate/posts', { count: 4, ...IMAGES, auto_comments: true, comments_per_post_min: 6, comments_per_post_max: 6, seed: 77 });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
    const comments = await test.db.selectFrom('comments').leftJoin('commentmeta', (j) => j.onRef('commentmeta.comment_id', '=', 'comments.comment_ID').on('commentmeta.meta_key', '=', '_seedpress_avatar'))
      .select(['comments.comment_author_email as email', 'comments.user_id', 'commentmeta.meta_value as avatar']).where('comments.comment_post_ID', 'in', res.body.ids).execute();
    const visitors = new Map<string, Set<string | null>>();
    for (const c of comments) if (c.user_id === 0) visitors.set(c.email, (visitors.get(c.email) ?? new Set()).add(c.avatar));
    // Every comment of a visitor shows the same portrait (or none); registered users keep their own avatars.
    expect([...visitors.values()].every((avatars) => avatars.size === 1)).toBe(true);
    expect(comments.filter((c) => c.user_id !== 0 && c.avatar !== null)).toEqual([]);
    const portraitIds = [...new Set(comments.map((c) => c.avatar).filter((a): a is string => a !== null))].map(Number);
    // About 60 % of the visitors, as comment runs' avatar_percentage default (fixed by the seed).
    expect(portraitIds.length).toBeGreaterThan(0);
    expect(portraitIds.length).toBeLessThan(visitors.size);
    const portraits = await test.db.selectFrom('posts').select(['ID', 'post_parent', 'post_author', 'post_title']).where('ID', 'in', portraitIds).execute();
    expect(portraits).toHaveLength(portraitIds.length);
    for (const p of portraits) expect(p).toMatchObject({ post_parent: 0, post_author: 0, post_title: expect.stringMatching(/^Avatar of /) });
    const history = await test.db.selectFrom('seedpress_history').select('content_id').where('content_type', '=', 'media').where('content_id', 'in', portraitIds).execute();
    expect(history).toHaveLength(portraitIds.length);
    // 4 featured images, then one 512 × 512 portrait per portrayed visitor (each asked by seed, then redirected).
    const asked = standIn.paths().slice(requests).filter((url) => url.startsWith('/picsum/seed/'));
    expect(asked.filter((url) => url.endsWith('/512/512'))).toHaveLength(portraitIds.length);
    expect(asked).toHaveLength(4 + portraitIds.length);

    // Action: the posts go, and their comments with them.
    const files = (await test.db.selectFrom('postmeta').select('meta_value').where('post_id', 'in', portraitIds).where('meta_key', '=', '_wp_attached_file').execute()).map((m) => path.join(uploads, m.meta_value ?? ''));
    const removed = await worker.call('DELETE', '/generate/delete', { type: 'post', ids: res.body.ids, force: true });

    // Assert: the portraits no comment shows any more go too, files and all.
    expect(removed.status).toBe(200);
    expect(await test.db.selectFrom('posts').select('ID').where('ID', 'in', portraitIds).execute()).toEqual([]);
    expect(files.filter((f) => existsSync(f))).toEqual([]);
  });

  it('gives visitors no portraits when the run downloads no images', async () => {
    // Setup
    const requests = standIn.requests.length;

    // Action
    const res = await worker.call('POST', '/generate/posts', { count: 2, ...IMAGES, download_images: false, auto_comments: true, comments_per_post_min: 4, comments_per_post_max: 4, seed: 77 });

    // Assert
    expect(res.status).toBe(200);
    expect(standIn.requests.length).toBe(requests);
    const shown = await test.db.selectFrom('commentmeta').innerJoin('comments', 'comments.comment_ID', 'commentmeta.comment_id')
      .select('meta_value').where('comments.comment_post_ID', 'in', res.body.ids).where('meta_key', '=', '_seedpress_avatar').execute();
    expect(shown).toEqual([]);
  });

  it('leaves nothing behind, rows or files, when the run fails part-way', async () => {
    // Setup: the comments table disappears, so the run fails after posts and images were written.
    const postsBefore = await test.db.selectFrom('posts').select('ID').execute();
    const filesBefore = allUploads();
    const p = test.config.prefix;
    await sql`RENAME TABLE ${sql.table(`${p}comments`)} TO ${sql.table(`${p}comments_away`)}`.execute(test.db);
    let res;
    try {
      // Action
      res = await worker.call('POST', '/generate/posts', { count: 2, ...IMAGES, auto_comments: true, comments_per_post_min: 1, comments_per_post_max: 1 });
    } finally {
      await sql`RENAME TABLE ${sql.table(`${p}comments_away`)} TO ${sql.table(`${p}comments`)}`.execute(test.db);
    }

    // Assert
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'generation_failed', message: 'Generation failed and nothing was written. Reduce count or disable image downloads, and try again.' });
    expect(await test.db.selectFrom('posts').select('ID').execute()).toEqual(postsBefore);
    expect(allUploads()).toEqual(filesBefore);
  });
});
