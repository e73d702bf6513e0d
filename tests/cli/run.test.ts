import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { run } from '../../cli/src/run.js';

/*
 * The CLI against a stand-in site on loopback that records each request and answers from a
 * script: batching, seeds, progress, summaries and exit codes, without WordPress.
 */

interface Recorded {
  method: string;
  url: string;
  authorization: string;
  body: unknown;
}

type Answer = (request: Recorded, index: number) => { status: number; body: unknown };

let server: Server;
let recorded: Recorded[];
let answer: Answer;
let siteUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization ?? '', body: raw ? (JSON.parse(raw) as unknown) : undefined };
      recorded.push(request);
      const { status, body } = answer(request, recorded.length - 1);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  recorded = [];
});

async function cli(argv: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    env: { SEEDPRESS_URL: siteUrl, SEEDPRESS_USER: 'admin', SEEDPRESS_APP_PASSWORD: 'abcd efgh', ...env },
  });
  return { code, stdout, stderr };
}

/** GET /settings of a site whose capacity is 120 posts with new pictures, 500 without. */
const CAPACITY = { posts: 120, plain_posts: 500, terms: 500, users: 120, plain_users: 500, override: null, computed_from: { memory_limit: 268435456, max_execution_time: 30 } };
const settings = (capacity: unknown = CAPACITY) => ({ status: 200, body: { success: true, settings: { general: {}, ai: {}, capacity } } });

const postRun = (request: Recorded) => {
  if (request.method === 'GET') return settings();
  const { count, seed } = request.body as { count: number; seed: number };
  return {
    status: 200,
    body: {
      success: true,
      count,
      ids: Array.from({ length: count }, (_, i) => i + 1),
      message: `${count} posts generated successfully`,
      warnings: [],
      variation_stats: { with_featured_image: 0, without_featured_image: count },
      auto_created: { authors: 1, terms: {}, comments: 0, related_posts: 0, related_per_cpt: {} },
      time_saved: `${count * 3} minutes`,
      seed,
    },
  };
};

describe('seedpress generate posts in batches', () => {
  it('sends 1,200 posts as 500, 500 and 200, with derived seeds and the deletion in the first batch only', async () => {
    // Setup
    answer = postRun;

    // Action
    const { code, stdout, stderr } = await cli(['generate', 'posts', '--count', '1200', '--seed', '7', '--post-type', 'product', '--delete-existing-before-generate', '--no-set-featured-image']);

    // Assert
    expect(code).toBe(0);
    expect(recorded.map((r) => [r.method, r.url])).toEqual([['GET', '/wp-json/seedpress/v1/settings'], ...Array(3).fill(['POST', '/wp-json/seedpress/v1/generate/posts'])]);
    expect(recorded[0]!.authorization).toBe(`Basic ${Buffer.from('admin:abcd efgh').toString('base64')}`);
    expect(recorded.slice(1).map((r) => r.body)).toEqual([
      { post_type: 'product', count: 500, seed: 7, delete_existing_before_generate: true, set_featured_image: false },
      { post_type: 'product', count: 500, seed: 2654435776, set_featured_image: false },
      { post_type: 'product', count: 200, seed: 1013904249, set_featured_image: false },
    ]);
    expect(stderr).toBe('batch 1/3: 500 posts (500/1200)\nbatch 2/3: 500 posts (1000/1200)\nbatch 3/3: 200 posts (1200/1200)\n');
    expect(stdout).toBe(
      '1200 posts generated in 3 batches (seed 7).\nFeatured images: 0 with, 1200 without.\nAlso made: 3 authors, 0 comments, 0 related posts, terms: none.\nTime saved: 60 hours.\n',
    );
  });

  it('prints the merged result as JSON with --format json, batches listed', async () => {
    // Setup
    answer = postRun;

    // Action
    const { code, stdout } = await cli(['generate', 'posts', '--count=501', '--seed=1', '--no-download-images', '--format', 'json']);

    // Assert
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as Record<string, unknown>;
    expect(result).toMatchObject({ success: true, count: 501, seed: 1, time_saved: '25 hours 3 minutes', batches: [{ count: 500, seed: 1 }, { count: 1, seed: 2654435770 }] });
    expect((result.ids as number[]).length).toBe(501);
  });

  it('draws a seed for a batched run without --seed and sends none for a single request', async () => {
    // Setup
    answer = postRun;

    // Action
    await cli(['generate', 'posts', '--count', '600', '--no-set-featured-image']);
    await cli(['generate', 'posts', '--count', '3']);
    await cli(['generate', 'posts']);

    // Assert
    const [first, second, single, plain] = recorded.filter((r) => r.method === 'POST').map((r) => r.body as { count?: number; seed?: number; set_featured_image?: boolean });
    expect(second!.seed).toBe((first!.seed! + 0x9e3779b9) % 2 ** 32);
    expect(first!.set_featured_image).toBe(false);
    expect(single).toEqual({ count: 3 });
    expect(plain).toEqual({});
  });

  it('stops at the first failing batch, never sends it again, says what was made and exits 1', async () => {
    // Setup
    answer = (request, index) => (index === 2 ? { status: 500, body: { success: false, code: 'generation_failed', message: 'The run failed; nothing of it was written.' } } : postRun(request));

    // Action
    const { code, stdout, stderr } = await cli(['generate', 'posts', '--count', '1200', '--seed', '7', '--no-set-featured-image']);

    // Assert
    expect(code).toBe(1);
    expect(recorded).toHaveLength(3);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'batch 1/3: 500 posts (500/1200)\nStopped after batch 1 of 3: 500 posts were made (seedpress history list shows them).\nseedpress: generation_failed: The run failed; nothing of it was written. (HTTP 500)\n',
    );
  });
});

describe('seedpress generate in batches of the site\'s capacity', () => {
  it('sends posts with new pictures in batches of the capacity GET /settings reports, and plain posts in batches of the plain capacity', async () => {
    // Setup
    answer = postRun;

    // Action
    const pictures = await cli(['generate', 'posts', '--count', '250', '--seed', '7']);
    const pictureSizes = recorded.filter((r) => r.method === 'POST').map((r) => (r.body as { count: number }).count);
    recorded = [];
    const plain = await cli(['generate', 'posts', '--count', '600', '--seed', '7', '--no-download-images']);
    const plainSizes = recorded.filter((r) => r.method === 'POST').map((r) => (r.body as { count: number }).count);

    // Assert
    expect(pictures.code).toBe(0);
    expect(pictureSizes).toEqual([120, 120, 10]);
    expect(pictures.stderr).toBe('batch 1/3: 120 posts (120/250)\nbatch 2/3: 120 posts (240/250)\nbatch 3/3: 10 posts (250/250)\n');
    expect(pictures.stdout.split('\n')[0]).toBe('250 posts generated in 3 batches (seed 7).');
    expect(plain.code).toBe(0);
    expect(plainSizes).toEqual([500, 100]);
  });

  it('batches users with portraits at the users capacity and without at the plain one', async () => {
    // Setup
    answer = (request) => (request.method === 'GET' ? settings() : { status: 200, body: { success: true, count: (request.body as { count: number }).count, ids: [], message: 'users generated successfully', warnings: [], time_saved: '1 minute', seed: 1 } });

    // Action
    await cli(['generate', 'users', '--count', '130', '--seed', '1']);
    const withPortraits = recorded.filter((r) => r.method === 'POST').map((r) => (r.body as { count: number }).count);
    recorded = [];
    await cli(['generate', 'users', '--count', '130', '--seed', '1', '--no-generate-avatars']);
    const without = recorded.filter((r) => r.method === 'POST').map((r) => (r.body as { count: number }).count);

    // Assert
    expect(withPortraits).toEqual([120, 10]);
    expect(without).toEqual([130]);
  });

  it('takes the endpoint\'s maximum from a site whose API reports no capacity', async () => {
    // Setup
    answer = (request) => (request.method === 'GET' ? settings(null) : postRun(request));

    // Action
    const { code } = await cli(['generate', 'posts', '--count', '600', '--seed', '7']);

    // Assert
    expect(code).toBe(0);
    expect(recorded.filter((r) => r.method === 'POST').map((r) => (r.body as { count: number }).count)).toEqual([500, 100]);
  });
});

describe('seedpress usage', () => {
  it.each([
    [['generate', 'posts', '--count', 'many'], 'seedpress: --count takes an integer (got "many").\nRun "seedpress generate posts --help" for the flags.\n'],
    [['generate', 'posts', '--colour', 'red'], 'seedpress: Unknown option \'--colour\' (seedpress generate posts).\nRun "seedpress generate posts --help" for the flags.\n'],
    [['generate', 'pages'], 'seedpress: Unknown command "generate pages". Commands: generate posts, generate terms, generate users, generate comments, cleanup, history list.\nRun "seedpress --help" for the flags.\n'],
    [['cleanup', '--format', 'xml'], 'seedpress: --format must be text or json (got "xml").\nRun "seedpress cleanup --help" for the flags.\n'],
    [['generate', 'terms', '--count', '900', '--generate-hierarchy'], 'seedpress: --generate-hierarchy makes one tree of --depth and --breadth; --count above 500 does not apply to it.\nRun "seedpress generate terms --help" for the flags.\n'],
  ])('%j exits 2 without calling the site', async (argv, message) => {
    // Action
    const { code, stderr } = await cli(argv);

    // Assert
    expect({ code, stderr }).toEqual({ code: 2, stderr: message });
    expect(recorded).toEqual([]);
  });

  it('needs the site, from flags or the environment', async () => {
    // Action
    const { code, stderr } = await cli(['cleanup'], { SEEDPRESS_URL: '' });

    // Assert
    expect(code).toBe(2);
    expect(stderr).toBe('seedpress: --url (or SEEDPRESS_URL) is required.\nRun "seedpress cleanup --help" for the flags.\n');
  });

  it('prints help on stdout with exit 0, and on stderr with exit 2 when no command is given', async () => {
    // Action
    const help = await cli(['generate', 'users', '--help']);
    const none = await cli([]);

    // Assert
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('  --allowed-roles <text,…>');
    expect(help.stdout).toContain('  --[no-]generate-avatars');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: seedpress <command> [flags]');
  });
});

describe('seedpress history list and cleanup', () => {
  it('words the total with its plural form', async () => {
    // Setup
    answer = () => ({
      status: 200,
      body: { success: true, history: [{ id: '3', content_type: 'user', content_id: '8', content_subtype: 'author', meta: {}, created_at: '2026-01-02 03:04:05', content_title: 'Ann', content_exists: true, template_name: null }], total: 1 },
    });

    // Action
    const { stdout } = await cli(['history', 'list']);

    // Assert
    expect(stdout.split('\n').at(-2)).toBe('1 of 1 entry, from offset 0.');
  });

  it('sends the query flags and prints the entries as a table', async () => {
    // Setup
    answer = () => ({
      status: 200,
      body: {
        success: true,
        history: [
          { id: '12', content_type: 'post', content_id: '40', content_subtype: 'post', meta: {}, created_at: '2026-01-02 03:04:05', content_title: 'Hello', content_exists: true, template_name: null },
          { id: '9', content_type: 'term', content_id: '7', content_subtype: 'category', meta: {}, created_at: '2026-01-02 03:04:00', content_title: null, content_exists: false, template_name: null },
        ],
        total: 30,
      },
    });

    // Action
    const { code, stdout } = await cli(['history', 'list', '--type', 'post', '--limit', '2', '--offset', '4']);

    // Assert
    expect(code).toBe(0);
    expect(recorded[0]!.url).toBe('/wp-json/seedpress/v1/history?type=post&limit=2&offset=4');
    expect(stdout).toBe(
      [
        'ID  TYPE  SUBTYPE   ITEM  EXISTS  CREATED              TITLE',
        '12  post  post      40    yes     2026-01-02 03:04:05  Hello',
        '9   term  category  7     no      2026-01-02 03:04:00',
        '2 of 30 entries, from offset 4.',
        '',
      ].join('\n'),
    );
  });

  it('cleans up with DELETE /cleanup/all and prints the answer\'s message', async () => {
    // Setup
    answer = () => ({ status: 200, body: { success: true, message: 'Deleted 3 posts, 0 terms, 1 users and 0 media files.', stats: { posts: 3, terms: 0, users: 1, media: 0 } } });

    // Action
    const { code, stdout } = await cli(['cleanup']);

    // Assert
    expect(recorded.map((r) => [r.method, r.url, r.body])).toEqual([['DELETE', '/wp-json/seedpress/v1/cleanup/all', undefined]]);
    expect({ code, stdout }).toEqual({ code: 0, stdout: 'Deleted 3 posts, 0 terms, 1 users and 0 media files.\n' });
  });
});

describe('seedpress generate posts: counts of one', () => {
  it('words a batch of one post, and one post made before a failure, in the singular', async () => {
    // Setup: the second batch fails; the first made one post of the 500 it was sent.
    let posts = 0;
    answer = (request) => {
      if (request.method === 'GET') return settings(null);
      if (++posts === 2) return { status: 500, body: { success: false, code: 'generation_failed', message: 'The run failed; nothing of it was written.' } };
      const made = postRun(request);
      return { ...made, body: { ...made.body, count: 1 } };
    };

    // Action
    const { code, stderr } = await cli(['generate', 'posts', '--count', '501', '--seed', '7']);

    // Assert
    expect(code).toBe(1);
    expect(stderr).toBe(
      'batch 1/2: 1 post (1/501)\nStopped after batch 1 of 2: 1 post was made (seedpress history list shows them).\nseedpress: generation_failed: The run failed; nothing of it was written. (HTTP 500)\n',
    );
  });
});
