import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { REPO_ROOT, need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * The compiled CLI (cli/dist, built by `make up`) against the dev site, as a user runs it: through
 * npx for the large run, with an application password from the flags or the environment. What it
 * makes it removes again with its own cleanup.
 */

const site = new WordPressSite();
const env = { SEEDPRESS_URL: site.url, SEEDPRESS_USER: need(site.env, 'SEEDPRESS_ADMIN_USER'), SEEDPRESS_APP_PASSWORD: need(site.env, 'SEEDPRESS_ADMIN_APP_PASSWORD') };
const run = promisify(execFile);

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function seedpress(argv: string[], options: { npx?: boolean; env?: Record<string, string> } = {}): Promise<Outcome> {
  const [file, args] = options.npx ? ['npx', ['--offline', 'seedpress', ...argv]] : [process.execPath, ['cli/dist/seedpress.js', ...argv]];
  try {
    const { stdout, stderr } = await run(file, args, { cwd: REPO_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...(options.env ?? env) }, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let db: mysql.Connection;
const prefix = need(site.env, 'DB_PREFIX');

async function generatedPosts(): Promise<number> {
  const [rows] = await db.query<mysql.RowDataPacket[]>(
    `SELECT COUNT(*) AS n FROM ${prefix}posts p JOIN ${prefix}postmeta m ON m.post_id = p.ID AND m.meta_key = '_seedpress_generated' WHERE p.post_type = 'post'`,
  );
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  db = await mysql.createConnection({ host: need(site.env, 'DB_HOST'), port: Number(need(site.env, 'DB_PORT')), user: need(site.env, 'DB_USER'), password: need(site.env, 'DB_PASSWORD'), database: need(site.env, 'DB_NAME') });
});

afterAll(async () => {
  await db.end();
});

describe('npx seedpress against the dev site', () => {
  it('makes 1,200 posts in three batches with progress, lists them, and removes them with its own cleanup', async () => {
    // Action
    const made = await seedpress(['generate', 'posts', '--count', '1200', '--seed', '7', '--no-set-featured-image', '--no-auto-taxonomies', '--url', site.url, '--user', env.SEEDPRESS_USER, '--app-password', env.SEEDPRESS_APP_PASSWORD], { npx: true, env: {} });
    const rows = await generatedPosts();
    const history = await seedpress(['history', 'list', '--type', 'post', '--limit', '2']);
    const cleanup = await seedpress(['cleanup']);
    const left = await generatedPosts();

    // Assert
    expect(made).toEqual({
      code: 0,
      stderr: 'batch 1/3: 500 posts (500/1200)\nbatch 2/3: 500 posts (1000/1200)\nbatch 3/3: 200 posts (1200/1200)\n',
      stdout: '1200 posts generated in 3 batches (seed 7).\nFeatured images: 0 with, 1200 without.\nAlso made: 3 authors, 0 comments, 0 related posts, terms: none.\nTime saved: 60 hours 7 minutes.\n',
    });
    expect(rows).toBe(1200);
    expect(history.code).toBe(0);
    expect(history.stdout.split('\n').at(-2)).toBe('2 of 1200 entries, from offset 0.');
    expect(cleanup).toEqual({ code: 0, stderr: '', stdout: 'Deleted 1200 posts, 0 terms, 3 users, 0 comments and 0 media files.\n' });
    expect(left).toBe(0);
  });

  it('generates terms, users and comments, each with its summary', async () => {
    // Action
    const posts = await seedpress(['generate', 'posts', '--count', '2', '--no-set-featured-image', '--no-auto-taxonomies', '--format', 'json']);
    const ids = (JSON.parse(posts.stdout) as { ids: number[] }).ids;
    const comments = await seedpress(['generate', 'comments', '--post-ids', ids.join(','), '--comments-per-post-min', '1', '--comments-per-post-max', '1', '--avatar-percentage', '0', '--seed', '3']);
    const terms = await seedpress(['generate', 'terms', '--count', '2', '--taxonomy', 'post_tag', '--seed', '4']);
    const users = await seedpress(['generate', 'users', '--count', '2', '--no-generate-avatars', '--allowed-roles', 'author,editor', '--seed', '5']);
    const cleanup = await seedpress(['cleanup', '--format', 'json']);

    // Assert
    expect(posts.code).toBe(0);
    expect(ids).toHaveLength(2);
    expect(comments).toEqual({ code: 0, stderr: '', stdout: '2 comments generated successfully on 2 posts (seed 3).\nTime saved: 1 minute.\n' });
    expect(terms).toEqual({ code: 0, stderr: 'batch 1/1: 2 terms (2/2)\n', stdout: '2 terms generated successfully in Tags (seed 4).\nTime saved: 3 minutes.\n' });
    expect(users).toEqual({ code: 0, stderr: 'batch 1/1: 2 users (2/2)\n', stdout: '2 users generated successfully (seed 5).\nTime saved: 5 minutes.\n' });
    expect(cleanup.code).toBe(0);
    expect(JSON.parse(cleanup.stdout)).toMatchObject({ success: true, stats: { posts: 2, terms: 2, users: 5, media: 0 } });
  });

  it('exits 2 on a bad flag, before calling the site', async () => {
    // Action
    const outcome = await seedpress(['generate', 'posts', '--count', '12x']);

    // Assert
    expect(outcome).toEqual({ code: 2, stdout: '', stderr: 'seedpress: --count takes an integer (got "12x").\nRun "seedpress generate posts --help" for the flags.\n' });
  });

  it('exits 1 with the error body\'s code and message when the API refuses', async () => {
    // Action
    const unknownType = await seedpress(['generate', 'posts', '--post-type', 'no_such_type']);
    const tooMany = await seedpress(['generate', 'comments', '--comments-per-post-min', '9', '--comments-per-post-max', '2']);

    // Assert
    expect(unknownType).toEqual({ code: 1, stdout: '', stderr: 'seedpress: invalid_post_type: Post type "no_such_type" is not registered. (HTTP 400)\n' });
    expect(tooMany).toEqual({ code: 1, stdout: '', stderr: 'seedpress: invalid_parameter: Invalid parameter: comments_per_post_min (9) must not be greater than comments_per_post_max (2). (HTTP 400)\n' });
  });

  it('exits 1 when the application password is wrong', async () => {
    // Action
    const outcome = await seedpress(['history', 'list'], { env: { ...env, SEEDPRESS_APP_PASSWORD: 'aaaa bbbb cccc dddd eeee ffff' } });

    // Assert
    expect(outcome).toEqual({ code: 1, stdout: '', stderr: 'seedpress: rest_not_logged_in: You must be logged in to use SeedPress. (HTTP 401)\n' });
  });
});
