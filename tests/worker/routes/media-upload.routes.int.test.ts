import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { unserialize } from 'php-serialize';
import request from 'supertest';
import { shellToken } from '../../support/shell-token.js';
import { multipart, sampleFiles } from '../../support/sample-files.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { TEST_SECRET, workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

let test: TestDatabase;
let worker: WorkerUnderTest;
let uploads: string;

beforeAll(async () => {
  test = await createTestDatabase();
  worker = await workerOn(test);
  const context = await test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_host_context').executeTakeFirstOrThrow();
  uploads = JSON.parse(context.option_value).uploads.basedir;
});
afterAll(async () => {
  // The files went into the stack's uploads folder: cleanup removes them with their attachments.
  await worker.call('DELETE', '/cleanup/all');
  await test.drop();
});

const upload = (name: string, content: Buffer) => {
  const { body, contentType } = multipart(name, content);
  return worker.send('/media/upload', body, contentType);
};

/** Everything the site holds about one attachment: its row, its meta and its history. */
async function attachment(id: number) {
  const row = await test.db.selectFrom('posts').select(['post_type', 'post_mime_type', 'post_title', 'post_name', 'post_status', 'guid', 'post_author']).where('ID', '=', id).executeTakeFirst();
  const meta = Object.fromEntries((await test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', id).execute()).map((m) => [m.meta_key, m.meta_value]));
  const history = await test.db.selectFrom('seedpress_history').select(['content_type', 'content_subtype']).where('content_id', '=', id).execute();
  return { row, meta, history };
}

const counts = async () => ({
  posts: Number((await test.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  history: Number((await test.db.selectFrom('seedpress_history').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});

describe('POST /media/upload', () => {
  it('stores a PNG with every sub-size and makes it a flagged attachment with a history row', async () => {
    // Action
    const res = await upload('Sunset Lake.png', await sampleFiles.png(640, 480));

    // Assert
    expect(res.status).toBe(200);
    const id = res.body.file.id as number;
    const file = res.body.file.url.replace('/wp-content/uploads/', '') as string;
    expect(res.body).toEqual({ success: true, message: 'The file was uploaded.', file: { id, title: 'Sunset Lake', url: `/wp-content/uploads/${file}`, filename: 'Sunset-Lake.png' } });
    const { row, meta, history } = await attachment(id);
    expect(row).toEqual({ post_type: 'attachment', post_mime_type: 'image/png', post_title: 'Sunset Lake', post_name: 'sunset-lake', post_status: 'inherit', guid: `/wp-content/uploads/${file}`, post_author: 1 });
    expect(meta).toEqual({ _wp_attached_file: file, _wp_attachment_metadata: expect.any(String), _seedpress_generated: '1', _seedpress_uploaded: '1' });
    const metadata = unserialize(meta._wp_attachment_metadata!) as { width: number; height: number; file: string; sizes: Record<string, { file: string }> };
    expect(metadata).toMatchObject({ width: 640, height: 480, file });
    expect(Object.keys(metadata.sizes)).toEqual(['medium', 'thumbnail']);
    for (const size of Object.values(metadata.sizes)) expect(existsSync(path.join(uploads, path.dirname(file), size.file))).toBe(true);
    expect(history).toEqual([{ content_type: 'media', content_subtype: 'attachment' }]);
  });

  it('gives a GIF its sub-sizes too, as GIFs, as WordPress\'s GD editor does', async () => {
    // Action
    const res = await upload('badge.gif', await sampleFiles.gif(640, 480));

    // Assert
    expect(res.status).toBe(200);
    const { row, meta } = await attachment(res.body.file.id);
    expect(row?.post_mime_type).toBe('image/gif');
    const metadata = unserialize(meta._wp_attachment_metadata!) as { width: number; height: number; file: string; sizes: Record<string, { file: string; 'mime-type': string }> };
    expect(metadata).toMatchObject({ width: 640, height: 480 });
    expect(Object.values(metadata.sizes).map((s) => [s.file, s['mime-type']])).toEqual([['badge-300x225.gif', 'image/gif'], ['badge-150x150.gif', 'image/gif']]);
    for (const size of Object.values(metadata.sizes)) expect(existsSync(path.join(uploads, path.dirname(meta._wp_attached_file!), size.file))).toBe(true);
  });

  it.each([
    ['a PDF', 'Price list 2026.pdf', sampleFiles.pdf(), 'application/pdf', 'Price-list-2026.pdf'],
    ['a zip archive', 'assets.zip', sampleFiles.zip(), 'application/zip', 'assets.zip'],
  ])('stores %s with the metadata core writes for a file it cannot render', async (_label, name, content, mime, filename) => {
    // Action
    const res = await upload(name, content);

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.file.filename).toBe(filename);
    const { row, meta } = await attachment(res.body.file.id);
    expect(row?.post_mime_type).toBe(mime);
    expect(unserialize(meta._wp_attachment_metadata!)).toEqual({ filesize: content.length });
    expect(existsSync(path.join(uploads, meta._wp_attached_file!))).toBe(true);
  });

  it('makes a second file of the same name unique, as wp_unique_filename() does', async () => {
    // Action
    const first = await upload('report.pdf', sampleFiles.pdf());
    const second = await upload('report.pdf', sampleFiles.pdf());

    // Assert
    expect([first.body.file.filename, second.body.file.filename]).toEqual(['report.pdf', 'report-1.pdf']);
  });

  it.each([
    ['PHP as .php', 'shell.php', sampleFiles.php(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['PHP as .png', 'shell.png', sampleFiles.php(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['HTML as .jpg', 'page.jpg', sampleFiles.html(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['an SVG with a script', 'logo.svg', sampleFiles.svgWithScript(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['a zero-byte file', 'empty.pdf', Buffer.alloc(0), 400, 'invalid_parameter', 'The file is empty.'],
    ['a file over the site\'s limit', 'big.pdf', Buffer.concat([sampleFiles.pdf(), Buffer.alloc(2 * 1024 * 1024)]), 413, 'file_too_large', 'The file is too large (server limit).'],
  ])('refuses %s, writing nothing', async (_label, name, content, status, code, message) => {
    // Setup
    const before = await counts();

    // Action
    const res = await upload(name, content);

    // Assert
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, code, message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a truncated image, writing neither rows nor files', async () => {
    // Setup
    const before = await counts();

    // Action
    const res = await upload('broken-photo.png', await sampleFiles.truncatedPng());

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'The image is damaged or incomplete.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a body without a file, a field the schema does not know, and a file in another field', async () => {
    // Action
    const none = await worker.send('/media/upload', Buffer.from('--b--\r\n'), 'multipart/form-data; boundary=b');
    const field = await worker.send('/media/upload', Buffer.from('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n'), 'multipart/form-data; boundary=b');
    const elsewhere = multipart('a.pdf', sampleFiles.pdf(), 'attachment');
    const other = await worker.send('/media/upload', elsewhere.body, elsewhere.contentType);

    // Assert
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ success: false, code: 'invalid_parameter', message: 'No file was uploaded.' });
    expect(field.status).toBe(400);
    expect(field.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: x is not a known parameter.' });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Send one file, in the multipart field "file".' });
  });

  it('refuses a body that is not the one the token was signed for, writing nothing', async () => {
    // Setup
    const before = await counts();
    const signed = multipart('a.pdf', sampleFiles.pdf());
    const swapped = multipart('a.pdf', sampleFiles.php());

    // Action
    const token = await shellToken({ secret: TEST_SECRET, method: 'POST', target: '/media/upload', body: signed.body, contextHash: worker.contextHash });
    const res = await request(worker.app).post('/media/upload').set('Authorization', `Bearer ${token}`).set('Content-Type', swapped.contentType).send(swapped.body);

    // Assert
    expect(res.status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('what uploads leave for cleanup', () => {
  it('DELETE /history/{id} removes an upload with its files', async () => {
    // Setup
    const res = await upload('to-delete.png', await sampleFiles.png(400, 300));
    const id = res.body.file.id as number;
    const { meta } = await attachment(id);
    const entry = await test.db.selectFrom('seedpress_history').select('id').where('content_id', '=', id).executeTakeFirstOrThrow();

    // Action
    const deleted = await worker.call('DELETE', `/history/${entry.id}`, { delete_content: true });

    // Assert
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ entry_deleted: true, content_deleted: true });
    expect(await attachment(id)).toEqual({ row: undefined, meta: {}, history: [] });
    expect(existsSync(path.join(uploads, meta._wp_attached_file!))).toBe(false);
  });

  it('DELETE /cleanup/all removes every upload with its files', async () => {
    // Setup
    const res = await upload('to-clean.pdf', sampleFiles.pdf());
    const { meta } = await attachment(res.body.file.id);

    // Action
    const cleaned = await worker.call('DELETE', '/cleanup/all');

    // Assert
    expect(cleaned.status).toBe(200);
    expect(cleaned.body.stats.media).toBeGreaterThanOrEqual(1);
    expect((await attachment(res.body.file.id)).row).toBeUndefined();
    expect(existsSync(path.join(uploads, meta._wp_attached_file!))).toBe(false);
  });
});

describe('POST /media/upload-url', () => {
  let server: Server;
  let origin: string;
  let heard: string[];
  let open: WorkerUnderTest;

  beforeAll(async () => {
    const png = await sampleFiles.png(300, 200);
    heard = [];
    server = createServer((req, res) => {
      heard.push(req.url ?? '');
      if (req.url === '/photos/harbour.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      if (req.url === '/shell.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(sampleFiles.php());
      if (req.url === '/big.pdf') return void res.writeHead(200).end(Buffer.concat([sampleFiles.pdf(), Buffer.alloc(2 * 1024 * 1024)]));
      if (req.url === '/to-metadata.png') return void res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/x.png' }).end();
      if (req.url?.startsWith('/loop')) return void res.writeHead(302, { Location: `${req.url}x` }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    open = await workerOn(test, undefined, undefined, { unsafeTestOrigins: [origin] });
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => void (heard.length = 0));

  it('imports a file from an origin SEEDPRESS_UNSAFE_TEST_ORIGINS names', async () => {
    // Action
    const res = await open.call('POST', '/media/upload-url', { url: `${origin}/photos/harbour.png` });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'The file was uploaded.', file: { id: expect.any(Number), title: 'harbour', url: expect.stringMatching(/\/harbour\.png$/), filename: 'harbour.png' } });
    const { meta, history } = await attachment(res.body.file.id);
    expect(meta).toMatchObject({ _seedpress_generated: '1', _seedpress_uploaded: '1' });
    expect(history).toEqual([{ content_type: 'media', content_subtype: 'attachment' }]);
  });

  it.each([
    ['PHP served as a PNG', '/shell.png', 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['a file over the site\'s limit', '/big.pdf', 413, 'file_too_large', 'The file is too large (server limit).'],
  ])('refuses %s, writing nothing', async (_label, file, status, code, message) => {
    const before = await counts();
    const res = await open.call('POST', '/media/upload-url', { url: `${origin}${file}` });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, code, message });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a redirect to the cloud metadata address', '/to-metadata.png', 'is not on the public internet (169.254.169.254): not fetched'],
    ['more than three redirects', '/loop', 'redirected more than 3 times'],
  ])('refuses %s, writing nothing', async (_label, file, reason) => {
    const before = await counts();
    const res = await open.call('POST', '/media/upload-url', { url: `${origin}${file}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: expect.stringContaining(reason) });
    expect(await counts()).toEqual(before);
  });

  it('refuses every loopback spelling of the stand-in where no setting names it, and never reaches it', async () => {
    // Setup
    const port = new URL(origin).port;
    const spellings = [origin, `http://localhost:${port}`, `http://127.1:${port}`, `http://2130706433:${port}`, `http://0x7f.1:${port}`, `http://0177.0.0.1:${port}`, `http://[::1]:${port}`, `http://[::ffff:127.0.0.1]:${port}`, `http://0.0.0.0:${port}`];
    const before = await counts();

    // Action
    const answers = await Promise.all(spellings.map((base) => worker.call('POST', '/media/upload-url', { url: `${base}/photos/harbour.png` })));

    // Assert
    expect(answers.map((a) => [a.status, a.body.code, a.body.message])).toEqual(spellings.map(() => [400, 'invalid_parameter', expect.stringMatching(/^The file could not be downloaded: .* is not on the public internet/)]));
    expect(heard).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('refuses URLs that are not http or https', async () => {
    const res = await worker.call('POST', '/media/upload-url', { url: 'file:///etc/passwd' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'url must be an http or https URL.' });
  });
});
