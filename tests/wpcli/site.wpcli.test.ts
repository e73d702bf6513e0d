import mysql from 'mysql2/promise';
import { need, readStackEnv } from '../support/stack-env.js';
import { wp } from '../support/wp-cli.js';

/*
 * The real WP-CLI (tools/vendor) running `wp seedpress …` on the dev site, as a site owner runs it:
 * exit codes, stdout and stderr as WP-CLI's own commands give them, and the rows each run wrote.
 * Output goes to a pipe, so WP-CLI prints tables tab-separated and draws no progress bar unless
 * SHELL_PIPE=0 says that stdout is a terminal. Whatever a test makes, the cleanup tests remove.
 */

const stack = readStackEnv();
const path = need(stack, 'SEEDPRESS_WP_PATH');
const prefix = need(stack, 'DB_PREFIX');
const admin = `--user=${need(stack, 'SEEDPRESS_ADMIN_USER')}`;
const editor = `--user=${need(stack, 'SEEDPRESS_EDITOR_USER')}`;
const PLAIN_POSTS = ['--no-set-featured-image', '--no-auto-taxonomies', '--no-auto-comments', '--no-populate-custom-fields'];
const CONFIRM = 'Delete every post, term, user and media file SeedPress generated on this site, for good, and clear its history? [y/n] ';
const SEED_STEP = 0x9e3779b9;

let db: mysql.Connection;

async function number(sql: string, values: unknown[] = []): Promise<number> {
  const [rows] = await db.query<mysql.RowDataPacket[]>(sql, values);
  return Number(rows[0]!.n);
}

/** Flagged rows of one kind: what SeedPress made and has not removed. */
function flagged(table: 'postmeta' | 'termmeta' | 'usermeta' | 'commentmeta', column: string, ids?: number[]): Promise<number> {
  const only = ids ? ` AND ${column} IN (?)` : '';
  return number(`SELECT COUNT(*) AS n FROM ${prefix}${table} WHERE meta_key = '_seedpress_generated'${only}`, ids ? [ids] : []);
}

beforeAll(async () => {
  db = await mysql.createConnection({ host: need(stack, 'DB_HOST'), port: Number(need(stack, 'DB_PORT')), user: need(stack, 'DB_USER'), password: need(stack, 'DB_PASSWORD'), database: need(stack, 'DB_NAME') });
});

afterAll(async () => {
  await db.end();
});

describe('wp seedpress generate', () => {
  it('makes posts with --seed and prints the result as JSON; the same seed gives the same titles', async () => {
    // Action
    const first = await wp(path, ['seedpress', 'generate', 'posts', '--count=3', '--seed=41', ...PLAIN_POSTS, '--format=json', admin]);
    const again = await wp(path, ['seedpress', 'generate', 'posts', '--count=3', '--seed=41', ...PLAIN_POSTS, '--format=json', admin]);

    // Assert
    expect([first.code, first.stderr, again.code, again.stderr]).toEqual([0, '', 0, '']);
    const made = JSON.parse(first.stdout) as { success: boolean; count: number; ids: number[]; seed: number; batches: unknown[] };
    const remade = JSON.parse(again.stdout) as { ids: number[] };
    expect([made.success, made.count, made.ids.length, made.seed, made.batches]).toEqual([true, 3, 3, 41, [{ count: 3, seed: 41 }]]);
    expect(await flagged('postmeta', 'post_id', made.ids)).toBe(3);
    expect(await number(`SELECT COUNT(*) AS n FROM ${prefix}seedpress_history WHERE content_type = 'post' AND content_id IN (?)`, [made.ids])).toBe(3);
    const [titles] = await db.query<mysql.RowDataPacket[]>(`SELECT post_title FROM ${prefix}posts WHERE ID IN (?) ORDER BY ID`, [[...made.ids, ...remade.ids]]);
    const names = titles.map((row) => String(row.post_title));
    expect(names.slice(3)).toEqual(names.slice(0, 3));
  });

  it('sends a count above 500 in batches under a progress bar, with seeds derived from --seed, and prints a table and a success line', async () => {
    // Action: SHELL_PIPE=0 has WP-CLI draw as on a terminal.
    const run = await wp(path, ['seedpress', 'generate', 'posts', '--count=501', '--seed=7', ...PLAIN_POSTS, admin], { env: { SHELL_PIPE: '0' } });
    const json = await wp(path, ['seedpress', 'generate', 'posts', '--count=501', '--seed=7', ...PLAIN_POSTS, '--format=json', admin]);

    // Assert
    expect([run.code, run.stderr, json.code, json.stderr]).toEqual([0, '', 0, '']);
    const [bar, ...rest] = run.stdout.split('\n');
    const frames = bar!.split('\r').filter(Boolean);
    // The bar moves only when a batch comes back: 500 of 501, then all (php-cli-tools pads the percentage).
    for (const frame of frames) expect(frame).toMatch(/^Generating 501 posts\s+(99 |100)% \[=*>?\s*\] \d+:\d\d \/ \d+:\d\d$/);
    expect(frames.at(-1)).toMatch(/ 100% /);
    expect(rest.filter((line) => /^\| (count|batches) /.test(line)).map((line) => line.split('|').map((cell) => cell.trim()).slice(1, 3))).toEqual([['count', '501'], ['batches', '2']]);
    // On a terminal WP-CLI colours its prefix.
    expect(rest.at(-2)).toBe('\x1b[32;1mSuccess:\x1b[0m 501 posts generated in 2 batches (seed 7).');
    const result = JSON.parse(json.stdout) as { count: number; ids: number[]; seed: number; batches: unknown[] };
    expect([result.count, result.ids.length, result.seed]).toEqual([501, 501, 7]);
    expect(result.batches).toEqual([{ count: 500, seed: 7 }, { count: 1, seed: (7 + SEED_STEP) % 2 ** 32 }]);
    expect(await flagged('postmeta', 'post_id', result.ids)).toBe(501);
  });

  it('makes terms, users and comments, each in its own tables, and prints their tables tab-separated on a pipe', async () => {
    // Setup
    const posts = await wp(path, ['seedpress', 'generate', 'posts', '--count=2', '--seed=3', '--post-status=publish', ...PLAIN_POSTS, '--format=ids', admin]);
    const postIds = posts.stdout.trim().split(' ').map(Number);
    const categories = () => number(`SELECT COUNT(*) AS n FROM ${prefix}termmeta m JOIN ${prefix}term_taxonomy t ON t.term_id = m.term_id AND t.taxonomy = 'category' WHERE m.meta_key = '_seedpress_generated'`);
    const categoriesBefore = await categories();

    // Action
    const terms = await wp(path, ['seedpress', 'generate', 'terms', '--taxonomy=category', '--count=2', '--seed=5', admin]);
    const users = await wp(path, ['seedpress', 'generate', 'users', '--count=2', '--role=author', '--no-generate-avatars', '--seed=5', '--format=json', admin]);
    const comments = await wp(path, ['seedpress', 'generate', 'comments', `--post-ids=${postIds.join(',')}`, '--comments-per-post-min=1', '--comments-per-post-max=1', '--avatar-percentage=0', '--seed=5', '--format=ids', admin]);

    // Assert
    expect([posts.code, terms.code, users.code, comments.code]).toEqual([0, 0, 0, 0]);
    expect([terms.stderr, users.stderr, comments.stderr]).toEqual(['', '', '']);
    expect(postIds).toHaveLength(2);
    const termLines = terms.stdout.split('\n');
    expect(termLines[0]).toBe('Field\tValue');
    expect(termLines).toContain('count\t2');
    expect(termLines.at(-2)).toMatch(/^Success: .*\(seed 5\)\.$/);
    expect(await categories()).toBe(categoriesBefore + 2);
    const userIds = (JSON.parse(users.stdout) as { ids: number[] }).ids;
    const commentIds = comments.stdout.trim().split(' ').map(Number);
    expect([userIds.length, commentIds.length]).toEqual([2, 2]);
    expect(await number(`SELECT COUNT(*) AS n FROM ${prefix}usermeta WHERE user_id IN (?) AND meta_key = '${prefix}capabilities' AND meta_value = 'a:1:{s:6:"author";b:1;}'`, [userIds])).toBe(2);
    expect(await number(`SELECT COUNT(*) AS n FROM ${prefix}comments WHERE comment_ID IN (?) AND comment_post_ID IN (?)`, [commentIds, postIds])).toBe(2);
  });

  it('refuses bad flags as WP-CLI does, with exit code 1 and nothing written', async () => {
    // Setup
    const before = await flagged('postmeta', 'post_id');

    // Action
    const zero = await wp(path, ['seedpress', 'generate', 'posts', '--count=0', admin]);
    const unknown = await wp(path, ['seedpress', 'generate', 'posts', '--cuont=3', admin]);
    const word = await wp(path, ['seedpress', 'generate', 'comments', '--post-ids=4,x', admin]);
    const nobody = await wp(path, ['seedpress', 'generate', 'posts', '--count=1']);
    const notAdmin = await wp(path, ['seedpress', 'generate', 'posts', '--count=1', editor]);

    // Assert
    expect(zero).toEqual({ code: 1, stdout: '', stderr: "Error: --count must be at least 1 (got 0). See 'wp help seedpress generate posts'.\n" });
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: "Error: Parameter errors:\n unknown --cuont parameter\nDid you mean '--count'?\n" });
    expect(word).toEqual({ code: 1, stdout: '', stderr: "Error: --post-ids takes an integer (got \"x\"). See 'wp help seedpress generate comments'.\n" });
    expect(nobody).toEqual({ code: 1, stdout: '', stderr: 'Error: rest_not_logged_in: You must be logged in to use SeedPress. (HTTP 401) Run the command as an administrator: wp --user=<login> …\n' });
    expect([notAdmin.code, notAdmin.stdout]).toEqual([1, '']);
    expect(notAdmin.stderr).toMatch(/^Error: rest_forbidden: .*\(HTTP 403\)/);
    expect(await flagged('postmeta', 'post_id')).toBe(before);
  });

  it('loads every command\'s synopsis without a warning: WP-CLI drops a flag whose value name it cannot parse', async () => {
    // Action
    const runs = await Promise.all(['posts', 'terms', 'users', 'comments'].map((noun) => wp(path, ['seedpress', 'generate', noun, '--seed=x', admin])));

    // Assert
    expect(runs.map((run) => run.stderr)).toEqual(['posts', 'terms', 'users', 'comments'].map((noun) => `Error: --seed takes an integer (got "x"). See 'wp help seedpress generate ${noun}'.\n`));
  });
});

describe('wp help seedpress', () => {
  it('lists the commands and groups, each with its one-line description, as WP-CLI lists its own', async () => {
    // Action
    const help = await wp(path, ['help', 'seedpress']);
    const worker = await wp(path, ['help', 'seedpress', 'worker']);

    // Assert
    expect([help.code, help.stderr, worker.code, worker.stderr]).toEqual([0, '', 0, '']);
    expect(help.stdout).toContain(`DESCRIPTION

  Generate realistic test content in bulk, and remove it again.
`);
    expect(help.stdout).toContain(`SUBCOMMANDS

  cleanup       Delete everything SeedPress generated, for good, and clear its
                history.
  generate      Generate posts, terms, users or comments.
  history       What SeedPress generated.
  worker        Starts, stops and shows the worker SeedPress runs itself.
`);
    expect(worker.stdout).toContain(`SUBCOMMANDS

  start       Starts the worker unless it runs already.
  status      Shows where the worker runs and what it needs.
  stop        Stops the worker; the next call to the API starts it again.

  A worker configured with SEEDPRESS_WORKER_URL is run by whoever
  configured it: these commands only report on it.
`);
  });
});

describe('wp seedpress history list', () => {
  it('lists the newest entries in WP-CLI\'s formats', async () => {
    // Action
    const table = await wp(path, ['seedpress', 'history', 'list', '--type=post', '--limit=2', admin]);
    const json = await wp(path, ['seedpress', 'history', 'list', '--type=post', '--limit=2', '--fields=content_type,content_id', '--format=json', admin]);
    const count = await wp(path, ['seedpress', 'history', 'list', '--type=post', '--limit=3', '--format=count', admin]);

    // Assert: ids are strings in the API's history entries.
    const total = await number(`SELECT COUNT(*) AS n FROM ${prefix}seedpress_history WHERE content_type = 'post'`);
    const [newest] = await db.query<mysql.RowDataPacket[]>(`SELECT content_id FROM ${prefix}seedpress_history WHERE content_type = 'post' ORDER BY id DESC LIMIT 2`);
    expect([table.code, json.code, count.code]).toEqual([0, 0, 0]);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toBe('id\tcontent_type\tcontent_subtype\tcontent_id\tcontent_exists\tcreated_at\tcontent_title');
    expect(lines.slice(1, 3).map((line) => line.split('\t')[3])).toEqual(newest.map((row) => String(row.content_id)));
    expect(lines[3]).toBe(`2 of ${total} entries, from offset 0.`);
    expect(JSON.parse(json.stdout)).toEqual(newest.map((row) => ({ content_type: 'post', content_id: String(row.content_id) })));
    expect(count.stdout).toBe('3');
  });
});

describe('wp seedpress cleanup', () => {
  it('asks first: "n" keeps everything, "y" deletes, and --yes asks nothing', async () => {
    // Setup
    const posts = await flagged('postmeta', 'post_id');

    // Action
    const declined = await wp(path, ['seedpress', 'cleanup', admin], { input: 'n\n' });
    const kept = await flagged('postmeta', 'post_id');
    const accepted = await wp(path, ['seedpress', 'cleanup', admin], { input: 'y\n' });
    const yes = await wp(path, ['seedpress', 'cleanup', '--yes', admin]);

    // Assert
    expect(posts).toBeGreaterThan(0);
    expect(declined).toEqual({ code: 0, stdout: CONFIRM, stderr: '' });
    expect(kept).toBe(posts);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toMatch(new RegExp(`^${CONFIRM.replace(/[?[\]]/g, '\\$&')}Success: Deleted ${posts} posts, \\d+ terms, \\d+ users, 2 comments and 0 media files\\.\\n$`));
    expect(yes).toEqual({ code: 0, stdout: 'Success: Deleted 0 posts, 0 terms, 0 users, 0 comments and 0 media files.\n', stderr: '' });
    for (const [table, column] of [['postmeta', 'post_id'], ['termmeta', 'term_id'], ['usermeta', 'user_id'], ['commentmeta', 'comment_id']] as const) {
      expect(await flagged(table, column)).toBe(0);
    }
    expect(await number(`SELECT COUNT(*) AS n FROM ${prefix}seedpress_history`)).toBe(0);
  });
});

describe('wp seedpress worker', () => {
  it('reports on a worker configured in wp-config.php and leaves starting and stopping it to whoever runs it', async () => {
    // Action
    const start = await wp(path, ['seedpress', 'worker', 'start']);
    const stop = await wp(path, ['seedpress', 'worker', 'stop']);
    const status = await wp(path, ['seedpress', 'worker', 'status', '--format=json', admin]);
    const table = await wp(path, ['seedpress', 'worker', 'status', admin]);

    // Assert
    const refusal = `Error: The worker at ${need(stack, 'SEEDPRESS_WORKER_URL')} is configured in wp-config.php (SEEDPRESS_WORKER_URL) and run outside WordPress: start and stop it where it runs.\n`;
    expect(start).toEqual({ code: 1, stdout: '', stderr: refusal });
    expect(stop).toEqual({ code: 1, stdout: '', stderr: refusal });
    expect([status.code, status.stderr, table.code, table.stderr]).toEqual([0, '', 0, '']);
    expect(JSON.parse(status.stdout)).toMatchObject({ mode: 'external', running: true, url: need(stack, 'SEEDPRESS_WORKER_URL'), port: Number(need(stack, 'SEEDPRESS_WORKER_PORT')), database: 'reachable', problems: [] });
    expect(table.stdout.split('\n').slice(0, 3)).toEqual(['mode:           external', 'running:        yes', `url:            ${need(stack, 'SEEDPRESS_WORKER_URL')}`]);
  });
});
