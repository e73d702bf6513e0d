import { existsSync } from 'node:fs';
import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';
import type { CommentGenerationResult } from '../../worker/src/services/generation/comment-generation.service.js';
import type { UserGenerationResult } from '../../worker/src/services/generation/user-generation.service.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * POST /generate/comments through WordPress, read back with core's own functions: get_comments(),
 * wp_count_comments(), get_post() and get_avatar_url() (the shell's filter for visitors' portraits).
 */

const site = new WordPressSite();

interface PostView {
  id: number; commentCount: number; approved: number; pending: number; registered: number; replies: number;
  beforePost: number; deepest: number; registeredMatch: boolean; visitors: number; localAvatars: number; portraitFiles: string[];
}

function coreView(ids: number[]): PostView[] {
  return JSON.parse(runWordPressPhp(`
    echo json_encode(array_map(function ($id) {
      $post = get_post($id);
      $all = get_comments(['post_id' => $id, 'status' => 'all']);
      $byId = []; foreach ($all as $c) { $byId[$c->comment_ID] = $c; }
      $depth = function ($c) use ($byId) { $d = 1; while ($c->comment_parent && isset($byId[$c->comment_parent])) { $c = $byId[$c->comment_parent]; $d++; } return $d; };
      $registered = array_filter($all, fn($c) => $c->user_id > 0);
      $visitors = array_filter($all, fn($c) => 0 === (int) $c->user_id);
      return ['id' => $id, 'commentCount' => (int) $post->comment_count, 'approved' => (int) wp_count_comments($id)->approved, 'pending' => (int) wp_count_comments($id)->moderated,
        'registered' => count($registered), 'replies' => count(array_filter($all, fn($c) => $c->comment_parent > 0)),
        'beforePost' => count(array_filter($all, fn($c) => $c->comment_date_gmt <= $post->post_date_gmt)),
        'deepest' => max(array_map($depth, $all) ?: [0]),
        'registeredMatch' => array_reduce($registered, fn($ok, $c) => $ok && get_userdata($c->user_id)->user_email === $c->comment_author_email && get_userdata($c->user_id)->display_name === $c->comment_author, true),
        'visitors' => count($visitors),
        'localAvatars' => count(array_filter($visitors, fn($c) => str_contains(get_avatar_url($c), '/wp-content/uploads/'))),
        'portraitFiles' => array_values(array_filter(array_map(fn($c) => ($a = (int) get_comment_meta($c->comment_ID, '_seedpress_avatar', true)) ? (string) get_attached_file($a) : '', $visitors)))];
    }, json_decode(stream_get_contents(STDIN), true)));
  `, JSON.stringify(ids))) as PostView[];
}

const sum = (views: PostView[], key: 'pending' | 'registered' | 'replies' | 'visitors' | 'localAvatars'): number => views.reduce((n, v) => n + v[key], 0);

let postIds: number[] = [];
let userIds: number[] = [];

beforeAll(async () => {
  const users = await site.api('POST', '/generate/users', { as: 'admin', body: { count: 4, generate_avatars: false, seed: 8 } });
  userIds = (users.body as UserGenerationResult).ids;
  const posts = await site.api('POST', '/generate/posts', {
    as: 'admin',
    body: { count: 8, post_status: 'publish', set_featured_image: false, auto_comments: false, auto_taxonomies: false, populate_custom_fields: false, seed: 8 },
  });
  postIds = (posts.body as GenerationResult).ids;
  expect([users.status, posts.status, postIds.length]).toEqual([200, 200, 8]);
});

afterAll(async () => {
  await site.api('POST', '/generate/posts/delete', { as: 'admin', body: { post_type: 'post', delete_related_authors: true } });
  await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'user', ids: userIds } });
});

describe('POST /generate/comments through WordPress', () => {
  it('writes 5–10 comments on each of 8 posts: threads, pending ones, registered commenters, visitors\' portraits, right comment_count', async () => {
    // Action
    const res = await site.api('POST', '/generate/comments', {
      as: 'admin',
      body: { post_ids: postIds, comments_per_post_min: 5, comments_per_post_max: 10, pending_percentage: 20, anonymous_percentage: 60, avatar_percentage: 60, avatar_provider: 'placeholder', seed: 13 },
    });

    // Assert
    const body = res.body as CommentGenerationResult;
    expect(res.status).toBe(200);
    expect(body).toEqual({ success: true, count: body.ids.length, ids: expect.any(Array), deleted_count: 0, message: `${body.ids.length} comments generated successfully on 8 posts`, warnings: [], time_saved: expect.stringMatching(/minutes?$/), seed: 13 });
    const views = coreView(postIds);
    for (const view of views) {
      expect(view.commentCount).toBe(view.approved);
      expect(view.approved + view.pending).toBeGreaterThanOrEqual(5);
      expect(view.approved + view.pending).toBeLessThanOrEqual(10);
      expect(view.beforePost).toBe(0);
      expect(view.deepest).toBeLessThanOrEqual(5);
      expect(view.registeredMatch).toBe(true);
    }
    expect(views.reduce((n, v) => n + v.approved + v.pending, 0)).toBe(body.ids.length);
    expect([sum(views, 'pending'), sum(views, 'registered'), sum(views, 'replies'), sum(views, 'localAvatars')].every((n) => n > 0)).toBe(true);
    expect(sum(views, 'localAvatars')).toBeLessThan(sum(views, 'visitors'));
    const files = views.flatMap((v) => v.portraitFiles);
    expect(files.every((file) => existsSync(file))).toBe(true);

    // Deleting the comments takes the portraits no comment shows any more.
    const removed = await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'comment', ids: body.ids, force: true } });
    expect(removed.status).toBe(200);
    expect(coreView(postIds).map((v) => [v.commentCount, v.visitors])).toEqual(postIds.map(() => [0, 0]));
    expect(files.filter((file) => existsSync(file))).toEqual([]);
  });

  it('without threading, every comment is top-level; with pending_percentage 100, none is approved and comment_count stays 0', async () => {
    // Action
    const res = await site.api('POST', '/generate/comments', { as: 'admin', body: { post_ids: postIds.slice(0, 3), comments_per_post_min: 4, comments_per_post_max: 4, enable_threading: false, pending_percentage: 100, avatar_percentage: 0 } });

    // Assert
    const body = res.body as CommentGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect(body.count).toBe(12);
      expect(coreView(postIds.slice(0, 3)).map((v) => [v.replies, v.pending, v.commentCount])).toEqual([[0, 4, 0], [0, 4, 0], [0, 4, 0]]);
    } finally {
      await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'comment', ids: body.ids ?? [], force: true } });
    }
  });

  it('with delete_existing, replaces the generated comments of the post type', async () => {
    // Setup
    const first = (await site.api('POST', '/generate/comments', { as: 'admin', body: { post_ids: postIds.slice(0, 2), comments_per_post_min: 2, comments_per_post_max: 2, avatar_percentage: 0 } })).body as CommentGenerationResult;

    // Action
    const res = await site.api('POST', '/generate/comments', { as: 'admin', body: { post_ids: postIds.slice(0, 1), comments_per_post_min: 3, comments_per_post_max: 3, avatar_percentage: 0, pending_percentage: 0, delete_existing: true } });

    // Assert
    const body = res.body as CommentGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect([first.count, body.count, body.deleted_count]).toEqual([4, 3, 4]);
      expect(coreView(postIds.slice(0, 2)).map((v) => v.commentCount)).toEqual([3, 0]);
    } finally {
      await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'comment', ids: body.ids ?? [], force: true } });
    }
  });

  it.each([
    ['an unknown post type', { post_type: 'zz_nope' }, 'invalid_post_type', 'Post type "zz_nope" is not registered.'],
    ['a post that is not a published post of the type', { post_ids: [999999999] }, 'invalid_parameter', 'Not published posts of type "post": 999999999.'],
    ['a minimum above the maximum', { comments_per_post_min: 9, comments_per_post_max: 3 }, 'invalid_parameter', expect.stringContaining('comments_per_post_min')],
  ])('answers 400 for %s and writes nothing', async (_case, body, code, message) => {
    // Setup
    const count = (): string => runWordPressPhp('global $wpdb; echo $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->comments");');
    const before = count();

    // Action
    const res = await site.api('POST', '/generate/comments', { as: 'admin', body });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code, message });
    expect(count()).toBe(before);
  });
});
