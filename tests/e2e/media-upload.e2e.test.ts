import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { startPhpServer } from '../support/processes.js';
import { sampleFiles } from '../support/sample-files.js';
import { need } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite, type ApiResponse } from '../support/wordpress.js';

/*
 * POST /media/upload and /media/upload-url through WordPress with real files, read back with
 * core's own functions (wp_get_attachment_metadata(), get_attached_file(),
 * wp_get_attachment_image_src()); hostile files and every loopback spelling refused with nothing
 * written; the German messages of a de_DE site; and uploads removed with their files by the
 * history and by cleanup.
 */

const site = new WordPressSite();
const FILES_URL = new URL(need(site.env, 'SEEDPRESS_FILES_URL'));

/** Sends a multipart form through WordPress as a browser does. */
async function send(form: FormData, as: 'admin' | 'editor' = 'admin'): Promise<ApiResponse> {
  const res = await fetch(site.endpoint('/media/upload', false), { method: 'POST', headers: { Authorization: site.basicAuth(as) }, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as unknown, text };
}

const upload = (name: string, content: Buffer): Promise<ApiResponse> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  return send(form);
};

interface CoreView {
  file: string;
  exists: boolean;
  metadata: Record<string, unknown> | false;
  thumbnail: [string, number, number, boolean] | false;
  mime: string;
  title: string;
  generated: string;
  uploaded: string;
}

/** What core's functions say about attachments. */
const core = (ids: number[]): CoreView[] =>
  JSON.parse(runWordPressPhp(`
    echo json_encode(array_map(fn($id) => [
      'file' => (string) get_attached_file($id), 'exists' => file_exists((string) get_attached_file($id)),
      'metadata' => wp_get_attachment_metadata($id), 'thumbnail' => wp_get_attachment_image_src($id, 'thumbnail'),
      'mime' => (string) get_post_mime_type($id), 'title' => get_the_title($id),
      'generated' => (string) get_post_meta($id, '_seedpress_generated', true), 'uploaded' => (string) get_post_meta($id, '_seedpress_uploaded', true),
    ], json_decode(stream_get_contents(STDIN), true)));
  `, JSON.stringify(ids))) as CoreView[];

/** Attachments, history rows and files in the uploads folder: what a refused request must leave as it was. */
const footprint = (): string =>
  runWordPressPhp(`
    global $wpdb;
    $files = iterator_to_array(new RecursiveIteratorIterator(new RecursiveDirectoryIterator(wp_get_upload_dir()['basedir'], FilesystemIterator::SKIP_DOTS)));
    echo json_encode([(int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->posts WHERE post_type = 'attachment'"), (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->prefix}seedpress_history"), count($files)]);
  `);

let files: Server;
let heard: string[];

beforeAll(async () => {
  const png = await sampleFiles.png(900, 600);
  heard = [];
  files = createServer((req, res) => {
    heard.push(req.url ?? '');
    if (req.url === '/gallery/lighthouse.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    if (req.url === '/brochure.pdf') return void res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(sampleFiles.pdf());
    if (req.url === '/avatar.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(sampleFiles.php());
    if (req.url === '/latest/lighthouse.png') return void res.writeHead(302, { Location: '/gallery/lighthouse.png' }).end();
    if (req.url === '/to-wordpress.png') return void res.writeHead(302, { Location: `${site.url}/favicon.ico` }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => files.listen(Number(FILES_URL.port), FILES_URL.hostname, resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => files.close(() => resolve()));
  await site.api('DELETE', '/cleanup/all', { as: 'admin' });
});
beforeEach(() => void (heard.length = 0));

describe('POST /media/upload through WordPress', () => {
  it('uploads a PNG: an attachment with every sub-size that core reads back, flagged as uploaded', async () => {
    // Action
    const res = await upload('Harbour at Dusk.png', await sampleFiles.png(1200, 800));

    // Assert
    expect(res.status).toBe(200);
    const body = res.body as { file: { id: number; url: string } };
    expect(body).toEqual({ success: true, message: 'The file was uploaded.', file: { id: expect.any(Number), title: 'Harbour at Dusk', url: expect.stringMatching(/\/wp-content\/uploads\/\d{4}\/\d{2}\/Harbour-at-Dusk(-\d+)?\.png$/), filename: expect.stringMatching(/^Harbour-at-Dusk(-\d+)?\.png$/) } });
    const [view] = core([body.file.id]);
    expect(view).toMatchObject({ exists: true, mime: 'image/png', title: 'Harbour at Dusk', generated: '1', uploaded: '1' });
    expect(view!.metadata).toMatchObject({ width: 1200, height: 800, filesize: expect.any(Number) });
    expect(Object.keys((view!.metadata as { sizes: object }).sizes).sort()).toEqual(['large', 'medium', 'medium_large', 'thumbnail']);
    expect(view!.thumbnail).toEqual([expect.stringMatching(/-150x150\.png$/), 150, 150, true]);
    expect(body.file.url.endsWith(view!.file.slice(view!.file.indexOf('/wp-content/uploads/')))).toBe(true);
  });

  it.each([
    ['a JPEG', 'Beach.jpg', () => sampleFiles.jpeg(640, 480), 'image/jpeg'],
    ['a PDF', 'Menu 2026.pdf', () => Promise.resolve(sampleFiles.pdf()), 'application/pdf'],
    ['a zip archive', 'press-kit.zip', () => Promise.resolve(sampleFiles.zip()), 'application/zip'],
  ])('uploads %s that core reads back', async (_label, name, make, mime) => {
    // Setup
    const content = await make();

    // Action
    const res = await upload(name, content);

    // Assert
    expect(res.status).toBe(200);
    const [view] = core([(res.body as { file: { id: number } }).file.id]);
    expect(view).toMatchObject({ exists: true, mime, generated: '1', uploaded: '1' });
    if (mime.startsWith('image/')) expect(view!.thumbnail).toEqual([expect.stringMatching(/-150x150\.jpg$/), 150, 150, true]);
    else expect(view!.metadata).toEqual({ filesize: content.length });
  });

  it.each([
    ['PHP as .php', 'shell.php', sampleFiles.php(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['PHP as .png', 'shell.png', sampleFiles.php(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['an SVG with a script', 'logo.svg', sampleFiles.svgWithScript(), 415, 'unsupported_media_type', 'This file type is not allowed.'],
    ['a zero-byte file', 'empty.pdf', Buffer.alloc(0), 400, 'invalid_parameter', 'The file is empty.'],
  ])('refuses %s with its error body, writing nothing', async (_label, name, content, status, code, message) => {
    // Setup
    const before = footprint();

    // Action
    const res = await upload(name, content);

    // Assert
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, code, message });
    expect(footprint()).toBe(before);
  });

  it('refuses a truncated image, writing nothing', async () => {
    const before = footprint();
    const res = await upload('cut-short.png', await sampleFiles.truncatedPng());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'The image is damaged or incomplete.' });
    expect(footprint()).toBe(before);
  });

  it('refuses a file over the form\'s MAX_FILE_SIZE as PHP reports it (too large, form limit), writing nothing', async () => {
    // Setup: PHP honours MAX_FILE_SIZE sent before the file.
    const form = new FormData();
    form.append('MAX_FILE_SIZE', '1000');
    form.append('file', new Blob([new Uint8Array(Buffer.concat([sampleFiles.pdf(), Buffer.alloc(5000)]))]), 'big.pdf');
    const before = footprint();

    // Action
    const res = await send(form);

    // Assert
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, code: 'file_too_large', message: 'The file is too large (form limit).' });
    expect(footprint()).toBe(before);
  });

  it('refuses a request over PHP\'s post_max_size as too large, not as missing, writing nothing', async () => {
    // Setup: the same site served by a PHP that takes 1 MB requests at most.
    const small = await startPhpServer(site.env, {}, { ini: { post_max_size: '1M', upload_max_filesize: '1M' } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.concat([sampleFiles.pdf(), Buffer.alloc(2 * 1024 * 1024)]))]), 'big.pdf');
    const before = footprint();

    try {
      // Action
      const res = await fetch(`http://127.0.0.1:${small.port}/wp-json/seedpress/v1/media/upload`, { method: 'POST', headers: { Authorization: site.basicAuth('admin') }, body: form });

      // Assert
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ success: false, code: 'file_too_large', message: 'The file is too large: this server takes requests of at most 1 MB (post_max_size).' });
      expect(footprint()).toBe(before);
    } finally {
      await small.stop();
    }
  });

  it('refuses a request without a file', async () => {
    const res = await site.api('POST', '/media/upload', { as: 'admin', body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'No file was uploaded.' });
  });

  it('answers a German site in German, through the plugin\'s translation', async () => {
    // Setup: written past update_option(), which keeps only languages whose core files are installed (SeedPress's German needs none).
    runWordPressPhp("global $wpdb; $wpdb->replace($wpdb->options, ['option_name' => 'WPLANG', 'option_value' => 'de_DE', 'autoload' => 'on']);");
    try {
      // Action
      const refused = await upload('shell.png', sampleFiles.php());
      const missing = await site.api('POST', '/media/upload', { as: 'admin', body: {} });

      // Assert
      expect(refused.body).toEqual({ success: false, code: 'unsupported_media_type', message: 'Dieser Dateityp ist nicht erlaubt.' });
      expect(missing.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Es wurde keine Datei hochgeladen.' });
    } finally {
      runWordPressPhp("delete_option('WPLANG');");
    }
  });
});

describe('POST /media/upload-url through WordPress', () => {
  it('imports an image and a PDF from the stand-in the stack\'s worker may reach, following a redirect', async () => {
    // Action
    const image = await site.api('POST', '/media/upload-url', { as: 'admin', body: { url: `${FILES_URL.origin}/latest/lighthouse.png` } });
    const pdf = await site.api('POST', '/media/upload-url', { as: 'admin', body: { url: `${FILES_URL.origin}/brochure.pdf` } });

    // Assert
    expect(image.status).toBe(200);
    expect(pdf.status).toBe(200);
    expect(heard).toEqual(['/latest/lighthouse.png', '/gallery/lighthouse.png', '/brochure.pdf']);
    const ids = [image, pdf].map((r) => (r.body as { file: { id: number } }).file.id);
    const [img, doc] = core(ids);
    expect(img).toMatchObject({ exists: true, mime: 'image/png', title: 'lighthouse', uploaded: '1', thumbnail: [expect.stringMatching(/-150x150\.png$/), 150, 150, true] });
    expect(doc).toMatchObject({ exists: true, mime: 'application/pdf', title: 'brochure', uploaded: '1', metadata: { filesize: sampleFiles.pdf().length } });
  });

  it('refuses PHP served as a PNG, writing nothing', async () => {
    const before = footprint();
    const res = await site.api('POST', '/media/upload-url', { as: 'admin', body: { url: `${FILES_URL.origin}/avatar.png` } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, code: 'unsupported_media_type', message: 'This file type is not allowed.' });
    expect(footprint()).toBe(before);
  });

  it('refuses a redirect from the stand-in to WordPress on loopback, writing nothing', async () => {
    const before = footprint();
    const res = await site.api('POST', '/media/upload-url', { as: 'admin', body: { url: `${FILES_URL.origin}/to-wordpress.png` } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: expect.stringContaining('is not on the public internet (127.0.0.1): not fetched') });
    expect(footprint()).toBe(before);
  });

  it('refuses every loopback, private and link-local spelling of other addresses, writing nothing', async () => {
    // Setup: the site itself, in every spelling, and addresses refused before any connection.
    const port = new URL(site.url).port;
    const urls = [
      `${site.url}/wp-login.php`, `http://localhost:${port}/a.png`, `http://127.1:${port}/a.png`, `http://2130706433:${port}/a.png`, `http://0x7f.1:${port}/a.png`,
      `http://0177.0.0.1:${port}/a.png`, `http://[::1]:${port}/a.png`, `http://[::ffff:127.0.0.1]:${port}/a.png`, `http://0.0.0.0:${port}/a.png`, `http://127.0.0.1.:${port}/a.png`,
      'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'http://10.0.0.1/a.png', 'http://192.168.1.1/a.png', 'http://[fd00::1]/a.png', 'http://224.0.0.1/a.png',
    ];
    const before = footprint();

    // Action
    const answers = await Promise.all(urls.map((url) => site.api('POST', '/media/upload-url', { as: 'admin', body: { url } })));

    // Assert
    expect(answers.map((a) => [a.status, (a.body as { code: string }).code])).toEqual(urls.map(() => [400, 'invalid_parameter']));
    for (const answer of answers) expect((answer.body as { message: string }).message).toMatch(/^The file could not be downloaded: .* is not on the public internet \(.+\): not fetched\.$/);
    expect(footprint()).toBe(before);
  });
});

describe('uploads and cleanup', () => {
  it('DELETE /history/{id} removes an upload with its files, and DELETE /cleanup/all the rest', async () => {
    // Setup
    const one = await upload('history-delete.png', await sampleFiles.png(500, 400));
    const two = await upload('cleanup.pdf', sampleFiles.pdf());
    const [first, second] = core([one, two].map((r) => (r.body as { file: { id: number } }).file.id));
    const history = (await site.api('GET', '/history?type=media', { as: 'admin' })).body as { history: Array<{ id: string; content_id: string }> };
    const entry = history.history.find((h) => Number(h.content_id) === (one.body as { file: { id: number } }).file.id)!;
    const sizes = Object.values((first!.metadata as { sizes: Record<string, { file: string }> }).sizes).map((s) => `${first!.file.slice(0, first!.file.lastIndexOf('/'))}/${s.file}`);

    // Action
    const deleted = await site.api('DELETE', `/history/${entry.id}`, { as: 'admin', body: { delete_content: true } });

    // Assert
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, entry_deleted: true, content_deleted: true });
    expect([first!.file, ...sizes].filter((f) => existsSync(f))).toEqual([]);

    // Action
    const cleaned = await site.api('DELETE', '/cleanup/all', { as: 'admin' });

    // Assert
    expect(cleaned.status).toBe(200);
    expect(existsSync(second!.file)).toBe(false);
    expect(core([(two.body as { file: { id: number } }).file.id])[0]).toMatchObject({ file: '', exists: false, metadata: false });
  });
});
