import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPhpServer, type RunningProcess } from '../support/processes.js';
import { sampleFiles } from '../support/sample-files.js';
import { need, readStackEnv, REPO_ROOT } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * A worker that cannot see the site's files, started as developers start it (`seedpress worker`):
 * in a mount namespace of its own where the site's uploads folder is an empty tmpfs, as a
 * developer's machine does not see the uploads of WordPress in a container. The site (a second
 * php -S of the stack's site, pointed at that worker by the constants the command printed) takes
 * the generated files into its real uploads folder; core reads them back as its own uploads.
 */

const stack = readStackEnv();
const UPLOADS = `${need(stack, 'SEEDPRESS_WP_PATH')}/wp-content/uploads`;
const MU_DIR = `${need(stack, 'SEEDPRESS_WP_PATH')}/wp-content/mu-plugins`;
const MU_PLUGIN = `${MU_DIR}/seedpress-e2e-handoff-media.php`;
const createdMuDir = !existsSync(MU_DIR);
/** The site's folder in the worker's staging folder: its database, then its table prefix. */
const SITE_FOLDER = `${need(stack, 'DB_NAME')}/${need(stack, 'DB_PREFIX')}`;
const FIELDS = ['company_logo', 'brochure', 'podcast_episode', '_thumbnail_id'];

const REGISTRATION = `<?php
require_once ${JSON.stringify(`${REPO_ROOT}tests/php/fixtures/field-plugins/acf-double.php`)};
acf_add_local_field_group( array(
  'key' => 'group_e2e_handoff', 'title' => 'Handoff media',
  'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ),
  'fields' => array(
    array( 'key' => 'field_h_logo', 'name' => 'company_logo', 'label' => 'Company logo', 'type' => 'image', 'required' => 1 ),
    array( 'key' => 'field_h_document', 'name' => 'brochure', 'label' => 'Brochure', 'type' => 'file', 'required' => 1, 'mime_types' => 'pdf' ),
    array( 'key' => 'field_h_audio', 'name' => 'podcast_episode', 'label' => 'Podcast episode', 'type' => 'file', 'required' => 1 ),
  ),
) );
`;

interface CliWorker {
  child: ChildProcess;
  stdout: () => string;
  log: () => string;
  exited: Promise<number | null>;
}

/**
 * `seedpress worker` with the stack's database; `secret` undefined: the command makes one. In its
 * own mount namespace with the site's uploads hidden when `hideUploads`.
 */
function startCliWorker(port: number, staging: string, secret: string | undefined, hideUploads: boolean): CliWorker {
  const env: NodeJS.ProcessEnv = { ...process.env, SEEDPRESS_LICENSE_API: need(stack, 'SEEDPRESS_LICENSE_API') };
  delete env.SEEDPRESS_WORKER_SECRET;
  delete env.SEEDPRESS_WORKER_HOST;
  const command = [
    'node', 'cli/dist/seedpress.js', 'worker', '--port', String(port), '--uploads-dir', staging, '--log-level', 'warn', ...(secret ? ['--secret', secret] : []),
    '--db-host', need(stack, 'DB_HOST'), '--db-port', need(stack, 'DB_PORT'), '--db-name', need(stack, 'DB_NAME'),
    '--db-user', need(stack, 'DB_USER'), '--db-password', need(stack, 'DB_PASSWORD'), '--table-prefix', need(stack, 'DB_PREFIX'),
  ];
  const hidden = ['unshare', '--mount', '--propagation', 'private', 'sh', '-c', 'mount -t tmpfs hidden-uploads "$0" && exec "$@"', UPLOADS];
  const [program, ...args] = hideUploads ? [...hidden, ...command] : command;
  const child = spawn(program!, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let log = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, log: () => log, exited };
}

async function stop(worker: CliWorker): Promise<number | null> {
  if (worker.child.exitCode === null) process.kill(-worker.child.pid!, 'SIGTERM');
  return worker.exited;
}

async function printed(worker: CliWorker): Promise<string> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (worker.stdout().includes('"SEEDPRESS_WORKER_SECRET"')) return worker.stdout();
    if (worker.child.exitCode !== null) break;
  }
  throw new Error(`seedpress worker printed no constants.\nstdout: ${worker.stdout()}\nstderr: ${worker.log()}`);
}

/** Files in the staging folder other than the worker's own bookkeeping, and that bookkeeping's content. */
async function staged(root: string): Promise<{ files: string[]; bookkeeping: Record<string, string> }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1)).sort();
  const bookkeeping: Record<string, string> = {};
  const own = `${SITE_FOLDER}/seedpress/`;
  for (const file of files.filter((f) => f.startsWith(own))) bookkeeping[file.slice(SITE_FOLDER.length + 1)] = await readFile(join(root, file), 'utf8');
  return { files: files.filter((f) => !f.startsWith(own)), bookkeeping };
}

interface CoreAttachment {
  id: number;
  parent: number;
  mime: string;
  flag: string;
  width: number;
  files: string[];
  check: { ext: string; type: string };
  stored: Record<string, unknown> & { sizes?: Record<string, unknown> };
  recomputed: Record<string, unknown> | null;
}

function readBack(postIds: number[]): Array<{ post: number; values: Record<string, unknown>; attachments: CoreAttachment[] }> {
  return JSON.parse(runWordPressPhp(`require ${JSON.stringify(`${REPO_ROOT}tests/e2e/oracle/media-fields.php`)};`, JSON.stringify({ posts: postIds, fields: FIELDS })));
}

const mode = (file: string): number => statSync(file).mode & 0o777;

const home = new WordPressSite();
const state: { staging?: string; worker?: CliWorker; php?: RunningProcess; site?: WordPressSite; output?: string; port?: number } = {};

beforeAll(async () => {
  mkdirSync(MU_DIR, { recursive: true });
  writeFileSync(MU_PLUGIN, REGISTRATION);
  state.staging = await mkdtemp(join(tmpdir(), 'seedpress-e2e-staging-'));
  state.port = await freePort();
  // The stack's secret: the site's license status is kept encrypted with it.
  const secret = need(stack, 'SEEDPRESS_WORKER_SECRET');
  state.worker = startCliWorker(state.port, state.staging, secret, true);
  state.output = await printed(state.worker);
  state.php = await startPhpServer(stack, { SEEDPRESS_WORKER_URL: `http://127.0.0.1:${state.port}`, SEEDPRESS_WORKER_SECRET: secret });
  state.site = home.at(state.php.url);
}, 120_000);

afterAll(async () => {
  rmSync(MU_PLUGIN, { force: true });
  if (createdMuDir) rmSync(MU_DIR, { recursive: true, force: true });
  // Through the stack's own worker, which sees the files: whatever a failed test left goes.
  await home.api('DELETE', '/cleanup/all', { as: 'admin' });
  await state.php?.stop();
  if (state.worker) await stop(state.worker);
  if (state.staging) await rm(state.staging, { recursive: true, force: true });
});

describe('seedpress worker for a site whose files it cannot see', () => {
  it('prints the constants to paste for WordPress here and in a container, with a new secret when none is given', async () => {
    // Action
    const port = await freePort();
    const worker = startCliWorker(port, state.staging!, undefined, false);
    const output = await printed(worker);
    const code = await stop(worker);

    // Assert
    const secret = /define\( 'SEEDPRESS_WORKER_SECRET', '([0-9a-f]{48})' \);/.exec(output)?.[1];
    expect(secret).toBeDefined();
    expect(secret).not.toBe(need(stack, 'SEEDPRESS_WORKER_SECRET'));
    expect(output).toContain(`wp-config.php, WordPress on this machine:\n  define( 'SEEDPRESS_WORKER_URL', 'http://127.0.0.1:${port}' );\n  define( 'SEEDPRESS_WORKER_SECRET', '${secret}' );\n`);
    expect(output).toContain(`  define( 'SEEDPRESS_WORKER_URL', 'http://host.docker.internal:${port}' );\n  define( 'SEEDPRESS_WORKER_SECRET', '${secret}' );\n`);
    expect(output).toContain(`.wp-env.json:\n  "config": {\n    "SEEDPRESS_WORKER_URL": "http://host.docker.internal:${port}",\n    "SEEDPRESS_WORKER_SECRET": "${secret}"\n  }\n`);
    expect(code).toBe(0);
  });

  it('hands featured images and field media to the site, which keeps them in its uploads as core would, and the cleanup removes them there', async () => {
    // Action
    const res = await state.site!.api('POST', '/generate/posts', { as: 'admin', body: { post_type: 'post', count: 2, enable_variation: false, auto_comments: false, set_featured_image: true, image_provider: 'placeholder', seed: 41 } });
    const postIds = (res.body as { ids?: number[] }).ids ?? [];
    const posts = readBack(postIds);
    const attachments = posts.flatMap((p) => p.attachments);
    const files = attachments.flatMap((a) => a.files);

    // Assert
    expect(res.status).toBe(200);
    expect((res.body as { warnings: string[] }).warnings).toEqual([]);
    expect(posts).toHaveLength(2);
    for (const { post, attachments: own } of posts) {
      expect(own).toHaveLength(FIELDS.length);
      for (const attachment of own) {
        expect(attachment).toMatchObject({ parent: post, flag: '1' });
        expect(attachment.files[0]!.startsWith(`${UPLOADS}/`)).toBe(true);
        expect(attachment.files.filter((file) => !existsSync(file))).toEqual([]);
        expect(attachment.files.map(mode)).toEqual(attachment.files.map(() => mode(join(attachment.files[0]!, '..')) & 0o666));
        expect(attachment.check).toEqual({ ext: attachment.files[0]!.split('.').pop(), type: attachment.mime });
        if (attachment.recomputed !== null) expect(attachment.stored).toEqual(attachment.recomputed);
      }
      const featured = own[FIELDS.indexOf('_thumbnail_id')]!;
      expect(featured.mime).toMatch(/^image\//);
      expect(Object.keys(featured.stored.sizes ?? {})).toEqual(expect.arrayContaining(['thumbnail', 'medium', 'medium_large', 'large']));
      expect(featured.files.length).toBe(1 + Object.keys(featured.stored.sizes ?? {}).length);
      expect(own[FIELDS.indexOf('brochure')]!.mime).toBe('application/pdf');
      expect(own[FIELDS.indexOf('podcast_episode')]!.mime).toBe('audio/wav');
    }
    expect(new Set(files).size).toBe(files.length);
    expect(await staged(state.staging!)).toEqual({ files: [], bookkeeping: { 'seedpress/handoff-deletions.txt': '', 'seedpress/handoff-refused.txt': '' } });

    // Action: the cleanup, through the same worker.
    const cleanup = await state.site!.api('DELETE', '/cleanup/all', { as: 'admin' });

    // Assert
    expect(cleanup.status).toBe(200);
    expect((cleanup.body as { stats: { posts: number; media: number } }).stats).toMatchObject({ posts: 2, media: attachments.length });
    expect(files.filter((file) => existsSync(file))).toEqual([]);
    expect(await staged(state.staging!)).toEqual({ files: [], bookkeeping: { 'seedpress/handoff-deletions.txt': '', 'seedpress/handoff-refused.txt': '' } });
  });

  it('has the files of a streamed run in the site\'s uploads by the time the stream ends', async () => {
    // Action
    const res = await fetch(state.site!.endpoint('/generate/posts/stream', false), {
      method: 'POST',
      headers: { Authorization: state.site!.basicAuth('admin'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ post_type: 'post', count: 1, enable_variation: false, auto_comments: false, set_featured_image: true, image_provider: 'placeholder', seed: 42 }),
    });
    const text = await res.text();
    const done = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)) as { type: string; result?: { ids?: number[] } }).find((e) => e.type === 'complete')?.result;
    const [post] = readBack(done?.ids ?? []);

    // Assert
    expect(res.status).toBe(200);
    expect(done?.ids).toHaveLength(1);
    expect(post!.attachments.flatMap((a) => a.files).filter((file) => !existsSync(file))).toEqual([]);
    expect((await staged(state.staging!)).files).toEqual([]);
    expect((await state.site!.api('DELETE', '/cleanup/all', { as: 'admin' })).status).toBe(200);
  });

  it('names an upload clear of the site\'s attachments it cannot see, and never writes over a file of the site', async () => {
    // Setup: a file of the site's, in this month's folder, that no attachment names.
    const upload = async (name: string, content: Buffer): Promise<{ status: number; body: { file?: { id: number; filename: string } } }> => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), name);
      const res = await fetch(state.site!.endpoint('/media/upload', false), { method: 'POST', headers: { Authorization: state.site!.basicAuth('admin') }, body: form });
      return { status: res.status, body: (await res.json()) as { file?: { id: number; filename: string } } };
    };
    const now = new Date();
    const folder = `${UPLOADS}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    mkdirSync(folder, { recursive: true });
    const handMade = `${folder}/handoff-owner-notes.pdf`;
    writeFileSync(handMade, 'the owner\'s own document');
    const pdf = sampleFiles.pdf();

    try {
      // Action
      const first = await upload('handoff-photo.png', await sampleFiles.png(640, 480));
      const second = await upload('handoff-photo.png', await sampleFiles.png(320, 240));
      const clash = await upload('handoff-owner-notes.pdf', pdf);
      const cleanup = await state.site!.api('DELETE', '/cleanup/all', { as: 'admin' });

      // Assert
      expect([first.status, second.status, clash.status]).toEqual([200, 200, 200]);
      expect([first.body.file?.filename, second.body.file?.filename, clash.body.file?.filename]).toEqual(['handoff-photo.png', 'handoff-photo-1.png', 'handoff-owner-notes.pdf']);
      expect(readFileSync(handMade, 'utf8')).toBe('the owner\'s own document');
      expect(cleanup.status).toBe(200);
      expect(existsSync(handMade)).toBe(true);
      expect(existsSync(`${folder}/handoff-photo.png`)).toBe(false);
      expect((await staged(state.staging!)).files).toEqual([]);
    } finally {
      rmSync(handMade, { force: true });
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    // Action + Assert
    expect(await stop(state.worker!)).toBe(0);
  });
});
