import { runWordPressPhp } from '../support/wordpress-php.js';
import { startPhpServer, type RunningProcess } from '../support/processes.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * The per-request capacity through WordPress: computed from the PHP limits of the server that
 * answers (a second `php -S` with its own memory_limit and max_execution_time), and the
 * capacity_override setting; a count above it is refused before anything is written.
 */

const site = new WordPressSite();
let limited: RunningProcess;
let limitedSite: WordPressSite;

/** Rows a refused run must not have added to. */
function rows(): { posts: number; history: number } {
  return JSON.parse(runWordPressPhp(`
    global $wpdb;
    echo json_encode(['posts' => (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->posts}"), 'history' => (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->prefix}seedpress_history")]);
  `)) as { posts: number; history: number };
}

async function setOverride(value: number | null): Promise<void> {
  const res = await site.api('POST', '/settings', { as: 'admin', body: { capacity_override: value } });
  expect(res.body).toEqual({ success: true, message: 'Settings saved.', settings: { capacity_override: value } });
}

beforeAll(async () => {
  limited = await startPhpServer(site.env, {}, { ini: { memory_limit: '256M', max_execution_time: '10' } });
  limitedSite = site.at(limited.url);
});

afterAll(async () => {
  await setOverride(null);
  await site.api('DELETE', '/cleanup/all', { as: 'admin' });
  await limited.stop();
});

const PLAIN = { set_featured_image: false, auto_taxonomies: false, populate_custom_fields: false, post_status: 'draft' };

describe('per-request capacity', () => {
  it('is computed from the limits of the PHP that serves the request, per kind of run', async () => {
    // Action
    const res = await limitedSite.api('GET', '/settings', { as: 'admin' });

    // Assert: 5 s of the 10 s limit at 0.45 s a post with a downloaded picture; plain items fit 500.
    expect(res.status).toBe(200);
    expect((res.body as { settings: { capacity: unknown } }).settings.capacity).toEqual({
      posts: 11, plain_posts: 500, terms: 500, users: 11, plain_users: 500, override: null, computed_from: { memory_limit: 268435456, max_execution_time: 10 },
    });
  });

  it('refuses a count above the computed capacity with invalid_count naming it and the limits, and writes nothing', async () => {
    // Setup
    const before = rows();

    // Action
    const res = await limitedSite.api('POST', '/generate/posts', { as: 'admin', body: { count: 12, post_status: 'draft' } });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'invalid_count',
      message: "At most 11 posts per request on this site (capacity computed from PHP's memory limit 256M and time limit 10 s, 1 downloaded picture per post); 12 were asked for. Send several requests of at most 11 (both command lines do), or change the capacity_override setting.",
    });
    expect(rows()).toEqual(before);
  });

  it('takes the override: 13 posts are refused and nothing is written, 12 are made', async () => {
    // Setup
    await setOverride(12);
    const before = rows();

    // Action
    const refused = await site.api('POST', '/generate/posts', { as: 'admin', body: { ...PLAIN, count: 13 } });
    const afterRefusal = rows();
    const made = await site.api('POST', '/generate/posts', { as: 'admin', body: { ...PLAIN, count: 12 } });

    // Assert
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'invalid_count',
      message: 'At most 12 posts per request on this site (the capacity_override setting); 13 were asked for. Send several requests of at most 12 (both command lines do), or change the capacity_override setting.',
    });
    expect(afterRefusal).toEqual(before);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, count: 12, message: '12 posts generated successfully' });
    expect(rows().posts - before.posts).toBe(12);
  });

  it('holds terms and users to the override too', async () => {
    // Setup
    await setOverride(12);

    // Action
    const terms = await site.api('POST', '/generate/terms', { as: 'admin', body: { taxonomy: 'post_tag', count: 13 } });
    const users = await site.api('POST', '/generate/users', { as: 'admin', body: { count: 13, generate_avatars: false } });

    // Assert
    expect([terms.status, users.status]).toEqual([400, 400]);
    expect((terms.body as { message: string }).message).toMatch(/^At most 12 terms per request on this site \(the capacity_override setting\); 13 were asked for\./);
    expect((users.body as { message: string }).message).toMatch(/^At most 12 users per request on this site \(the capacity_override setting\); 13 were asked for\./);
  });
});
